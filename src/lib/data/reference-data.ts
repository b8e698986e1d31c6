/**
 * Suppliers and locations: asked once per session (locations per language) and
 * shared by every screen, with the read policy; one place by id, and the places a keyword
 * finds. The one way the app loads them.
 */
import { getAllCompanies, peekAllCompanies } from '../api/companies'
import type { Location, Paged, Supplier } from '../api/entities'
import { getLocation, getLocations } from '../api/locations'
import { withReadRetry } from '../api/read-policy'
import { PAGE_SIZE, type Language } from '../constants'
import { keepSupplierIds } from '../storage/supplier-ids'
import { usePagedList, type PagedList } from './use-paged-list'
import { useResource, type Resource } from './use-resource'

let suppliers: Promise<Supplier[]> | null = null
/** The same list once it is in, for a render that cannot wait. */
let suppliersInHand: Supplier[] | undefined

/** The list is in: shown from now on, and its ids kept for the next visit's first paint. */
function suppliersIn(list: Supplier[]): void {
  suppliersInHand = list
  keepSupplierIds(list.map((s) => s._id))
}
const locations = new Map<Language, Promise<Location[]>>()

/** Every supplier. A failure is not remembered: the next caller asks again. */
export function loadSuppliers(): Promise<Supplier[]> {
  if (!suppliers) {
    const p = withReadRetry(() => getAllCompanies())
    suppliers = p
    p.then(
      (list) => {
        if (suppliers === p) suppliersIn(list)
      },
      () => {
        if (suppliers === p) suppliers = null
      },
    )
  }
  return suppliers
}

/** Every supplier when the list is already in (this session's copy, or the first paint's early reply); undefined otherwise. */
export function suppliersNow(): Supplier[] | undefined {
  if (suppliersInHand === undefined && !suppliers) {
    const early = peekAllCompanies()
    if (early) {
      suppliersIn(early)
      suppliers = Promise.resolve(early)
    }
  }
  return suppliersInHand
}

/** Every location (the seed and real deployments have a few dozen), named in `language`. */
function loadLocations(language: Language): Promise<Location[]> {
  let p = locations.get(language)
  if (!p) {
    const loading = withReadRetry(() => getLocations(1, 200, language, '')).then((page) => page.items)
    locations.set(language, loading)
    loading.catch(() => {
      if (locations.get(language) === loading) locations.delete(language)
    })
    p = loading
  }
  return p
}

const SUPPLIERS_KEY = ['suppliers'] as const

/** Every supplier, as a resource (loading, error, retry) over loadSuppliers. */
export function useSuppliers(): Resource<Supplier[]> {
  return useResource(SUPPLIERS_KEY, loadSuppliers, { readPolicy: false, inHand: suppliersNow })
}

/** Every location named in `language`, as a resource over loadLocations. */
export function useLocations(language: Language): Resource<Location[]> {
  return useResource(['locations', language], () => loadLocations(language), { readPolicy: false, keepPrevious: () => true })
}

/** One place, named in `language`: a place known only by its id (a URL's, one outside a car's list). No id: nothing is asked. */
export function usePlace(id: string | null | undefined, language: Language): Resource<Location> {
  return useResource(id ? ['location', id, language] : null, (signal) => getLocation(id!, language, { signal }), {
    // While another language loads, the same place keeps its name.
    keepPrevious: (place) => place._id === id,
  })
}

const placeId = (l: Location) => l._id

/** The places whose name matches `keyword` (empty: every place), page by page; null: nothing is asked. */
export function usePlaceSearch(keyword: string | null, language: Language): PagedList<Location> {
  return usePagedList(
    keyword === null ? null : ['location-search', language, keyword],
    (page, signal): Promise<Paged<Location>> => getLocations(page, PAGE_SIZE, language, keyword!, { signal }),
    { idOf: placeId },
  )
}
