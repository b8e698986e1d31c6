import { useCallback, useEffect, useState } from 'react'
import { withReadRetry } from '../../lib/api/read-policy'
import { getCar } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import type { Language } from '../../lib/constants'

export interface CarState {
  car?: Car
  /** 'missing': the car does not exist (or no id was given). */
  status: 'loading' | 'ready' | 'missing' | 'error'
  errorKind?: ApiErrorKind
  retry: () => void
}

/** One car in the given language (the service worker may answer from its cache when offline). */
export function useCar(id: string | null, language: Language): CarState {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string; car?: Car; status: CarState['status']; errorKind?: ApiErrorKind } | null>(null)
  const key = `${id}|${language}|${attempt}`
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    withReadRetry(() => getCar(id, language, { signal: controller.signal }), controller.signal).then(
      (car) => setState({ key, car, status: 'ready' }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (isApiError(error, 'no-content') || isApiError(error, 'not-found')) setState({ key, status: 'missing' })
        else setState({ key, status: 'error', errorKind: isApiError(error) ? error.kind : 'network' })
      },
    )
    return () => controller.abort()
  }, [id, language, key])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  if (!id) return { status: 'missing', retry }
  // While another language loads, keep showing the car we have (same id).
  if (!state || state.key !== key)
    return state?.car && state.car._id === id ? { car: state.car, status: 'ready', retry } : { status: 'loading', retry }
  return { ...state, retry }
}
