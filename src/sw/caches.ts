/**
 * Cache names, repeated from src/lib/storage/keys.ts because the worker imports
 * nothing from the app; a unit test keeps both lists equal.
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

/** Header the worker adds to an answer it stores, with the time it was stored; an answer from a cache carries it. */
export const CACHED_AT_HEADER = 'x-bc-cached-at'

/** Message the page posts to the worker on sign-out (src/lib/storage/purge.ts repeats it). */
export const PURGE_MESSAGE = 'PURGE_PERSONAL_DATA'
