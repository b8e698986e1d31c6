/**
 * The first visit is not lost: what the page loaded before the service worker took
 * control (a car, its picture, the places) is handed to the worker once it is active,
 * with Workbox's CACHE_URLS message, so it opens offline later. Only public GET reads
 * that the worker caches anyway; never a personal or token-bearing call.
 */
const CACHEABLE = [
  '/api/car/',
  '/api/locations/',
  '/api/location/',
  '/api/all-companies',
  '/api/frontend-locations/',
  '/api/frontend-suppliers/',
  '/cdn/cars/',
  '/cdn/users/',
]

export function cacheableUrls(loaded: readonly string[]): string[] {
  const urls = new Set<string>()
  for (const name of loaded) {
    try {
      const url = new URL(name)
      if ((url.protocol === 'https:' || url.protocol === 'http:') && CACHEABLE.some((p) => url.pathname.startsWith(p))) urls.add(url.href)
    } catch {
      // not a URL: skip
    }
  }
  return [...urls]
}

/**
 * Posts the page's cacheable loads to the active worker (at most 200 of them), only when
 * the page was not controlled when it loaded: a controlled page's loads went through the
 * worker already, and handing them over again would fetch them all a second time.
 */
export async function handOverLoadedUrls(registration: ServiceWorkerRegistration): Promise<void> {
  if (navigator.serviceWorker.controller) return
  const ready = await navigator.serviceWorker.ready
  const worker = ready.active ?? registration.active
  const loaded = performance.getEntriesByType('resource').map((e) => e.name)
  const urlsToCache = cacheableUrls(loaded).slice(0, 200)
  if (worker && urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
}
