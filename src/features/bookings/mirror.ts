/**
 * The bookings on the device: one store, one retention rule, here.
 *
 * - The store is IndexedDB (idb-keyval, lib/storage/keys.ts IDB.bookings): the decoded list
 *   pages and booking details the driver (or the supplier) has seen, so /bookings and /booking
 *   render at once, and offline. Every key starts with the account's id, and nothing is written
 *   for an account that is no longer the one signed in.
 * - The rule (RETENTION): per account, the most recently saved entries of each kind, up to a
 *   bound: RETENTION.listPages list pages and RETENTION.bookings bookings (older ones are dropped
 *   at the next save). Everything goes at sign-out, on a refused token, or when another account
 *   signs in (lib/storage/purge.ts).
 * - The first paint draws no booking from here: it draws the markup React last rendered for the
 *   screen (lib/storage/frame-snapshot.ts), which names the entry it shows and goes with it
 *   (`dropFrames`). When it has drawn one, the screen's module reads its entry before the first
 *   render (`primeEntries`), and that render takes it (`primed`): React replaces the frame with the
 *   same data, with no loading step between.
 */
import { createStore, del, delMany, entries, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval'
import { hashText, stableStringify } from '../../lib/data/stable-hash'
import { getStoredUser } from '../../lib/storage/user'
import type { Booking, Paged } from '../../lib/api/entities'
import { IDB } from '../../lib/storage/keys'
import { dropFrames } from '../../lib/storage/frame-snapshot'

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
}

type StoredList = Mirrored<Paged<Booking>>

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

/** Entries read ahead of the screen's first render (primeEntries), by key, with when they were read. */
const primedEntries = new Map<string, { entry: Mirrored<unknown>; at: number }>()

/**
 * How long an entry read ahead is the first render's to take. Not once: a render in a transition
 * may start again; not longer: a later visit of the screen reads the mirror as usual.
 */
const PRIMED_FOR_MS = 10_000

/**
 * Reads the entries under `keys` now, for the screen's first render to take (`primed`). The screen's
 * module awaits it when the first paint drew its frame (lib/storage/frame-snapshot.ts), so that
 * render replaces the frame with the same data instead of a loading step; `waitMs` at most.
 */
export function primeEntries(keys: string[], waitMs: number): Promise<void> {
  if (keys.length === 0) return Promise.resolve()
  const read = safely(async () => {
    const values = await getMany<unknown>(keys, db())
    values.forEach((value, i) => {
      if (isMirrored(value)) primedEntries.set(keys[i], { entry: { data: value.data, savedAt: value.savedAt }, at: Date.now() })
    })
  }, undefined)
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, waitMs))])
}

/** The entry under `key` if it was read ahead (primeEntries) a moment ago. */
export function primed<T>(key: string): Mirrored<T> | undefined {
  const kept = primedEntries.get(key)
  return kept && Date.now() - kept.at < PRIMED_FOR_MS ? (kept.entry as Mirrored<T>) : undefined
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
 * IndexedDB runs the transactions of one store in order).
 */
function stillSignedIn(userId: string): boolean {
  return getStoredUser()?.id === userId
}

/**
 * The retention rule's bounds, for one account: the oldest list pages and bookings beyond
 * RETENTION go, and the first paint's frames that show them. Reads only the keys while the
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
  dropFrames(new Set(gone))
}

/**
 * Saves a list page, and each of its bookings under its own key (the list item
 * carries enough to show the detail screen offline), unless a detail saved
 * from the detail call is already there and at least as recent.
 */
export function writeList(userId: string, query: ListQuery, page: Paged<Booking>, savedAt: number = Date.now()): Promise<void> {
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
    const key = listKey(userId, query)
    const list: StoredList = { data: page, savedAt }
    if (!stillSignedIn(userId)) return
    await setMany([[key, list], ...details], db())
    await retain(userId)
  }, undefined)
}

export function readBooking(userId: string, bookingId: string): Promise<Mirrored<Booking> | null> {
  return safely(async () => {
    const value: unknown = await get(bookingKey(userId, bookingId), db())
    return isMirrored(value) ? { data: (value as StoredBooking).data, savedAt: (value as StoredBooking).savedAt } : null
  }, null)
}

/** Saves a booking from the detail call. */
export function writeBooking(userId: string, booking: Booking, savedAt: number = Date.now()): Promise<void> {
  return safely(async () => {
    if (!stillSignedIn(userId)) return
    const entry: StoredBooking = { data: booking, savedAt, full: true }
    await set(bookingKey(userId, booking._id), entry, db())
    await retain(userId)
  }, undefined)
}

export function forgetBooking(userId: string, bookingId: string): Promise<void> {
  const key = bookingKey(userId, bookingId)
  dropFrames(new Set([key]))
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
  }, undefined)
}
