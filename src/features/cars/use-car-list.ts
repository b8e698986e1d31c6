import { getFrontendCars, peekFrontendCars, startFrontendCars, type CarSearchFilter } from '../../lib/api/cars'
import type { Car, Supplier } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { CARS_PAGE_SIZE } from '../../lib/constants'
import { loadSuppliers, suppliersNow } from '../../lib/data/reference-data'
import { usePagedList } from '../../lib/data/use-paged-list'
import { carSearchFor } from './car-filters'

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

const idOf = (car: Car) => car._id

/**
 * Pages of getFrontendCars for a filter (null: not yet, e.g. suppliers still
 * loading). A new filter starts again at page 1 and aborts what was in flight.
 */
export function useCarList(filter: CarSearchFilter | null): CarListState {
  const list = usePagedList(
    filter ? ['cars', filter] : null,
    (page, signal) => getFrontendCars(page, CARS_PAGE_SIZE, filter!, { signal }),
    {
      idOf,
      // The first paint asked for this page before the app had loaded: if it is in, the first render shows it.
      inHand: (page) => peekFrontendCars(page, CARS_PAGE_SIZE, filter!),
    },
  )
  const status: CarListState['status'] = !filter ? 'idle' : list.error != null ? 'error' : list.loading ? 'loading' : 'ready'
  return {
    cars: list.items,
    total: list.total,
    status,
    loadingMore: status === 'loading' && list.items.length > 0,
    errorKind: list.error == null ? undefined : isApiError(list.error) ? list.error.kind : 'network',
    hasMore: list.hasMore,
    loadMore: list.more,
    retry: list.retry,
  }
}

/**
 * Starts the first page of the search in `search` (a /cars query string) now, as the screen's
 * code loads: the list asks for it only after the screen's first render (about 200 ms later at
 * CPU ×4, on a search from the home screen), and then takes the reply already on its way. The
 * search names every supplier, so it follows the suppliers (this session's copy, loaded when
 * there is none yet); a failure is left to the screen, which asks again and says so.
 */
export function prefetchCarSearch(search: string): void {
  const params = new URLSearchParams(search)
  const start = (suppliers: Supplier[]) =>
    startFrontendCars(
      1,
      CARS_PAGE_SIZE,
      carSearchFor(
        params,
        suppliers.map((s) => s._id),
      ),
    )
  const inHand = suppliersNow()
  if (inHand) start(inHand)
  else loadSuppliers().then(start, () => {})
}
