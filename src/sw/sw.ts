/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { CACHES } from './caches'
import { cachedAtStamp } from './cached-at'
import { postBodyCacheKey } from './post-cache-key'

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * How long a read waits for the network before answering from the cache. Short,
 * because a driver at a rental desk on a poor connection needs the saved data
 * now; the late network answer still refreshes the cache.
 */
const NETWORK_TIMEOUT_S = 0.8

// The shell, every lazy screen, the catalogues, icons: every route opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/cdn\//],
  }),
)

const api = (prefix: string) => ({ url }: { url: URL }) => url.pathname.startsWith(prefix)

// Car detail: network first, then the cache.
registerRoute(
  api('/api/car/'),
  new NetworkFirst({
    cacheName: CACHES.cars,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [cachedAtStamp, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
  }),
)

// Booking lists (a POST, keyed by URL + body hash + token hash) and booking detail: personal, purged at sign-out.
registerRoute(
  api('/api/bookings/'),
  new NetworkFirst({
    cacheName: CACHES.bookings,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [postBodyCacheKey, cachedAtStamp, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })],
  }),
  'POST',
)
registerRoute(
  api('/api/booking/'),
  new NetworkFirst({
    cacheName: CACHES.bookings,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [cachedAtStamp, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })],
  }),
)

// Locations and suppliers change rarely: answer at once, refresh behind.
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/locations/') || url.pathname.startsWith('/api/location/') || url.pathname === '/api/all-companies',
  new StaleWhileRevalidate({
    cacheName: CACHES.locations,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
  }),
)

// Images: car pictures, and supplier logos and avatars (the latter personal, purged at sign-out).
registerRoute(
  api('/cdn/cars/'),
  new NetworkFirst({
    cacheName: CACHES.carImages,
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)
registerRoute(
  api('/cdn/users/'),
  new NetworkFirst({
    cacheName: CACHES.userImages,
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// 'prompt' updates: the page decides when the new version takes over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()
