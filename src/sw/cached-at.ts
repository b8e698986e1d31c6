import type { WorkboxPlugin } from 'workbox-core/types'
import { CACHED_AT_HEADER } from './caches'

/**
 * Stamps each stored answer with the time it was stored, and keeps the stamp on
 * the way out, so the app can tell a cached answer from a fresh one and say
 * "last updated …".
 */
export const cachedAtStamp: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (!response.ok) return null
    const headers = new Headers(response.headers)
    headers.set(CACHED_AT_HEADER, new Date().toISOString())
    return new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers })
  },
}
