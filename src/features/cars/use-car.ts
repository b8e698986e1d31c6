import { getCar } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import type { Language } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'

export interface CarState {
  car?: Car
  /** 'missing': the car does not exist (or no id was given). */
  status: 'loading' | 'ready' | 'missing' | 'error'
  errorKind?: ApiErrorKind
  retry: () => void
}

/** One car in the given language (the service worker may answer from its cache when offline). */
export function useCar(id: string | null, language: Language): CarState {
  const { data, error, retry } = useResource(id ? ['car', id, language] : null, (signal) => getCar(id!, language, { signal }), {
    // While another language loads, keep showing the car we have (same id).
    keepPrevious: (car) => car._id === id,
  })
  if (!id || isApiError(error, 'no-content') || isApiError(error, 'not-found')) return { status: 'missing', retry }
  if (data) return { car: data, status: 'ready', retry }
  if (error != null) return { status: 'error', errorKind: isApiError(error) ? error.kind : 'network', retry }
  return { status: 'loading', retry }
}
