import { useCallback, useEffect, useState } from 'react'
import { withReadRetry } from '../../lib/api/read-policy'
import { getAllCompanies } from '../../lib/api/companies'
import type { Supplier } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'

export interface CompaniesState {
  companies: Supplier[]
  status: 'loading' | 'ready' | 'error'
  errorKind?: ApiErrorKind
  retry: () => void
}

/** Every supplier, for the filters and for "all suppliers" in the car search. */
export function useCompanies(): CompaniesState {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Omit<CompaniesState, 'retry'>>({ companies: [], status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ companies: s.companies, status: 'loading' }))
    withReadRetry(() => getAllCompanies({ signal: controller.signal }), controller.signal).then(
      (companies) => setState({ companies, status: 'ready' }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ companies: [], status: 'error', errorKind: isApiError(error) ? error.kind : 'network' })
      },
    )
    return () => controller.abort()
  }, [attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
