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

/** Header the worker adds to an answer it took from a cache, with the time it was stored. */
export const CACHED_AT_HEADER = 'x-bc-cached-at'
