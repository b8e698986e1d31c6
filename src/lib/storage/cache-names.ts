/**
 * The service worker's cache names and its purge message: plain constants, the one
 * file of the app that the worker (src/sw) imports, so the names are written once.
 */
export const CACHES = {
  precachePrefix: 'workbox-precache',
  cars: 'bc-api-cars-v1',
  bookings: 'bc-api-bookings-v1',
  carImages: 'bc-img-cars-v1',
  userImages: 'bc-img-users-v1',
  locations: 'bc-api-locations-v1',
} as const

/** Caches that hold personal data: emptied on sign-out and on any 401/403. */
export const PERSONAL_CACHES: readonly string[] = [CACHES.bookings, CACHES.userImages]

/** Message the page posts to the worker on sign-out. */
export const PURGE_MESSAGE = 'PURGE_PERSONAL_DATA'

/** Header the worker adds to an answer it stores, with the time it was stored (see src/sw/plugins.ts). */
export const CACHED_AT_HEADER = 'x-bc-cached-at'

/** Message the worker posts to the pages when the network refused a token (401/403) it may have answered from a cache. */
export const SESSION_EXPIRED_MESSAGE = 'SESSION_EXPIRED'
