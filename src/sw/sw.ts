/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js'
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { CACHES, PURGE_MESSAGE } from '../lib/storage/cache-names'
import { onlyOkStamped, reportRefusedToken, serverErrorUsesCache } from './plugins'
import { postBodyCacheKey } from './post-cache-key'
import { startCarSearch, takeCarSearch } from './early-search'
import { dropIfPurged, purgePersonalCaches } from './purge'

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * How long an API read waits for the network before answering from the cache.
 * Short, because a driver at a rental desk on a poor connection needs the saved
 * data now; the late network answer still refreshes the cache. A read that was
 * never cached is not cut off: it waits for the network.
 */
const API_TIMEOUT_S = 0.6
/** Images are larger and matter less: a little more patience before the cached copy. */
const IMAGE_TIMEOUT_S = 1.5

// The shell, every lazy screen, the three catalogues and the icons (the
// manifest is built by vite.config.ts). No fonts: the app uses system fonts.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Any navigation opens the shell (every route, and the not-found screen, is
// drawn by the app); the API and the CDN are never answered with HTML.
// On /cars the worker also starts the page's first search meanwhile (early-search.ts).
const shell = createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute(
    (options) => {
      options.event.waitUntil(startCarSearch(options.url).catch(() => {}))
      return shell(options)
    },
    { denylist: [/^\/api\//, /^\/cdn\//] },
  ),
)

const path =
  (prefix: string) =>
  ({ url }: { url: URL }) =>
    url.pathname.startsWith(prefix)

// A read that asks for the server's own answer (the kept actions' read-backs: `fresh` in
// lib/api/client.ts, sent with cache: 'no-store') goes to the network, never to a cached copy.
registerRoute(({ request, url }) => request.cache === 'no-store' && url.pathname.startsWith('/api/'), new NetworkOnly())

// A driving licence (call 66, GET /api/license/{userId}): never cached, for this account or any
// other (the reply says private, no-store too); registered before the other routes so none can
// catch it. Its uploads (62-65) are POSTs, which only the bookings route below ever caches.
registerRoute(path('/api/license/'), new NetworkOnly())
// A handover photo (issue 49, call 79): read with the token, never kept in a cache another account could read.
registerRoute(path('/api/handover-photo/'), new NetworkOnly())

// The search (POST /api/frontend-cars/…): the one the worker started for a /cars navigation, or the network.
const searchNetwork = new NetworkOnly()
registerRoute(
  path('/api/frontend-cars/'),
  async (options) => (await takeCarSearch(options.request)) ?? searchNetwork.handle(options),
  'POST',
)

// Car detail (GET /api/car/{id}/{language}): public data, keyed by URL.
registerRoute(
  path('/api/car/'),
  new NetworkFirst({
    cacheName: CACHES.cars,
    networkTimeoutSeconds: API_TIMEOUT_S,
    plugins: [serverErrorUsesCache, onlyOkStamped, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
  }),
)

// Booking lists (POST /api/bookings/…) and booking detail (GET /api/booking/…):
// personal, keyed by URL + sha256(body) + sha256(token), so another driver's
// token never finds them; emptied at sign-out.
const bookingsExpiration = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })
const bookings = new NetworkFirst({
  cacheName: CACHES.bookings,
  networkTimeoutSeconds: API_TIMEOUT_S,
  plugins: [postBodyCacheKey, dropIfPurged, reportRefusedToken, serverErrorUsesCache, onlyOkStamped, bookingsExpiration],
})
registerRoute(path('/api/bookings/'), bookings, 'POST')
registerRoute(path('/api/booking/'), bookings)

// Locations and suppliers change rarely: answer at once, refresh behind. The places and suppliers
// pages' reads (calls 70-71) too, so those pages open offline once seen.
registerRoute(
  ({ url }) =>
    url.pathname.startsWith('/api/locations/') ||
    url.pathname.startsWith('/api/location/') ||
    url.pathname === '/api/all-companies' ||
    url.pathname.startsWith('/api/frontend-locations/') ||
    url.pathname.startsWith('/api/frontend-suppliers/'),
  new StaleWhileRevalidate({
    cacheName: CACHES.locations,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
  }),
)

// Images: car pictures; supplier logos and avatars (the latter personal, emptied at sign-out).
registerRoute(
  path('/cdn/cars/'),
  new NetworkFirst({
    cacheName: CACHES.carImages,
    networkTimeoutSeconds: IMAGE_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)
registerRoute(
  path('/cdn/users/'),
  new NetworkFirst({
    cacheName: CACHES.userImages,
    networkTimeoutSeconds: IMAGE_TIMEOUT_S,
    plugins: [dropIfPurged, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
)

// CACHE_URLS from the page (src/app/cache-urls.ts): what it loaded before this worker
// took control goes through the same routes, so the first visit opens offline too.
getOrCreateDefaultRouter().addCacheListener()

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  // 'prompt' updates: the page decides when the new version takes over.
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  // Sign-out: forget the personal caches and their expiration records, then say so.
  if (type === PURGE_MESSAGE) {
    const done = purgePersonalCaches().then(
      () => event.ports[0]?.postMessage({ ok: true }),
      (error: unknown) => event.ports[0]?.postMessage({ ok: false, error: String(error) }),
    )
    event.waitUntil(done)
  }
})
// Actions kept until the network is back (src/lib/queue): the page registers this Background Sync
// tag when it keeps one. The worker holds no token, so it only wakes a page to send them, and waits
// for its answer: a page that still could not send them makes the browser try again later. With no
// page open there is nothing to do: the next start sends them. Names as in src/lib/queue/names.ts.
const QUEUE_SYNC_TAG = 'bc-queue'
const QUEUE_FLUSH_MESSAGE = 'BC_QUEUE_FLUSH'
const QUEUE_WAIT_MS = 60_000

function askPageToFlush(client: Client): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(1), QUEUE_WAIT_MS)
    channel.port1.onmessage = (event: MessageEvent<{ left?: number } | null>) => {
      clearTimeout(timer)
      resolve(event.data?.left ?? 0)
    }
    client.postMessage({ type: QUEUE_FLUSH_MESSAGE }, [channel.port2])
  })
}

self.addEventListener('sync', ((event: ExtendableEvent & { tag: string }) => {
  if (event.tag !== QUEUE_SYNC_TAG) return
  const flushed = self.clients.matchAll({ type: 'window' }).then(async (windows) => {
    const page = windows.find((w) => w.visibilityState === 'visible') ?? windows[0]
    if (page && (await askPageToFlush(page)) > 0) throw new Error('kept actions left: try again later')
  })
  event.waitUntil(flushed)
}) as EventListener)

// Web Push (issue 50). The server pushes {title, body, url, tag} (src/server/push.ts): shown with the
// app's icon, its tag making a repeat replace the earlier one. The worker holds no token, so it asks
// the open pages (PUSH_MESSAGE, features/push/push-listener.ts) to read the booking it names again
// into the device's mirror and to count the unread notifications again; with no page open, the next
// start reads them anyway.
/** As in src/lib/storage/push-names.ts (not imported: the worker imports only lib's constants files). */
const PUSH_MESSAGE = 'BC_PUSH'

interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}

/** Only a path of this app is opened (never another origin, whatever a push says). */
const appPath = (url: unknown): string => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications')

function readPush(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<Record<keyof PushPayload, unknown>> | undefined
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null
    return { title: value.title, body: value.body, url: appPath(value.url), tag: typeof value.tag === 'string' ? value.tag : '' }
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data)
  if (!push) return
  const shown = self.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag || undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: push.url },
  })
  const told = self.clients
    .matchAll({ type: 'window' })
    .then((pages) => pages.forEach((page) => page.postMessage({ type: PUSH_MESSAGE, url: push.url, tag: push.tag })))
  event.waitUntil(Promise.all([shown, told]))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = appPath((event.notification.data as { url?: unknown } | null)?.url)
  const opened = self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
    const page = pages.find((p) => p.focused) ?? pages.find((p) => p.visibilityState === 'visible') ?? pages[0]
    if (page) {
      // Focusing needs the click's activation; navigating does not, so a refused focus still opens the path.
      const focused = await page.focus().catch(() => page)
      if (await focused.navigate(url).catch(() => null)) return
    }
    await self.clients.openWindow(url)
  })
  event.waitUntil(opened)
})
clientsClaim()
