/**
 * The bookings mirror: the decoded list pages and booking details the driver
 * has seen, kept in IndexedDB (idb-keyval) so /bookings and /booking render at
 * once, and offline. Every key starts with the user id, so a second driver on
 * the same device never reads the first one's entries; the sign-out purge
 * clears the whole store.
 *
 * The list's first page is also kept, as last saved, in localStorage (one page of one
 * filter): read synchronously, it lets index.html's first paint draw the list at once
 * (app/first-paint/bookings-frame.ts), and the screen's first render show it without a
 * loading step. IndexedDB's first open on a page took 300–450 ms in the benchmark's warm
 * loads, longer than the app takes to start. The booking whose pass was last saved is kept
 * there too, for /booking (its first paint, app/first-paint/pass-frame.ts, and its first render).
 */
import { createStore, del, entries, get, set, setMany, getMany, type UseStore } from 'idb-keyval'
import { getStoredUser } from '../../lib/storage/user'
import type { Booking, Paged } from '../../lib/api/entities'
import { BOOKINGS_FIRST_PAGE_KEY, IDB, LAST_PASS_KEY } from '../../lib/storage/keys'
import type { ShownTexts } from '../../lib/i18n/shown-texts'

export interface Mirrored<T> {
  data: T
  /** When the data came from the network (ms since epoch). */
  savedAt: number
}

interface StoredBooking extends Mirrored<Booking> {
  /** True when saved from the detail call; false when taken from a list page. */
  full: boolean
}

let store: UseStore | null = null
/** Opened on first use, so importing the module costs nothing. */
function db(): UseStore {
  store ??= createStore(IDB.bookings.db, IDB.bookings.store)
  return store
}

/** JSON with object keys sorted, so equal queries give equal text whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  const obj = value as Record<string, unknown>
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(',')}}`
}

/** cyrb53: a fast 53-bit string hash, plenty for cache keys. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** What a list page is: its filter (any serialisable object), page and page size. */
export interface ListQuery {
  filter: unknown
  page: number
  size: number
}

export function listKey(userId: string, query: ListQuery): string {
  return `${userId}:list:${hashText(stableStringify({ filter: query.filter, page: query.page, size: query.size }))}`
}

export function bookingKey(userId: string, bookingId: string): string {
  return `${userId}:booking:${bookingId}`
}

function listPrefix(userId: string): string {
  return `${userId}:list:`
}

function isMirrored(value: unknown): value is Mirrored<unknown> {
  return !!value && typeof value === 'object' && 'data' in value && typeof (value as Mirrored<unknown>).savedAt === 'number'
}

/** The mirror is a convenience: a broken or blocked IndexedDB reads as empty and never breaks a screen. */
async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    console.warn('bookings mirror:', error)
    return fallback
  }
}

/** A copy kept in localStorage, with the texts its screen showed it with (for the first paint: lib/i18n/shown-texts.ts). */
export interface KeptCopy<T> extends Mirrored<T> {
  shown?: ShownTexts
}

interface Kept<T> extends KeptCopy<T> {
  /** The mirror key the copy was saved under. */
  key: string
}

/**
 * One copy kept in localStorage under `storageKey`, tagged with its mirror key, for what must
 * be read at once: the list's first page and the last pass. A full storage, or anything broken
 * in it, only means no copy. The callers check that its user is still signed in.
 */
function keptCopy<T>(storageKey: string) {
  const kept = (): Kept<T> | null => {
    const raw = localStorage.getItem(storageKey)
    const value: unknown = raw === null ? null : JSON.parse(raw)
    return isMirrored(value) && typeof (value as Kept<T>).key === 'string' ? (value as Kept<T>) : null
  }
  const keep = (key: string, copy: KeptCopy<T>): void => {
    try {
      localStorage.setItem(storageKey, JSON.stringify({ key, ...copy } satisfies Kept<T>))
    } catch {
      localStorage.removeItem(storageKey)
    }
  }
  return {
    /** The copy, if it is the one saved under `key`. */
    read(key: string): KeptCopy<T> | null {
      try {
        const copy = kept()
        return copy?.key === key ? { data: copy.data, savedAt: copy.savedAt, shown: copy.shown } : null
      } catch {
        return null
      }
    },
    keep,
    /** Keeps `change(copy)` instead of the copy: null drops it, undefined leaves it as it is. */
    update(change: (copy: Kept<T>) => KeptCopy<T> | null | undefined): void {
      try {
        const copy = kept()
        const next = copy && change(copy)
        if (next === null) localStorage.removeItem(storageKey)
        else if (copy && next) keep(copy.key, next)
      } catch {
        localStorage.removeItem(storageKey)
      }
    },
  }
}

// Pure: a script that reads only one of them (the first paint's frames) drops the other.
const firstPage = keptCopy<Paged<Booking>>(BOOKINGS_FIRST_PAGE_KEY)
const lastPass = keptCopy<Booking>(LAST_PASS_KEY)

/** The first page saved under `listKey(userId, query)`, if it is the one kept in localStorage. */
export function readFirstPage(userId: string, query: ListQuery): KeptCopy<Paged<Booking>> | null {
  const copy = firstPage.read(listKey(userId, query))
  return copy && Array.isArray(copy.data?.items) && typeof copy.data.total === 'number' ? copy : null
}

/** The booking last saved for `userId`, if it is `bookingId` (its copy in localStorage), with the texts its pass showed. */
export function readLastPass(userId: string, bookingId: string): KeptCopy<Booking> | null {
  return lastPass.read(bookingKey(userId, bookingId))
}

/** Applies `patch` to the kept first page's copies of `ids`. */
function patchFirstPage(userId: string, ids: ReadonlySet<string>, patch: Partial<Booking>): void {
  firstPage.update(({ key, data, savedAt, shown }) =>
    key.startsWith(listPrefix(userId)) && data?.items?.some((b) => ids.has(b._id))
      ? { data: { ...data, items: data.items.map((b) => (ids.has(b._id) ? { ...b, ...patch } : b)) }, savedAt, shown }
      : undefined,
  )
}

/** Applies `patch` to the kept pass, or drops it (`patch` null), when it is one of `keys`. */
function patchLastPass(keys: ReadonlySet<string>, patch: Partial<Booking> | null): void {
  lastPass.update(({ key, data, savedAt, shown }) =>
    !keys.has(key) ? undefined : patch && { data: { ...data, ...patch }, savedAt, shown },
  )
}

export function readList(userId: string, query: ListQuery): Promise<Mirrored<Paged<Booking>> | null> {
  return safely(async () => {
    const value: unknown = await get(listKey(userId, query), db())
    return isMirrored(value) ? (value as Mirrored<Paged<Booking>>) : null
  }, null)
}

/**
 * Saves a list page, and each of its bookings under its own key (the list item
 * carries enough to show the detail screen offline), unless a detail saved
 * from the detail call is already there and at least as recent.
 */
/**
 * A reply that arrives while (or after) sign-out purges must not write a driver's
 * bookings back: every write checks, right before it is queued, that this user is
 * still the one signed in (sign-out clears bc-user first, then the stores, and
 * IndexedDB runs the transactions of one store in order).
 */
function stillSignedIn(userId: string): boolean {
  return getStoredUser()?.id === userId
}

/** `shown`: the texts the list showed the page with, kept with the first page's copy (see KeptCopy). */
export function writeList(
  userId: string,
  query: ListQuery,
  page: Paged<Booking>,
  savedAt: number = Date.now(),
  shown?: ShownTexts,
): Promise<void> {
  return safely(async () => {
    const keys = page.items.map((b) => bookingKey(userId, b._id))
    const existing = keys.length ? await getMany<StoredBooking | undefined>(keys, db()) : []
    const details: [string, StoredBooking][] = []
    page.items.forEach((booking, i) => {
      const old = existing[i]
      if (old && old.full && isMirrored(old) && old.savedAt >= savedAt) return
      // A list item may lack the additional driver's details; keep the ones the detail call gave.
      const merged =
        old?.full && !booking._additionalDriver && old.data._additionalDriver
          ? { ...booking, _additionalDriver: old.data._additionalDriver }
          : booking
      details.push([keys[i], { data: merged, savedAt, full: !!old?.full }])
    })
    if (!stillSignedIn(userId)) return
    if (query.page === 1) firstPage.keep(listKey(userId, query), { data: page, savedAt, shown })
    await setMany([[listKey(userId, query), { data: page, savedAt } satisfies Mirrored<Paged<Booking>>], ...details], db())
  }, undefined)
}

export function readBooking(userId: string, bookingId: string): Promise<Mirrored<Booking> | null> {
  return safely(async () => {
    const value: unknown = await get(bookingKey(userId, bookingId), db())
    return isMirrored(value) ? { data: (value as StoredBooking).data, savedAt: (value as StoredBooking).savedAt } : null
  }, null)
}

/** `shown`: the texts the pass showed the booking with, kept with its copy (see KeptCopy). */
export function writeBooking(userId: string, booking: Booking, savedAt: number = Date.now(), shown?: ShownTexts): Promise<void> {
  return safely(async () => {
    if (!stillSignedIn(userId)) return
    lastPass.keep(bookingKey(userId, booking._id), { data: booking, savedAt, shown })
    await set(bookingKey(userId, booking._id), { data: booking, savedAt, full: true } satisfies StoredBooking, db())
  }, undefined)
}

export function forgetBooking(userId: string, bookingId: string): Promise<void> {
  patchLastPass(new Set([bookingKey(userId, bookingId)]), null)
  return safely(() => del(bookingKey(userId, bookingId), db()), undefined)
}

/**
 * Applies a change the server confirmed (a cancel request) to every mirrored
 * copy of the booking, so the offline screens do not offer it again. The time
 * saved is left alone: the rest of the data is as old as it was.
 */
export function patchBooking(userId: string, bookingId: string, patch: Partial<Booking>): Promise<void> {
  return patchBookings(userId, [bookingId], patch)
}

/** patchBooking for several bookings at once (a supplier's status change), in one pass and one write. */
export function patchBookings(userId: string, bookingIds: readonly string[], patch: Partial<Booking>): Promise<void> {
  const ids = new Set(bookingIds)
  const details = new Set(bookingIds.map((id) => bookingKey(userId, id)))
  return safely(async () => {
    const updates: [IDBValidKey, unknown][] = []
    for (const [key, value] of await entries(db())) {
      if (typeof key !== 'string' || !isMirrored(value)) continue
      if (details.has(key)) {
        const stored = value as StoredBooking
        updates.push([key, { ...stored, data: { ...stored.data, ...patch } }])
      } else if (key.startsWith(listPrefix(userId))) {
        const list = value as Mirrored<Paged<Booking>>
        if (!list.data.items.some((b) => ids.has(b._id))) continue
        updates.push([
          key,
          { ...list, data: { ...list.data, items: list.data.items.map((b) => (ids.has(b._id) ? { ...b, ...patch } : b)) } },
        ])
      }
    }
    if (!stillSignedIn(userId)) return
    patchFirstPage(userId, ids, patch)
    patchLastPass(details, patch)
    if (updates.length) await setMany(updates, db())
  }, undefined)
}
