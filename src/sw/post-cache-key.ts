import type { WorkboxPlugin } from 'workbox-core/types'

async function sha256(data: ArrayBuffer | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The cache key of a POST answer: the URL plus hashes of the body and of the
 * access token, as a GET request (Cache Storage cannot key a POST). The hashes
 * keep the body and the token out of the key; a different driver gets another key.
 */
export async function postCacheKey(request: Request): Promise<string> {
  const key = new URL(request.url)
  key.searchParams.set('body', await sha256(await request.clone().arrayBuffer()))
  key.searchParams.set('user', await sha256(request.headers.get('x-access-token') ?? ''))
  return key.href
}

/** Workbox plugin: hash before fetch() consumes the body, then use that key to read and write. */
export const postBodyCacheKey: WorkboxPlugin = {
  async requestWillFetch({ request, state }) {
    if (state) state.cacheKey = await postCacheKey(request)
    return request
  },
  async cacheKeyWillBeUsed({ request, state }) {
    return typeof state?.cacheKey === 'string' ? new Request(state.cacheKey) : request
  },
}
