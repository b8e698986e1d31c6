import type { CarSearchFilter } from '../../lib/api/cars'
import { carSearchFor, parseFilters } from '../../lib/car-search/filters'

/** A search as /cars' URL says it: the call's body without the suppliers' ids; `suppliers` null for every supplier. */
export interface SearchOf extends Omit<CarSearchFilter, 'companies'> {
  suppliers: string[] | null
}

/** The search of a /cars query string (or its parameters): what the last searches on the device are kept by (saved-searches.ts). */
export function searchOf(query: URLSearchParams | string): SearchOf {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const body: Partial<CarSearchFilter> = { ...carSearchFor(params, []) }
  delete body.companies
  return { ...(body as Omit<CarSearchFilter, 'companies'>), suppliers: parseFilters(params).suppliers }
}
