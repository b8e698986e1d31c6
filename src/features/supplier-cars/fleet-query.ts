/**
 * The state of /supplier/cars in its query string, so the list is reloadable and
 * shareable. The filters are the driver's (lib/car-search/filters.ts: same names, same rules:
 * defaults omitted, an empty selection kept as an empty value) less the two that
 * call 36 does not have (suppliers, fuel policy), plus availability and the keyword:
 *
 *   s=yaris  type=diesel,EV  gearbox=manual  mileage=unlimited  deposit=5000  availability=unavailable
 */
import { AVAILABILITIES, type Availability, type SupplierCarsFilter } from '../../lib/api/supplier-cars'
import { DEFAULT_FILTERS, filtersToQuery, parseFilters, readList, type CarFilters } from '../../lib/car-search/filters'

export interface FleetFilters extends Pick<CarFilters, 'types' | 'gearbox' | 'mileage' | 'deposit'> {
  availability: Availability[]
}

export interface FleetQuery {
  /** Matched against the car's name by the server; '' for all. */
  keyword: string
  filters: FleetFilters
}

/** The longest keyword kept (the search field allows no more). */
export const KEYWORD_MAX_LENGTH = 100

export const DEFAULT_FLEET_FILTERS: FleetFilters = {
  types: [...DEFAULT_FILTERS.types],
  gearbox: [...DEFAULT_FILTERS.gearbox],
  mileage: [...DEFAULT_FILTERS.mileage],
  deposit: DEFAULT_FILTERS.deposit,
  availability: [...AVAILABILITIES],
}

export function parseFleetQuery(search: URLSearchParams): FleetQuery {
  const { types, gearbox, mileage, deposit } = parseFilters(search)
  return {
    keyword: (search.get('s') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    filters: { types, gearbox, mileage, deposit, availability: readList(search, 'availability', AVAILABILITIES) },
  }
}

/** The query string of a state: only what differs from the defaults. */
export function fleetQueryToSearch({ keyword, filters }: FleetQuery): URLSearchParams {
  const { availability, ...car } = filters
  const q = new URLSearchParams()
  const s = keyword.trim()
  if (s) q.set('s', s)
  filtersToQuery({ ...DEFAULT_FILTERS, ...car }).forEach((value, name) => q.set(name, value))
  if (availability.length !== AVAILABILITIES.length || !AVAILABILITIES.every((a) => availability.includes(a))) {
    q.set('availability', AVAILABILITIES.filter((a) => availability.includes(a)).join(','))
  }
  return q
}

export function isDefaultFleetFilters(filters: FleetFilters): boolean {
  return fleetQueryToSearch({ keyword: '', filters }).toString() === ''
}

/** The body of call 36 (getSupplierCars adds the supplier itself). */
export function toSupplierCarsFilter(f: FleetFilters): SupplierCarsFilter {
  return { fuel: f.types, gearbox: f.gearbox, mileage: f.mileage, deposit: f.deposit, availability: f.availability }
}
