import type { WorkboxPlugin } from 'workbox-core/types'

/**
 * Only a 200 is stored: a 204 is a negative answer ("not found") that must not
 * outlive the network. (When the data was last updated is kept by the app's own
 * mirrors, not by the cache.)
 */
export const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
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
