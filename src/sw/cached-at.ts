import type { WorkboxPlugin } from 'workbox-core/types'
import { CACHED_AT_HEADER } from './caches'

/**
 * Stamps each stored answer with the time it was stored, so an answer taken
 * from a cache carries x-bc-cached-at and the app can tell it from a fresh one
 * ("last updated …"). Answers straight from the network carry no stamp.
 *
 * Only a 200 is stored: a 204 is a negative answer ("not found") that must not
 * outlive the network, and `new Response(body, {status: 204})` would throw.
 */
export const cachedAtStamp: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.set(CACHED_AT_HEADER, new Date().toISOString())
    return new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers })
  },
}

/**
 * A server error (5xx) is treated like a failed network: the strategy falls
 * back to the cache. When nothing is cached, the page still gets the server's
 * own answer rather than a made-up network error. 4xx (and 401/403 above all:
 * the session is over) go through untouched.
 */
export const serverErrorUsesCache: WorkboxPlugin = {
  async fetchDidSucceed({ response, state }) {
    if (response.status < 500) return response
    if (state) state.serverError = response
    throw new Error(`server answered ${response.status}`)
  },
  async handlerDidError({ state }) {
    return state?.serverError instanceof Response ? state.serverError : undefined
  },
}
