import { useCallback, useEffect, useRef, useState } from 'react'
import { withReadRetry } from '../../lib/api/read-policy'
import { getFrontendCars, type CarSearchFilter } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { CARS_PAGE_SIZE } from '../../lib/constants'

export interface CarListState {
  cars: Car[]
  total: number
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** True while a page after the first loads. */
  loadingMore: boolean
  errorKind?: ApiErrorKind
  hasMore: boolean
  loadMore: () => void
  retry: () => void
}

interface Loaded {
  key: string | null
  cars: Car[]
  total: number
  page: number
  status: CarListState['status']
  errorKind?: ApiErrorKind
}

/**
 * Pages of getFrontendCars for a filter (null: not yet, e.g. suppliers still
 * loading). A new filter starts again at page 1 and aborts what was in flight.
 */
export function useCarList(filter: CarSearchFilter | null): CarListState {
  const key = filter ? JSON.stringify(filter) : null
  const [state, setState] = useState<Loaded>({ key: null, cars: [], total: 0, page: 0, status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const busy = useRef(false)

  const load = useCallback(
    (page: number) => {
      if (!key) return
      controller.current?.abort()
      const c = new AbortController()
      controller.current = c
      busy.current = true
      setState((s) =>
        page === 1 || s.key !== key
          ? { key, cars: [], total: 0, page: 0, status: 'loading' }
          : { ...s, status: 'loading', errorKind: undefined },
      )
      withReadRetry(() => getFrontendCars(page, CARS_PAGE_SIZE, JSON.parse(key) as CarSearchFilter, { signal: c.signal }), c.signal).then(
        (result) => {
          if (c.signal.aborted) return
          busy.current = false
          setState((s) => {
            const previous = page === 1 ? [] : s.cars
            const seen = new Set(previous.map((car) => car._id))
            return {
              key,
              cars: [...previous, ...result.items.filter((car) => !seen.has(car._id))],
              total: result.total,
              page,
              status: 'ready',
            }
          })
        },
        (error: unknown) => {
          if (c.signal.aborted) return
          busy.current = false
          setState((s) => ({ ...s, key, status: 'error', errorKind: isApiError(error) ? error.kind : 'network' }))
        },
      )
    },
    [key],
  )

  useEffect(() => {
    load(1)
    return () => controller.current?.abort()
  }, [load])

  const current = state.key === key
  const cars = current ? state.cars : []
  const status: CarListState['status'] = !key ? 'idle' : current ? state.status : 'loading'
  const hasMore = current && state.status !== 'error' && cars.length < state.total
  const page = state.page
  const loadMore = useCallback(() => {
    if (!busy.current && hasMore) load(page + 1)
  }, [hasMore, load, page])
  const retry = useCallback(() => load(cars.length > 0 ? page + 1 : 1), [cars.length, load, page])

  return {
    cars,
    total: current ? state.total : 0,
    status,
    loadingMore: status === 'loading' && cars.length > 0,
    errorKind: current ? state.errorKind : undefined,
    hasMore,
    loadMore,
    retry,
  }
}
