import { afterEach, describe, expect, it, vi } from 'vitest'
import { cacheableUrls, handOverLoadedUrls } from './cache-urls'

describe('cacheableUrls', () => {
  it('keeps the public reads the worker caches, once each, and nothing personal', () => {
    expect(
      cacheableUrls([
        'http://localhost:4280/api/car/6650ca000000000000000001/pl',
        'http://localhost:4280/api/car/6650ca000000000000000001/pl',
        'http://localhost:4280/cdn/cars/car-1.png',
        'https://api.example.com/api/all-companies',
        'http://localhost:4280/api/frontend-locations/pl',
        'http://localhost:4280/api/frontend-suppliers/fr',
        'http://localhost:4280/api/bookings/1/20/pl',
        'http://localhost:4280/api/booking/6650b0000000000000000001/pl',
        'http://localhost:4280/assets/index-abc.js',
        'not a url',
      ]),
    ).toEqual([
      'http://localhost:4280/api/car/6650ca000000000000000001/pl',
      'http://localhost:4280/cdn/cars/car-1.png',
      'https://api.example.com/api/all-companies',
      'http://localhost:4280/api/frontend-locations/pl',
      'http://localhost:4280/api/frontend-suppliers/fr',
    ])
  })
})

describe('handOverLoadedUrls', () => {
  const car = 'http://localhost:4280/api/car/6650ca000000000000000001/pl'
  // jsdom has no service worker container: each test lends one.
  afterEach(() => void Reflect.deleteProperty(navigator, 'serviceWorker'))

  /** A page whose worker is active; `controller` says whether it controlled the page when it loaded. */
  function page(controller: object | null) {
    const worker = { postMessage: vi.fn() }
    const registration = { active: worker } as unknown as ServiceWorkerRegistration
    const container = { controller, ready: Promise.resolve(registration) }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => container })
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: car },
      { name: 'http://localhost:4280/assets/a.js' },
    ] as PerformanceEntryList)
    return { worker, registration }
  }

  it('hands the worker what the page loaded before it took control (the first visit)', async () => {
    const { worker, registration } = page(null)
    await handOverLoadedUrls(registration)
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'CACHE_URLS', payload: { urlsToCache: [car] } })
  })

  it('hands nothing over when the worker controlled the page from the start (its loads went through it)', async () => {
    const { worker, registration } = page({})
    await handOverLoadedUrls(registration)
    expect(worker.postMessage).not.toHaveBeenCalled()
  })
})
