/**
 * Every name the app stores data under, in one file: localStorage keys, the
 * IndexedDB (idb-keyval) stores, the service worker's cache names and the
 * BroadcastChannel. The worker cannot import this file, so src/sw/caches.ts
 * repeats the cache names; a unit test keeps the two lists equal.
 */
export const USER_KEY = 'bc-user'
export const LANGUAGE_KEY = 'bc-language'

/** Drafts of forms (sessionStorage is not enough: it dies with the tab). */
export const DRAFT_PREFIX = 'bc-draft:'

export const IDB = {
  /** The bookings mirror: lists and details, keyed by user id. */
  bookings: { db: 'bc-bookings', store: 'mirror' },
} as const

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

export const SESSION_CHANNEL = 'bc-session'
