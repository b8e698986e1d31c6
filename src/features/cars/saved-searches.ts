/**
 * The last searches on the device (issue 34): the first page of the last few searches of /cars,
 * with the time it came from the network and the language it was shown in, so a search the
 * device knows shows at once (and offline), marked with its age, until the live reply replaces it.
 *
 * - Public data only: the search (place, dates, filters, order; "all suppliers" kept as all, not
 *   as their ids) and the cars the public search call answered. No account, token or booking is
 *   kept with it, so, like the other public data (the suppliers' ids, the worker's caches of cars
 *   and places), it outlives a sign-out; it is bounded instead: the newest SAVED_SEARCHES.max
 *   searches are kept (older ones go at the next save), and one older than SAVED_SEARCHES.maxAgeMs,
 *   or whose pickup time has passed, is never shown and goes at the next save.
 * - Per language: a search saved in one language is never shown in another.
 * - Never a reason to book: car selection and booking ask the network for price and availability.
 * - A broken or blocked IndexedDB reads as empty and never breaks the screen.
 *
 * A view the device does not hold as such (another filter or order of a kept search) is made
 * from a kept page only when that page can answer honestly (savedViewOf): it is the whole result
 * of the same place and dates, with filters at least as wide. Otherwise the view needs the network.
 */
import { clear, createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval'
import type { Car, Paged } from '../../lib/api/entities'
import type { CarSort } from '../../lib/constants'
import { hashText, stableStringify } from '../../lib/data/stable-hash'
import { PUBLIC_IDB } from '../../lib/storage/keys'
import type { SearchOf } from './search-of'

const DAY = 24 * 60 * 60 * 1000

/** Where the searches are kept (idb-keyval; public data, so not among lib/storage/keys.ts's purged IDB stores), and the bounds. */
export const SAVED_SEARCHES = { ...PUBLIC_IDB.carSearches, max: 5, maxAgeMs: 7 * DAY } as const

/** A kept first page, as shown from the device: the cars, when they came from the network, and whether filtered here. */
export interface SavedView {
  data: Paged<Car>
  savedAt: number
  /** Made from a kept search with wider filters or another order (savedViewOf), not kept as such. */
  derived: boolean
}

interface SavedSearch {
  v: 1
  language: string
  search: SearchOf
  data: Paged<Car>
  savedAt: number
}

let store: UseStore | null = null
function db(): UseStore {
  store ??= createStore(SAVED_SEARCHES.db, SAVED_SEARCHES.store)
  return store
}

export function savedSearchKey(language: string, search: SearchOf): string {
  return `${language}:${hashText(stableStringify(search))}`
}

/** A kept search as saveSearch wrote it (index.html's first paint reads one too: app/first-paint/page/saved-cars.ts). */
export function isSaved(value: unknown): value is SavedSearch {
  if (!value || typeof value !== 'object') return false
  const { v, language, search, data, savedAt } = value as Partial<SavedSearch>
  return (
    v === 1 &&
    typeof language === 'string' &&
    typeof savedAt === 'number' &&
    !!search &&
    typeof search === 'object' &&
    !!data &&
    Array.isArray(data.items) &&
    typeof data.total === 'number'
  )
}

/** Too old to show: saved more than maxAgeMs ago (or in the future: a clock put back), or its pickup time has passed. */
export function isStale(saved: { search: SearchOf; savedAt: number }, now: number): boolean {
  if (saved.savedAt > now || now - saved.savedAt > SAVED_SEARCHES.maxAgeMs) return true
  return saved.search.from !== undefined && Date.parse(saved.search.from) <= now
}

async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    console.warn('saved searches:', error)
    return fallback
  }
}

async function all(): Promise<[string, SavedSearch][]> {
  const found: [string, SavedSearch][] = []
  for (const [key, value] of await entries(db())) if (typeof key === 'string' && isSaved(value)) found.push([key, value])
  return found
}

/**
 * Keeps the first page of `search` as shown in `language`; then only the newest max searches
 * that are not stale stay (anything else in the store goes too).
 */
export function saveSearch(language: string, search: SearchOf, data: Paged<Car>, savedAt: number = Date.now()): Promise<void> {
  return safely(async () => {
    const key = savedSearchKey(language, search)
    await set(key, { v: 1, language, search, data, savedAt } satisfies SavedSearch, db())
    const kept = new Set(
      (await all())
        .filter(([, saved]) => !isStale(saved, savedAt))
        .sort(([, a], [, b]) => b.savedAt - a.savedAt)
        .slice(0, SAVED_SEARCHES.max)
        .map(([k]) => k),
    )
    kept.add(key)
    const gone = (await entries(db())).map(([k]) => k).filter((k) => !(typeof k === 'string' && kept.has(k)))
    if (gone.length) await delMany(gone, db())
  }, undefined)
}

/**
 * What the device can show for `search` in `language`: its own kept page, else a view made from
 * the newest kept search that can answer it honestly (savedViewOf); null when none.
 */
export function readSavedView(language: string, search: SearchOf, now: number = Date.now()): Promise<SavedView | null> {
  return safely(async () => {
    const own: unknown = await get(savedSearchKey(language, search), db())
    if (isSaved(own) && own.language === language && !isStale(own, now)) return { data: own.data, savedAt: own.savedAt, derived: false }
    const candidates = (await all())
      .map(([, saved]) => saved)
      .filter((saved) => saved.language === language && !isStale(saved, now))
      .sort((a, b) => b.savedAt - a.savedAt)
    for (const saved of candidates) {
      const data = savedViewOf(saved, search)
      if (data) return { data, savedAt: saved.savedAt, derived: true }
    }
    return null
  }, null)
}

/** Whether the device keeps another view of the same place and dates in `language` (then "this view needs the network"). */
export function knowsPlaceAndDates(language: string, search: SearchOf, now: number = Date.now()): Promise<boolean> {
  return safely(
    async () =>
      (await all()).some(([, saved]) => saved.language === language && !isStale(saved, now) && samePlaceAndDates(saved.search, search)),
    false,
  )
}

/** Forgets every kept search (the store is public data: a sign-out leaves it; tests and a reset call this). */
export function forgetSavedSearches(): Promise<void> {
  return safely(() => clear(db()), undefined)
}

// ---------------------------------------------------------------- the honest rule (pure)

const samePlaceAndDates = (a: SearchOf, b: SearchOf) => a.pickupLocation === b.pickupLocation && a.from === b.from && a.to === b.to

/** `narrow` ⊆ `wide`, where undefined means every value. */
function within(narrow: readonly string[] | undefined, wide: readonly string[] | undefined): boolean {
  if (wide === undefined) return true
  return narrow !== undefined && narrow.every((v) => wide.includes(v))
}

/** Every car that `wanted` matches, `kept` matches too (same place and dates, filters at least as wide). */
export function isWider(kept: SearchOf, wanted: SearchOf): boolean {
  return (
    samePlaceAndDates(kept, wanted) &&
    within(wanted.suppliers ?? undefined, kept.suppliers ?? undefined) &&
    within(wanted.fuel, kept.fuel) &&
    within(wanted.gearbox, kept.gearbox) &&
    within(wanted.mileage, kept.mileage) &&
    within(wanted.fuelPolicy, kept.fuelPolicy) &&
    (kept.deposit === -1 || (wanted.deposit !== -1 && wanted.deposit <= kept.deposit)) &&
    (kept.seats === undefined || (wanted.seats !== undefined && wanted.seats >= kept.seats)) &&
    (kept.doors === undefined || (wanted.doors !== undefined && wanted.doors >= kept.doors)) &&
    (!kept.aircon || wanted.aircon === true)
  )
}

/** The search call's filters, applied to one car (as the server applies them: src/server/routes/cars.ts). */
export function carMatches(car: Car, search: SearchOf): boolean {
  return (
    (search.suppliers === null || search.suppliers.includes(car.company._id)) &&
    search.fuel.includes(car.type) &&
    search.gearbox.includes(car.gearbox) &&
    ((search.mileage.includes('limited') && car.mileage > -1) || (search.mileage.includes('unlimited') && car.mileage === -1)) &&
    (search.fuelPolicy === undefined || search.fuelPolicy.includes(car.fuelPolicy)) &&
    (search.deposit === -1 || car.deposit <= search.deposit) &&
    (search.seats === undefined || car.seats >= search.seats) &&
    (search.doors === undefined || car.doors >= search.doors) &&
    (!search.aircon || car.aircon)
  )
}

const byName = (a: Car, b: Car) => a.name.localeCompare(b.name, 'en') || a._id.localeCompare(b._id)

/** The call's orders: by name, or by daily price either way with ties by name. */
export const CAR_ORDERS: Readonly<Record<CarSort, (a: Car, b: Car) => number>> = {
  name: byName,
  price: (a, b) => a.price - b.price || byName(a, b),
  '-price': (a, b) => b.price - a.price || byName(a, b),
}

/**
 * The first page of `wanted` made from a kept search, or null when the kept page cannot answer
 * honestly: it must be the whole result (every car the search found is in it), of the same place
 * and dates, with filters at least as wide. Then filtering and ordering it here gives what the
 * search call would have given at the time it was kept.
 */
export function savedViewOf(kept: { search: SearchOf; data: Paged<Car> }, wanted: SearchOf): Paged<Car> | null {
  if (stableStringify(kept.search) === stableStringify(wanted)) return kept.data
  if (kept.data.items.length < kept.data.total || !isWider(kept.search, wanted)) return null
  const cars = kept.data.items.filter((car) => carMatches(car, wanted)).sort(CAR_ORDERS[wanted.sort ?? 'name'])
  return { items: cars, total: cars.length }
}
