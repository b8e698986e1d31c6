import {
  CAR_TYPES,
  DEPOSIT_BANDS,
  DOORS_RANGE,
  SEATS_RANGE,
  FUEL_POLICIES,
  GEARBOXES,
  MILEAGE_TYPES,
  type CarType,
  type FuelPolicy,
  type Gearbox,
  type MileageType,
} from '../constants'
import type { CarSearchFilter } from '../api/bodies'
import { CAR_SORTS, type CarSort } from '../constants'
import { isCompleteCriteria, parseCriteria } from './criteria'

/**
 * The car list's filters and their place in the URL. Defaults (everything
 * selected, any deposit) are omitted; an empty selection is written as an empty
 * value (`gearbox=`) so "nothing" survives a reload.
 *
 *   suppliers=id,id  type=diesel,EV  gearbox=manual  mileage=unlimited
 *   fuelPolicy=freeTank  deposit=5000  seats=5  doors=4  aircon=1
 */
export type DepositBand = -1 | (typeof DEPOSIT_BANDS)[number]

export interface CarFilters {
  /** Selected supplier ids; null means all suppliers. */
  suppliers: string[] | null
  types: CarType[]
  gearbox: Gearbox[]
  mileage: MileageType[]
  fuelPolicy: FuelPolicy[]
  deposit: DepositBand
  /** At least this many seats or doors; null means any. */
  seats: number | null
  doors: number | null
  /** Only cars with air conditioning. */
  aircon: boolean
}

export const DEFAULT_FILTERS: CarFilters = {
  suppliers: null,
  types: [...CAR_TYPES],
  gearbox: [...GEARBOXES],
  mileage: [...MILEAGE_TYPES],
  fuelPolicy: [...FUEL_POLICIES],
  deposit: -1,
  seats: null,
  doors: null,
  aircon: false,
}

/** The URL parameter names the filters use (none clashes with the criteria's p, d, f, t, c, o). */
const FILTER_PARAMS = ['suppliers', 'type', 'gearbox', 'mileage', 'fuelPolicy', 'deposit', 'seats', 'doors', 'aircon'] as const

/** A list parameter: absent means all of `all`, an empty value none; unknown values are dropped. The supplier's car list reads its own with it. */
export function readList<T extends string>(search: URLSearchParams, name: string, all: readonly T[]): T[] {
  const raw = search.get(name)
  if (raw === null) return [...all]
  const picked = new Set(raw.split(',').map((s) => s.trim()))
  return all.filter((v) => picked.has(v))
}

/** A whole number from the URL within `range`, else null (any). */
function readAtLeast(search: URLSearchParams, name: string, range: { min: number; max: number }): number | null {
  const raw = search.get(name)
  const n = raw === null || raw === '' ? NaN : Number(raw)
  return Number.isInteger(n) && n >= range.min && n <= range.max ? n : null
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v))
}

export function parseFilters(search: URLSearchParams): CarFilters {
  const rawSuppliers = search.get('suppliers')
  const deposit = Number(search.get('deposit'))
  return {
    suppliers:
      rawSuppliers === null
        ? null
        : rawSuppliers
            .split(',')
            .map((s) => s.trim())
            .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s)),
    types: readList(search, 'type', CAR_TYPES),
    gearbox: readList(search, 'gearbox', GEARBOXES),
    mileage: readList(search, 'mileage', MILEAGE_TYPES),
    fuelPolicy: readList(search, 'fuelPolicy', FUEL_POLICIES),
    deposit: (DEPOSIT_BANDS as readonly number[]).includes(deposit) ? (deposit as DepositBand) : -1,
    seats: readAtLeast(search, 'seats', SEATS_RANGE),
    doors: readAtLeast(search, 'doors', DOORS_RANGE),
    aircon: search.get('aircon') === '1',
  }
}

/** Writes the non-default filters into `into` (a copy of the current query, say), removing the defaults. */
export function filtersToQuery(f: CarFilters, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const q = new URLSearchParams(into)
  FILTER_PARAMS.forEach((name) => q.delete(name))
  if (f.suppliers !== null) q.set('suppliers', f.suppliers.join(','))
  const lists: [string, readonly string[], readonly string[]][] = [
    ['type', f.types, CAR_TYPES],
    ['gearbox', f.gearbox, GEARBOXES],
    ['mileage', f.mileage, MILEAGE_TYPES],
    ['fuelPolicy', f.fuelPolicy, FUEL_POLICIES],
  ]
  for (const [name, value, all] of lists) {
    if (!sameSet(value, all)) q.set(name, all.filter((v) => value.includes(v)).join(','))
  }
  if (f.deposit !== -1) q.set('deposit', String(f.deposit))
  if (f.seats !== null) q.set('seats', String(f.seats))
  if (f.doors !== null) q.set('doors', String(f.doors))
  if (f.aircon) q.set('aircon', '1')
  return q
}

/**
 * Selecting every supplier is the same as "all" (null): keeps the URL short and
 * lets new suppliers appear without a stale list.
 */
export function normaliseSuppliers(selected: string[], allIds: readonly string[]): string[] | null {
  return allIds.length > 0 && sameSet(selected, allIds) ? null : selected
}

/** The list's order, `sort=price|-price` in the URL (by name when absent); kept apart from the filters, which "reset" clears. */
export function parseSort(search: URLSearchParams): CarSort {
  const raw = search.get('sort')
  return (CAR_SORTS as readonly (string | null)[]).includes(raw) ? (raw as CarSort) : 'name'
}

export function sortToQuery(sort: CarSort, into: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams(into)
  if (sort === 'name') q.delete('sort')
  else q.set('sort', sort)
  return q
}

/** The rental period and order of a search, for toSearchFilter. */
export interface SearchScope {
  pickupLocation?: string
  from?: Date
  to?: Date
  sort?: CarSort
}

/** The body of getFrontendCars. `allSupplierIds` stands in for "all" (the API matches nothing on an empty list). */
export function toSearchFilter(f: CarFilters, allSupplierIds: readonly string[], scope: SearchScope = {}): CarSearchFilter {
  const { pickupLocation, from, to, sort } = scope
  const filter: CarSearchFilter = {
    companies: f.suppliers === null ? [...allSupplierIds] : f.suppliers,
    fuel: f.types,
    gearbox: f.gearbox,
    mileage: f.mileage,
    deposit: f.deposit,
  }
  if (pickupLocation) filter.pickupLocation = pickupLocation
  if (!sameSet(f.fuelPolicy, FUEL_POLICIES)) filter.fuelPolicy = f.fuelPolicy
  if (from && to) {
    filter.from = from.toISOString()
    filter.to = to.toISOString()
  }
  if (sort && sort !== 'name') filter.sort = sort
  if (f.seats !== null) filter.seats = f.seats
  if (f.doors !== null) filter.doors = f.doors
  if (f.aircon) filter.aircon = true
  return filter
}

/** True when no filter differs from its default. */
export function isDefaultFilters(f: CarFilters): boolean {
  return filtersToQuery(f).toString() === ''
}

/**
 * The search /cars makes for a URL's query: its filters, order, pickup place and, when the
 * criteria are complete, its dates. CarsScreen asks for it, and index.html's first paint
 * starts the same call before the app has loaded (app/first-paint/page/early-calls.ts).
 */
export function carSearchFor(search: URLSearchParams, allSupplierIds: readonly string[]): CarSearchFilter {
  const criteria = parseCriteria(search)
  const complete = isCompleteCriteria(criteria)
  return toSearchFilter(parseFilters(search), allSupplierIds, {
    pickupLocation: criteria.pickupLocation,
    sort: parseSort(search),
    ...(complete && { from: criteria.from, to: criteria.to }),
  })
}
