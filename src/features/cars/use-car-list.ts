import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getFrontendCars, peekFrontendCars, startFrontendCars } from '../../lib/api/cars'
import type { Car, Supplier } from '../../lib/api/entities'
import { isApiError, type ApiErrorKind } from '../../lib/api/errors'
import { withReadRetry } from '../../lib/api/read-policy'
import { CARS_PAGE_SIZE } from '../../lib/constants'
import { loadSuppliers, suppliersNow } from '../../lib/data/reference-data'
import { usePagedList } from '../../lib/data/use-paged-list'
import { carSearchFor } from '../../lib/car-search/filters'
import { searchInHand } from './search-in-hand'
import { searchOf } from './search-of'

/** The last searches on the device: imported on first use, so /cars does not wait for it (nor idb-keyval) before it can draw. */
const savedSearches = () => import('./saved-searches')

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
  /** What identifies the search shown (its kept copy's key): a new one is a new list. */
  searchKey: string
  /** The cars shown are the device's (a search kept earlier, saved-searches.ts), not yet the network's. */
  fromDevice: boolean
  /** When what is shown came from the network (ms since epoch); null when nothing is shown. */
  savedAt: number | null
  /** The network is being asked (a live reply may replace what is shown). */
  checking: boolean
  /** Nothing to show, but the device keeps another view of this place and dates: this one needs the network. */
  needsNetworkView: boolean
  /**
   * The first paint drew this search from the device, with its age line (app/first-paint/page/cars-frame.ts): the
   * list says the age from its first render on, also when the live reply is what it shows first.
   */
  drawnFromDevice: boolean
}

const idOf = (car: Car) => car._id
const ids = (suppliers: Supplier[]) => suppliers.map((s) => s._id)

/**
 * Pages of getFrontendCars for the search in `params` (/cars' query). The suppliers' ids the call
 * names for "all suppliers" are this session's (loaded first when there are none yet). The first
 * page of the search is kept on the device in the language shown (saved-searches.ts): a search the
 * device knows shows from there at once (`fromDevice`, with its time), offline too, until the
 * network's reply replaces it. A new search starts again at page 1 and aborts what was in flight.
 */
export function useCarList(params: URLSearchParams): CarListState {
  const { i18n } = useLingui()
  const language = i18n.locale
  const query = params.toString()
  const search = useMemo(() => searchOf(query), [query])
  // What tells this search from another on screen (the store keys its copies its own way).
  const searchKey = `${language}:${query}`
  const here = useRef({ language, search })
  here.current = { language, search }
  // What index.html's first paint read of this search from the device (and maybe drew), while its page is up.
  const handed = useMemo(() => searchInHand(language, search), [language, search])

  const list = usePagedList(
    ['cars', search],
    async (page, signal) => {
      const suppliers = suppliersNow() ?? (await loadSuppliers())
      const filter = carSearchFor(new URLSearchParams(query), ids(suppliers))
      return withReadRetry(() => getFrontendCars(page, CARS_PAGE_SIZE, filter, { signal }), signal)
    },
    {
      idOf,
      readPolicy: false,
      // Offline, a search the device knows is shown from there without asking; back online, it is asked again.
      offline: 'mirror',
      // The first paint asked for this page before the app had loaded: if it is in, the first render shows it.
      inHand: (page) => {
        const suppliers = suppliersNow()
        return suppliers && peekFrontendCars(page, CARS_PAGE_SIZE, carSearchFor(new URLSearchParams(query), ids(suppliers)))
      },
      // The first paint's copy of this search (the same entry the mirror reads): the first render shows what it drew.
      mirrorInHand: (page) => (page === 1 && handed?.copy) || undefined,
      mirror: {
        read: async (page) => {
          if (page !== 1) return null
          const { language: shown, search: wanted } = here.current
          return (await savedSearches()).readSavedView(shown, wanted)
        },
        write: async (page, data, savedAt) => {
          if (page !== 1) return
          const { language: shown, search: kept } = here.current
          await (await savedSearches()).saveSearch(shown, kept, data, savedAt)
        },
      },
    },
  )
  const status: CarListState['status'] = list.error != null ? 'error' : list.loading ? 'loading' : 'ready'

  // Nothing to show for this view: does the device keep another one of the same place and dates?
  const [otherView, setOtherView] = useState<string | null>(null)
  const failed = status === 'error' && list.items.length === 0
  useEffect(() => {
    if (!failed) return
    let live = true
    void savedSearches()
      .then((store) => store.knowsPlaceAndDates(language, search))
      .then(
        (known) => {
          if (live && known) setOtherView(searchKey)
        },
        () => {},
      )
    return () => {
      live = false
    }
  }, [failed, language, search, searchKey])

  const fromDevice = list.items.length > 0 && !list.fresh
  // For lack of network only: a server's failure is said as such, with its own "Try again".
  const errorKind = list.error == null ? undefined : isApiError(list.error) ? list.error.kind : 'network'
  const noNetwork = !list.online || errorKind === 'offline' || errorKind === 'network'
  return {
    cars: list.items,
    total: list.total,
    status,
    loadingMore: status === 'loading' && list.items.length > 0,
    errorKind,
    hasMore: list.hasMore,
    loadMore: list.more,
    retry: list.retry,
    searchKey,
    fromDevice,
    savedAt: list.items.length > 0 ? list.savedAt : null,
    checking: list.refreshing && list.online,
    needsNetworkView: failed && noNetwork && otherView === searchKey,
    drawnFromDevice: handed?.drawn === true,
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
  const start = (suppliers: Supplier[]) => startFrontendCars(1, CARS_PAGE_SIZE, carSearchFor(params, ids(suppliers)))
  const inHand = suppliersNow()
  if (inHand) start(inHand)
  else loadSuppliers().then(start, () => {})
}
