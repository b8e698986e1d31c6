import type { Supplier } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { loadSuppliers, suppliersNow, useSuppliers } from '../../lib/data/reference-data'

export interface CompaniesState {
  companies: Supplier[]
  status: 'loading' | 'ready' | 'error'
  errorKind?: ApiErrorKind
  retry: () => void
}

const NONE: Supplier[] = []

/** Every supplier, for the filters and for "all suppliers" in the car search (the session's one copy). */
export function useCompanies(): CompaniesState {
  const { data, error, retry } = useSuppliers()
  if (data) return { companies: data, status: 'ready', retry }
  if (error != null) return { companies: NONE, status: 'error', errorKind: isApiError(error) ? error.kind : 'network', retry }
  return { companies: NONE, status: 'loading', retry }
}

/**
 * Starts loading the suppliers now (the session's one copy, which useCompanies then
 * finds): the car list cannot ask for its cars before it has them, so a screen that
 * shows the list calls this as soon as its code is loaded, not after its first render.
 */
export function prefetchCompanies(): void {
  if (!suppliersNow()) loadSuppliers().catch(() => {}) // useCompanies asks again and shows the error
}
