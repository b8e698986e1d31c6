/**
 * The supplier's car list mirror: the decoded pages of /supplier/cars the supplier
 * has seen, in IndexedDB (idb-keyval), so the list opens at once and, offline,
 * read-only. Keys start with the user id; the sign-out purge clears the whole store
 * (it is one of lib/storage/keys.ts's IDB stores). Like the bookings mirror, a
 * broken IndexedDB reads as empty, and nothing is written for a user no longer
 * signed in.
 */
import { createStore, entries, get, set, setMany, type UseStore } from 'idb-keyval'
import type { Car, Paged } from '../../lib/api/entities'
import type { SupplierCarsFilter } from '../../lib/api/supplier-cars'
import { IDB } from '../../lib/storage/keys'
import { getStoredUser } from '../../lib/storage/user'
import { hashText, stableStringify } from '../../lib/data/stable-hash'
import type { Mirrored } from '../bookings/mirror'

/** What one page is: the keyword, call 36's filter, the page and its size. */
export interface FleetPageQuery {
  keyword: string
  filter: SupplierCarsFilter
  page: number
  size: number
  /** The suppliers whose cars these are (the operator's list); absent for a supplier's own. */
  companies?: readonly string[]
}

let store: UseStore | null = null
function db(): UseStore {
  store ??= createStore(IDB.supplierCars.db, IDB.supplierCars.store)
  return store
}

const prefix = (userId: string) => `${userId}:cars:`

export function fleetPageKey(userId: string, query: FleetPageQuery): string {
  return prefix(userId) + hashText(stableStringify(query))
}

function isPage(value: unknown): value is Mirrored<Paged<Car>> {
  if (!value || typeof value !== 'object') return false
  const { data, savedAt } = value as Partial<Mirrored<Paged<Car>>>
  return typeof savedAt === 'number' && !!data && Array.isArray(data.items) && typeof data.total === 'number'
}

async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    console.warn('supplier cars mirror:', error)
    return fallback
  }
}

const stillSignedIn = (userId: string) => getStoredUser()?.id === userId

export function readFleetPage(userId: string, query: FleetPageQuery): Promise<Mirrored<Paged<Car>> | null> {
  return safely(async () => {
    const value: unknown = await get(fleetPageKey(userId, query), db())
    return isPage(value) ? value : null
  }, null)
}

export function writeFleetPage(userId: string, query: FleetPageQuery, data: Paged<Car>, savedAt: number = Date.now()): Promise<void> {
  return safely(async () => {
    if (stillSignedIn(userId)) await set(fleetPageKey(userId, query), { data, savedAt } satisfies Mirrored<Paged<Car>>, db())
  }, undefined)
}

/**
 * Applies a change the server confirmed to every saved page of the user: `change`
 * returns the car's new value, or null when the car is gone (deleted: the page's
 * total drops by one). The time saved is kept: the rest is as old as it was.
 */
function patchPages(userId: string, carId: string, change: (car: Car) => Car | null): Promise<void> {
  return safely(async () => {
    const updates: [IDBValidKey, Mirrored<Paged<Car>>][] = []
    for (const [key, value] of await entries(db())) {
      if (typeof key !== 'string' || !key.startsWith(prefix(userId)) || !isPage(value)) continue
      const index = value.data.items.findIndex((c) => c._id === carId)
      if (index < 0) continue
      const next = change(value.data.items[index])
      const items = value.data.items.flatMap((c, i) => (i !== index ? [c] : next ? [next] : []))
      const total = next ? value.data.total : Math.max(0, value.data.total - 1)
      updates.push([key, { ...value, data: { items, total } }])
    }
    if (updates.length && stillSignedIn(userId)) await setMany(updates, db())
  }, undefined)
}

export function patchFleetCar(userId: string, carId: string, patch: Partial<Car>): Promise<void> {
  return patchPages(userId, carId, (car) => ({ ...car, ...patch }))
}

export function forgetFleetCar(userId: string, carId: string): Promise<void> {
  return patchPages(userId, carId, () => null)
}
