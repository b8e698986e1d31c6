import { CacheExpiration } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core/types'
import { PERSONAL_CACHES } from '../lib/storage/cache-names'

/**
 * Sign-out on the page deletes the personal caches itself; the worker also has
 * to forget them. Two things only it can do:
 * - drop the expiration records (IndexedDB `workbox-expiration`), which hold the
 *   URLs of the cached entries (booking ids, avatar file names);
 * - refuse to store an answer whose request started before the purge: a late
 *   network answer (after a timeout fell back to the cache) must not refill a
 *   cache the driver just emptied, whether the purge came before the answer was
 *   checked or while it was being stored.
 */
let generation = 0

export async function purgePersonalCaches(): Promise<void> {
  generation += 1
  for (const name of PERSONAL_CACHES) {
    await caches.delete(name)
    await new CacheExpiration(name, { maxEntries: 1 }).delete()
  }
}

export const dropIfPurged: WorkboxPlugin = {
  async requestWillFetch({ request, state }) {
    if (state) state.generation = generation
    return request
  },
  async cacheWillUpdate({ response, state }) {
    return state?.generation === generation ? response : null
  },
  // The purge can also start after that check, while the answer is still being stored
  // (other plugins read its body, the cache opens): once stored, an answer whose request
  // began before the latest purge is deleted again.
  async cacheDidUpdate({ cacheName, request, state }) {
    if (state && state.generation !== generation) await (await caches.open(cacheName)).delete(request)
  },
}
