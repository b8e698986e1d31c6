/**
 * Handover photos on the device (issue 49), in an IndexedDB store of their own (keys.ts `IDB.handoverPhotos`):
 * - taken: a photo shrunk for a record not sent yet, as a blob, with the name call 78 gave it once
 *   uploaded (so a retry does not upload it again); deleted once its record is sent or dropped;
 * - seen: the last photos of a booking's records read from the server, to show them offline.
 * Every key starts with the account's id; the sign-out purge clears the whole store (purge.ts).
 */
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval'
import { IDB } from './keys'

export interface TakenPhoto {
  blob: Blob
  /** Call 78's name, once uploaded. */
  name?: string
}

let idb: UseStore | null = null
function db(): UseStore {
  idb ??= createStore(IDB.handoverPhotos.db, IDB.handoverPhotos.store)
  return idb
}

const takenKey = (userId: string, id: string) => `taken:${userId}:${id}`
const seenKey = (userId: string, bookingId: string, name: string) => `seen:${userId}:${bookingId}:${name}`
/** Seen photos kept at most, per account (8 a record, two records, a few bookings). */
const SEEN_MAX = 48

/** A Blob by what it does (a copy read back from IndexedDB may come from another realm, as in the tests). */
function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number'
  )
}

function isTaken(value: unknown): value is TakenPhoto {
  return typeof value === 'object' && value !== null && isBlob((value as TakenPhoto).blob)
}

export async function keepTakenPhoto(userId: string, id: string, blob: Blob): Promise<void> {
  await set(takenKey(userId, id), { blob } satisfies TakenPhoto, db())
}

export async function takenPhoto(userId: string, id: string): Promise<TakenPhoto | null> {
  const value: unknown = await get(takenKey(userId, id), db())
  return isTaken(value) ? value : null
}

/** Records the name call 78 gave a taken photo. */
export async function markPhotoUploaded(userId: string, id: string, name: string): Promise<void> {
  const photo = await takenPhoto(userId, id)
  if (photo) await set(takenKey(userId, id), { ...photo, name } satisfies TakenPhoto, db())
}

export async function dropTakenPhotos(userId: string, ids: readonly string[]): Promise<void> {
  await delMany(
    ids.map((id) => takenKey(userId, id)),
    db(),
  )
}

/** The photo as last seen, or null. */
export async function seenPhoto(userId: string, bookingId: string, name: string): Promise<Blob | null> {
  const value: unknown = await get(seenKey(userId, bookingId, name), db())
  return isBlob(value) ? value : null
}

/** Keeps a photo read from the server; the oldest seen ones go beyond SEEN_MAX. */
export async function keepSeenPhoto(userId: string, bookingId: string, name: string, blob: Blob): Promise<void> {
  await set(seenKey(userId, bookingId, name), blob, db())
  const prefix = `seen:${userId}:`
  const all = (await keys(db())).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix))
  // idb-keyval lists keys in key order, not by age: the excess goes, whichever it is (rare, and only a cache).
  const current = seenKey(userId, bookingId, name)
  const excess = all.filter((k) => k !== current).slice(0, Math.max(0, all.length - SEEN_MAX))
  for (const key of excess) await del(key, db())
}
