/**
 * A per-account mirror: the pages of a list and the single items a signed-in account has seen,
 * decoded, in IndexedDB (idb-keyval), so their screens open at once and offline. One store per
 * use (lib/storage/keys.ts' IDB, which the sign-out purge clears whole). The same rules as the
 * bookings mirror:
 * - every key starts with the account's id, and nothing is written for an account that is no
 *   longer the one signed in (a late reply after sign-out writes nothing back);
 * - a bounded retention: per account, the most recently saved `retention.pages` pages and
 *   `retention.items` items (older ones go at the next save);
 * - a broken IndexedDB reads as empty and never throws.
 * Used by the operator's lists (features/admin-*) and the notifications (features/notifications).
 */
import { createStore, delMany, entries, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval'
import type { Paged } from '../api/entities'
import { getStoredUser } from '../storage/user'
import { hashText, stableStringify } from './stable-hash'
import type { MirrorCopy } from './use-resource'

export interface AccountMirror<T> {
  /** A list page: `query` names it (keyword, filter, page, size). */
  readPage: (userId: string, query: object) => Promise<MirrorCopy<Paged<T>> | null>
  writePage: (userId: string, query: object, data: Paged<T>, savedAt?: number) => Promise<void>
  /** One item, by id (a detail screen's copy). */
  readItem: <I = T>(userId: string, id: string) => Promise<MirrorCopy<I> | null>
  writeItem: <I = T>(userId: string, id: string, data: I, savedAt?: number) => Promise<void>
  /** Applies a confirmed change to the item in every saved page: the new value, or null when it is gone (the total drops by one). */
  patchPages: (userId: string, id: string, change: (item: T) => T | null) => Promise<void>
}

/** How many entries of each kind one account keeps (the newest saved). */
interface Retention {
  pages: number
  items: number
}

/** The bound when a mirror names none: as many as the bookings mirror keeps. */
const DEFAULT_RETENTION: Retention = { pages: 200, items: 2000 }

function isCopy(value: unknown): value is MirrorCopy<unknown> {
  return !!value && typeof value === 'object' && typeof (value as MirrorCopy<unknown>).savedAt === 'number' && 'data' in value
}

function isPage(value: unknown): value is MirrorCopy<Paged<unknown>> {
  if (!isCopy(value)) return false
  const data = value.data as Partial<Paged<unknown>> | null
  return !!data && Array.isArray(data.items) && typeof data.total === 'number'
}

export function accountMirror<T extends { _id: string }>(
  name: string,
  where: { db: string; store: string },
  retention: Retention = DEFAULT_RETENTION,
): AccountMirror<T> {
  let store: UseStore | null = null
  // Opened on first use, so importing the module costs nothing.
  const db = () => (store ??= createStore(where.db, where.store))
  const pagePrefix = (userId: string) => `${userId}:page:`
  const itemPrefix = (userId: string) => `${userId}:item:`
  const pageKey = (userId: string, query: object) => pagePrefix(userId) + hashText(stableStringify(query))
  const itemKey = (userId: string, id: string) => itemPrefix(userId) + id
  const stillSignedIn = (userId: string) => getStoredUser()?.id === userId

  async function safely<R>(work: () => Promise<R>, fallback: R): Promise<R> {
    try {
      return await work()
    } catch (error) {
      console.warn(`${name} mirror:`, error)
      return fallback
    }
  }

  /** The oldest entries of one kind beyond its bound go. Reads only the keys while within bounds (nearly always). */
  async function retain(prefix: string, bound: number): Promise<void> {
    const kind = (await keys(db())).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix))
    if (kind.length <= bound) return
    const values = await getMany<unknown>(kind, db())
    const savedAt = (i: number) => (isCopy(values[i]) ? values[i].savedAt : 0)
    const gone = kind
      .map((key, i) => ({ key, at: savedAt(i) }))
      .sort((a, b) => b.at - a.at)
      .slice(bound)
      .map((e) => e.key)
    await delMany(gone, db())
  }

  return {
    readPage: (userId, query) =>
      safely(async () => {
        const value: unknown = await get(pageKey(userId, query), db())
        return isPage(value) ? (value as MirrorCopy<Paged<T>>) : null
      }, null),
    writePage: (userId, query, data, savedAt = Date.now()) =>
      safely(async () => {
        if (!stillSignedIn(userId)) return
        await set(pageKey(userId, query), { data, savedAt }, db())
        await retain(pagePrefix(userId), retention.pages)
      }, undefined),
    readItem: <I>(userId: string, id: string) =>
      safely(async () => {
        const value: unknown = await get(itemKey(userId, id), db())
        return isCopy(value) ? (value as MirrorCopy<I>) : null
      }, null),
    writeItem: <I>(userId: string, id: string, data: I, savedAt = Date.now()) =>
      safely(async () => {
        if (!stillSignedIn(userId)) return
        await set(itemKey(userId, id), { data, savedAt }, db())
        await retain(itemPrefix(userId), retention.items)
      }, undefined),
    patchPages: (userId, id, change) =>
      safely(async () => {
        const updates: [IDBValidKey, MirrorCopy<Paged<T>>][] = []
        for (const [key, value] of await entries(db())) {
          if (typeof key !== 'string' || !key.startsWith(pagePrefix(userId)) || !isPage(value)) continue
          const page = value as MirrorCopy<Paged<T>>
          const index = page.data.items.findIndex((item) => item._id === id)
          if (index < 0) continue
          const next = change(page.data.items[index])
          const items = page.data.items.flatMap((item, i) => (i !== index ? [item] : next ? [next] : []))
          const total = next ? page.data.total : Math.max(0, page.data.total - 1)
          updates.push([key, { ...page, data: { items, total } }])
        }
        if (updates.length && stillSignedIn(userId)) await setMany(updates, db())
      }, undefined),
  }
}
