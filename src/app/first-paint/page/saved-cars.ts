/**
 * The first paint's read of the search kept on the device for the page's URL (features/cars/saved-searches.ts):
 * that search's own entry only (no view made from another: savedViewOf is the app's), in the language shown,
 * not stale. Plain IndexedDB, without idb-keyval: the inline script stays small. A device that never kept a
 * search gets no database (the read creates none), and a broken or blocked IndexedDB reads as nothing.
 */
import type { Car, Paged } from '../../../lib/api/entities'
import type { Language } from '../../../lib/constants'
import { isSaved, isStale, SAVED_SEARCHES, savedSearchKey } from '../../../features/cars/saved-searches'
import type { SearchOf } from '../../../features/cars/search-of'

export interface SavedCars {
  data: Paged<Car>
  savedAt: number
}

/** The first page of `search` kept in `language`, or null. */
export function readSavedCars(language: Language, search: SearchOf, now: number = Date.now()): Promise<SavedCars | null> {
  return new Promise((resolve) => {
    const nothing = () => resolve(null)
    try {
      const open = indexedDB.open(SAVED_SEARCHES.db)
      // No such database: none is made here (saved-searches.ts makes it, with its store, when it keeps a search).
      open.onupgradeneeded = () => open.transaction?.abort()
      open.onerror = nothing
      open.onblocked = nothing
      open.onsuccess = () => {
        const db = open.result
        try {
          const get = db
            .transaction(SAVED_SEARCHES.store, 'readonly')
            .objectStore(SAVED_SEARCHES.store)
            .get(savedSearchKey(language, search))
          get.onsuccess = () => {
            const saved: unknown = get.result
            resolve(
              isSaved(saved) && saved.language === language && !isStale(saved, now) ? { data: saved.data, savedAt: saved.savedAt } : null,
            )
          }
          get.onerror = nothing
        } catch {
          nothing()
        } finally {
          db.close() // once the read is done
        }
      }
    } catch {
      nothing()
    }
  })
}
