import type { WorkboxPlugin } from 'workbox-core/types'
import { CACHED_AT_HEADER, SESSION_EXPIRED_MESSAGE } from '../lib/storage/cache-names'

declare const self: ServiceWorkerGlobalScope

/**
 * Stamps each stored answer with the time it was stored (x-bc-cached-at), so that an
 * answer served from a cache can be told from a fresh one: in the devtools, and by the
 * offline tests (pwa-offline.spec.ts), which prove with it that the cache answered.
 * The app itself keeps "last updated" in its own mirrors.
 *
 * Only a 200 is stored: a 204 is a negative answer ("not found") that must not
 * outlive the network, and `new Response(body, {status: 204})` would throw.
 */
export const onlyOkStamped: WorkboxPlugin = {
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
  fetchDidSucceed({ response, state }) {
    if (response.status < 500) return Promise.resolve(response)
    if (state) state.serverError = response
    return Promise.reject(new Error(`server answered ${response.status}`))
  },
  handlerDidError({ state }) {
    return Promise.resolve(state?.serverError instanceof Response ? state.serverError : undefined)
  },
}

/**
 * A token refused by the network (401/403) ends the session, even when the page got
 * the cached answer first (a slow link: the refusal arrives after the timeout): the
 * worker tells every page, which signs out and purges.
 */
export const reportRefusedToken: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    const token = request.headers.get('x-access-token')
    if ((response.status === 401 || response.status === 403) && token) {
      // The refused token goes with the message (to this origin's own pages), so a page signed in since
      // with another account is not signed out by an old account's late refusal.
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: SESSION_EXPIRED_MESSAGE, token })
    }
    return response
  },
}
