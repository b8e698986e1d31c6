import type { Supplier } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { useSuppliers } from '../../lib/data/reference-data'

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
