/**
 * The operator corner's mirror: what an admin has seen (list pages, single items), decoded, in
 * IndexedDB (idb-keyval), so its screens open at once and, offline, read-only. One store per
 * feature (lib/storage/keys.ts' IDB, which the sign-out purge clears whole); every key starts
 * with the user id, a broken IndexedDB reads as empty, and nothing is written for a user no
 * longer signed in (as the supplier's car mirror, features/supplier-cars/mirror.ts).
 */
import { createStore, entries, get, set, setMany, type UseStore } from 'idb-keyval'
import type { Paged } from '../../lib/api/entities'
import type { MirrorCopy } from '../../lib/data/use-resource'
import { getStoredUser } from '../../lib/storage/user'
import { hashText, stableStringify } from '../../lib/data/stable-hash'

export interface AdminMirror<T> {
  /** A list page: `query` names it (keyword, filter, page, size). */
  readPage: (userId: string, query: object) => Promise<MirrorCopy<Paged<T>> | null>
  writePage: (userId: string, query: object, data: Paged<T>, savedAt?: number) => Promise<void>
  /** One item, by id (a detail screen's copy). */
  readItem: <I = T>(userId: string, id: string) => Promise<MirrorCopy<I> | null>
  writeItem: <I = T>(userId: string, id: string, data: I, savedAt?: number) => Promise<void>
  /** Applies a confirmed change to the item in every saved page: the new value, or null when it is gone (the total drops by one). */
  patchPages: (userId: string, id: string, change: (item: T) => T | null) => Promise<void>
}

function isCopy(value: unknown): value is MirrorCopy<unknown> {
  return !!value && typeof value === 'object' && typeof (value as MirrorCopy<unknown>).savedAt === 'number' && 'data' in value
}

function isPage(value: unknown): value is MirrorCopy<Paged<unknown>> {
  if (!isCopy(value)) return false
  const data = value.data as Partial<Paged<unknown>> | null
  return !!data && Array.isArray(data.items) && typeof data.total === 'number'
}

export function adminMirror<T extends { _id: string }>(name: string, where: { db: string; store: string }): AdminMirror<T> {
  let store: UseStore | null = null
  // Opened on first use, so importing the module costs nothing.
  const db = () => (store ??= createStore(where.db, where.store))
  const pagePrefix = (userId: string) => `${userId}:page:`
  const itemKey = (userId: string, id: string) => `${userId}:item:${id}`
  const stillSignedIn = (userId: string) => getStoredUser()?.id === userId

  async function safely<R>(work: () => Promise<R>, fallback: R): Promise<R> {
    try {
      return await work()
    } catch (error) {
      console.warn(`${name} mirror:`, error)
      return fallback
    }
  }

  return {
    readPage: (userId, query) =>
      safely(async () => {
        const value: unknown = await get(pagePrefix(userId) + hashText(stableStringify(query)), db())
        return isPage(value) ? (value as MirrorCopy<Paged<T>>) : null
      }, null),
    writePage: (userId, query, data, savedAt = Date.now()) =>
      safely(async () => {
        if (stillSignedIn(userId)) await set(pagePrefix(userId) + hashText(stableStringify(query)), { data, savedAt }, db())
      }, undefined),
    readItem: <I>(userId: string, id: string) =>
      safely(async () => {
        const value: unknown = await get(itemKey(userId, id), db())
        return isCopy(value) ? (value as MirrorCopy<I>) : null
      }, null),
    writeItem: <I>(userId: string, id: string, data: I, savedAt = Date.now()) =>
      safely(async () => {
        if (stillSignedIn(userId)) await set(itemKey(userId, id), { data, savedAt }, db())
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
