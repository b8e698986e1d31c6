/**
 * The operator's suppliers mirror: the decoded pages of /admin/suppliers and each supplier opened
 * in /admin/edit-supplier, in IndexedDB (idb-keyval), so both open at once and, offline, read-only.
 * Keys start with the operator's id; the sign-out purge clears the whole store (it is one of
 * lib/storage/keys.ts's IDB stores). A broken IndexedDB reads as empty, and nothing is written for
 * an account no longer signed in.
 */
import { createStore, entries, get, set, setMany, type UseStore } from 'idb-keyval'
import type { Paged } from '../../lib/api/entities'
import type { BackOfficeSupplier, SupplierRow } from '../../lib/api/admin-suppliers'
import { IDB } from '../../lib/storage/keys'
import { getStoredUser } from '../../lib/storage/user'
import { hashText, stableStringify } from '../../lib/data/stable-hash'
import type { Mirrored } from '../bookings/mirror'

/** What one list page is: the keyword, the page and its size. */
export interface SuppliersPageQuery {
  keyword: string
  page: number
  size: number
}

let store: UseStore | null = null
function db(): UseStore {
  store ??= createStore(IDB.adminSuppliers.db, IDB.adminSuppliers.store)
  return store
}

const listPrefix = (userId: string) => `${userId}:list:`
const pageKey = (userId: string, query: SuppliersPageQuery) => listPrefix(userId) + hashText(stableStringify(query))
const supplierKey = (userId: string, id: string) => `${userId}:supplier:${id}`

function isCopy(value: unknown): value is Mirrored<unknown> {
  return !!value && typeof value === 'object' && typeof (value as Partial<Mirrored<unknown>>).savedAt === 'number' && 'data' in value
}

function isPage(value: unknown): value is Mirrored<Paged<SupplierRow>> {
  if (!isCopy(value)) return false
  const data = value.data as Partial<Paged<SupplierRow>> | null
  return !!data && Array.isArray(data.items) && typeof data.total === 'number'
}

async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    console.warn('admin suppliers mirror:', error)
    return fallback
  }
}

const stillSignedIn = (userId: string) => getStoredUser()?.id === userId

export function readSuppliersPage(userId: string, query: SuppliersPageQuery): Promise<Mirrored<Paged<SupplierRow>> | null> {
  return safely(async () => {
    const value: unknown = await get(pageKey(userId, query), db())
    return isPage(value) ? value : null
  }, null)
}

export function writeSuppliersPage(
  userId: string,
  query: SuppliersPageQuery,
  data: Paged<SupplierRow>,
  savedAt = Date.now(),
): Promise<void> {
  return safely(async () => {
    if (stillSignedIn(userId)) await set(pageKey(userId, query), { data, savedAt } satisfies Mirrored<Paged<SupplierRow>>, db())
  }, undefined)
}

export function readSupplier(userId: string, id: string): Promise<Mirrored<BackOfficeSupplier> | null> {
  return safely(async () => {
    const value: unknown = await get(supplierKey(userId, id), db())
    return isCopy(value) && value.data && typeof value.data === 'object' ? (value as Mirrored<BackOfficeSupplier>) : null
  }, null)
}

export function writeSupplier(userId: string, supplier: BackOfficeSupplier, savedAt = Date.now()): Promise<void> {
  return safely(async () => {
    if (stillSignedIn(userId))
      await set(supplierKey(userId, supplier._id), { data: supplier, savedAt } satisfies Mirrored<BackOfficeSupplier>, db())
  }, undefined)
}

/** A supplier the server deleted leaves every saved page (their totals drop by one). */
export function forgetSupplier(userId: string, id: string): Promise<void> {
  return safely(async () => {
    const updates: [IDBValidKey, Mirrored<Paged<SupplierRow>>][] = []
    for (const [key, value] of await entries(db())) {
      if (typeof key !== 'string' || !key.startsWith(listPrefix(userId)) || !isPage(value)) continue
      const items = value.data.items.filter((s) => s._id !== id)
      if (items.length !== value.data.items.length)
        updates.push([key, { ...value, data: { items, total: Math.max(0, value.data.total - 1) } }])
    }
    if (updates.length && stillSignedIn(userId)) await setMany(updates, db())
  }, undefined)
}
