/**
 * The bookings on the device: one store, one retention rule, here.
 *
 * - The store is IndexedDB (idb-keyval, lib/storage/keys.ts IDB.bookings): the decoded list
 *   pages and booking details the driver (or the supplier) has seen, so /bookings and /booking
 *   render at once, and offline. Every key starts with the account's id, and nothing is written
 *   for an account that is no longer the one signed in.
 * - The rule (RETENTION): per account, the most recently saved entries of each kind, up to a
 *   bound: RETENTION.listPages list pages and RETENTION.bookings bookings in IndexedDB (older ones
 *   are dropped at the next save), and in localStorage, for the reads that must be synchronous,
 *   one of each: the first page of the list saved last (bc-bookings-first) and the pass saved
 *   last (bc-pass-last). Everything goes at sign-out, on a refused token, or when another
 *   account signs in (lib/storage/purge.ts).
 * - The two localStorage copies are derived: written only from an entry this module has just
 *   stored in IndexedDB (the same data, time and shown texts, tagged with its key), changed when
 *   that entry changes and dropped when it goes. index.html's first paint reads them before any
 *   module runs (app/first-paint/bookings-frame.ts, pass-frame.ts), when IndexedDB cannot be
 *   read in time (its first open on a page took 300–450 ms in the benchmark's warm loads), and
 *   so do the screens' first renders (use-booking-pages.ts, use-booking.ts).
 */
import { createStore, del, delMany, entries, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval'
import { hashText, stableStringify } from '../../lib/data/stable-hash'
import { getStoredUser } from '../../lib/storage/user'
import type { Booking, Paged } from '../../lib/api/entities'
import { BOOKINGS_FIRST_PAGE_KEY, IDB, LAST_PASS_KEY } from '../../lib/storage/keys'
import type { ShownTexts } from '../../lib/i18n/shown-texts'

export interface Mirrored<T> {
  data: T
  /** When the data came from the network (ms since epoch). */
  savedAt: number
}

/** THE retention rule's bounds (see above): how many entries of each kind one account keeps in IndexedDB. */
export const RETENTION = { listPages: 200, bookings: 2000 } as const

interface StoredBooking extends Mirrored<Booking> {
  /** True when saved from the detail call; false when taken from a list page. */
  full: boolean
  /** The texts the pass showed it with (saved from the detail call). */
  shown?: ShownTexts
}

/** A list page as stored: the first page also keeps the texts the list showed it with. */
interface StoredList extends Mirrored<Paged<Booking>> {
  shown?: ShownTexts
}

let store: UseStore | null = null
/** Opened on first use, so importing the module costs nothing. */
function db(): UseStore {
  store ??= createStore(IDB.bookings.db, IDB.bookings.store)
  return store
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
  /** The mirror key of the entry it copies. */
  key: string
}

/**
 * One copy kept in localStorage under `storageKey`, tagged with the mirror key of the entry it
 * copies, for what must be read at once: the list's first page and the last pass. It is written
 * only by `carry` and `drop`, from the entries of the store. A full storage, or anything broken in
 * it, only means no copy. The callers check that its user is still signed in.
 */
function keptCopy<T>(storageKey: string) {
  const kept = (): Kept<T> | null => {
    const raw = localStorage.getItem(storageKey)
    const value: unknown = raw === null ? null : JSON.parse(raw)
    return isMirrored(value) && typeof (value as Kept<T>).key === 'string' ? (value as Kept<T>) : null
  }
  const keptKey = (): string | null => {
    try {
      return kept()?.key ?? null
    } catch {
      return null
    }
  }
  return {
    /** The copy, if it is the one of the entry under `key`. */
    read(key: string): KeptCopy<T> | null {
      try {
        const copy = kept()
        return copy?.key === key ? { data: copy.data, savedAt: copy.savedAt, shown: copy.shown } : null
      } catch {
        return null
      }
    },
    /** Copies the entry just stored under `key`: it becomes the copy, or (`onlyIfKept`) replaces the copy of that same entry. */
    carry(key: string, { data, savedAt, shown }: KeptCopy<T>, onlyIfKept = false): void {
      if (onlyIfKept && keptKey() !== key) return
      try {
        localStorage.setItem(storageKey, JSON.stringify({ key, data, savedAt, shown } satisfies Kept<T>))
      } catch {
        localStorage.removeItem(storageKey)
      }
    },
    /** Drops the copy when it is one of the entries under `keys` (they are gone from the store). */
    drop(keys: ReadonlySet<string>): void {
      const key = keptKey()
      if (key === null || keys.has(key)) localStorage.removeItem(storageKey)
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

export function readList(userId: string, query: ListQuery): Promise<Mirrored<Paged<Booking>> | null> {
  return safely(async () => {
    const value: unknown = await get(listKey(userId, query), db())
    return isMirrored(value) ? { data: (value as StoredList).data, savedAt: (value as StoredList).savedAt } : null
  }, null)
}

/**
 * A reply that arrives while (or after) sign-out purges must not write a driver's
 * bookings back: every write checks, right before it is queued, that this user is
 * still the one signed in (sign-out clears bc-user first, then the stores, and
 * IndexedDB runs the transactions of one store in order). The copies in localStorage
 * are written after the store, so they check again.
 */
function stillSignedIn(userId: string): boolean {
  return getStoredUser()?.id === userId
}

/** The entry of each kind kept in localStorage changes with the entry it copies (a list's reply, a patch). */
function carryChanged(stored: readonly [string, StoredList | StoredBooking][]): void {
  for (const [key, entry] of stored) {
    if (key.includes(':list:')) firstPage.carry(key, entry as StoredList, true)
    else lastPass.carry(key, entry as StoredBooking, true)
  }
}

/**
 * The retention rule's bounds, for one account: the oldest list pages and bookings beyond
 * RETENTION go, and their copies in localStorage with them. Reads only the keys while the
 * account is within its bounds (nearly always).
 */
async function retain(userId: string): Promise<void> {
  const all = (await keys(db())).filter((k): k is string => typeof k === 'string' && k.startsWith(`${userId}:`))
  const lists = all.filter((k) => k.startsWith(listPrefix(userId)))
  const bookings = all.filter((k) => !k.startsWith(listPrefix(userId)))
  const over = async (kind: string[], bound: number): Promise<string[]> => {
    if (kind.length <= bound) return []
    const values = await getMany<unknown>(kind, db())
    const savedAt = (i: number) => (isMirrored(values[i]) ? values[i].savedAt : 0)
    return kind
      .map((key, i) => ({ key, at: savedAt(i) }))
      .sort((a, b) => b.at - a.at)
      .slice(bound)
      .map((e) => e.key)
  }
  const gone = [...(await over(lists, RETENTION.listPages)), ...(await over(bookings, RETENTION.bookings))]
  if (gone.length === 0) return
  await delMany(gone, db())
  firstPage.drop(new Set(gone.filter((k) => k.startsWith(listPrefix(userId)))))
  lastPass.drop(new Set(gone.filter((k) => !k.startsWith(listPrefix(userId)))))
}

/**
 * Saves a list page, and each of its bookings under its own key (the list item
 * carries enough to show the detail screen offline), unless a detail saved
 * from the detail call is already there and at least as recent. The first page
 * then becomes the list's copy in localStorage.
 * `shown`: the texts the list showed the page with (the first page only, see KeptCopy).
 */
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
      details.push([keys[i], { data: merged, savedAt, full: !!old?.full, shown: old?.shown }])
    })
    const key = listKey(userId, query)
    const list: StoredList = query.page === 1 ? { data: page, savedAt, shown } : { data: page, savedAt }
    if (!stillSignedIn(userId)) return
    await setMany([[key, list], ...details], db())
    if (!stillSignedIn(userId)) return
    if (query.page === 1) firstPage.carry(key, list)
    carryChanged(details)
    await retain(userId)
  }, undefined)
}

export function readBooking(userId: string, bookingId: string): Promise<Mirrored<Booking> | null> {
  return safely(async () => {
    const value: unknown = await get(bookingKey(userId, bookingId), db())
    return isMirrored(value) ? { data: (value as StoredBooking).data, savedAt: (value as StoredBooking).savedAt } : null
  }, null)
}

/** Saves a booking from the detail call; it becomes the pass's copy in localStorage. `shown`: the texts the pass showed it with. */
export function writeBooking(userId: string, booking: Booking, savedAt: number = Date.now(), shown?: ShownTexts): Promise<void> {
  return safely(async () => {
    if (!stillSignedIn(userId)) return
    const key = bookingKey(userId, booking._id)
    const entry: StoredBooking = { data: booking, savedAt, full: true, shown }
    await set(key, entry, db())
    if (!stillSignedIn(userId)) return
    lastPass.carry(key, entry)
    await retain(userId)
  }, undefined)
}

export function forgetBooking(userId: string, bookingId: string): Promise<void> {
  const key = bookingKey(userId, bookingId)
  lastPass.drop(new Set([key]))
  return safely(() => del(key, db()), undefined)
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
    const updates: [string, StoredList | StoredBooking][] = []
    for (const [key, value] of await entries(db())) {
      if (typeof key !== 'string' || !isMirrored(value)) continue
      if (details.has(key)) {
        const stored = value as StoredBooking
        updates.push([key, { ...stored, data: { ...stored.data, ...patch } }])
      } else if (key.startsWith(listPrefix(userId))) {
        const list = value as StoredList
        if (!list.data.items.some((b) => ids.has(b._id))) continue
        updates.push([
          key,
          { ...list, data: { ...list.data, items: list.data.items.map((b) => (ids.has(b._id) ? { ...b, ...patch } : b)) } },
        ])
      }
    }
    if (!stillSignedIn(userId) || updates.length === 0) return
    await setMany(updates, db())
    if (stillSignedIn(userId)) carryChanged(updates)
  }, undefined)
}
