// @vitest-environment node
import type { WorkboxPlugin } from 'workbox-core/types'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CACHES } from '../lib/storage/cache-names'
import { dropIfPurged, purgePersonalCaches } from './purge'

// The expiration records live in IndexedDB, which node lacks; what matters here is the caches.
vi.mock('workbox-expiration', () => ({
  CacheExpiration: class {
    delete(): Promise<void> {
      return Promise.resolve()
    }
  },
}))

/** A minimal Cache Storage: named maps of URL to Response. */
const stores = new Map<string, Map<string, Response>>()
function open(name: string): Map<string, Response> {
  let store = stores.get(name)
  if (!store) stores.set(name, (store = new Map()))
  return store
}
vi.stubGlobal('caches', {
  open: (name: string) =>
    Promise.resolve({
      put: (request: Request, response: Response) => Promise.resolve(void open(name).set(request.url, response)),
      delete: (request: Request) => Promise.resolve(open(name).delete(request.url)),
    }),
  delete: (name: string) => Promise.resolve(stores.delete(name)),
})

const request = new Request('http://localhost/api/booking/b1/en', { headers: { 'x-access-token': 'JWT-anna' } })
const cacheName = CACHES.bookings
type Call<K extends keyof WorkboxPlugin> = Parameters<NonNullable<WorkboxPlugin[K]>>[0]

/** What Workbox's strategy handler does with the plugin for one network answer, with the purge at a chosen step. */
async function fetchAndStore(purgeAt: 'before-check' | 'while-storing' | 'never'): Promise<void> {
  const state = {}
  await dropIfPurged.requestWillFetch?.({ request, state } as Call<'requestWillFetch'>)
  if (purgeAt === 'before-check') await purgePersonalCaches()
  const checked = await dropIfPurged.cacheWillUpdate?.({
    request,
    response: new Response('{"_id":"b1"}'),
    state,
  } as Call<'cacheWillUpdate'>)
  if (!checked) return
  if (purgeAt === 'while-storing') await purgePersonalCaches()
  await (await caches.open(cacheName)).put(request, checked)
  await dropIfPurged.cacheDidUpdate?.({ cacheName, request, newResponse: checked, state } as Call<'cacheDidUpdate'>)
}

beforeEach(() => stores.clear())

describe('the worker drops answers to requests that started before a sign-out purge', () => {
  it('stores an answer when no purge came in between', async () => {
    await fetchAndStore('never')
    expect([...open(cacheName).keys()]).toEqual([request.url])
  })

  it('refuses an answer that arrives after the purge', async () => {
    await fetchAndStore('before-check')
    expect([...open(cacheName).keys()]).toEqual([])
  })

  it('deletes an answer that the purge overtook while it was being stored', async () => {
    await fetchAndStore('while-storing')
    expect([...open(cacheName).keys()]).toEqual([])
  })

  it('keeps storing the answers to requests made after the purge', async () => {
    await purgePersonalCaches()
    await fetchAndStore('never')
    expect([...open(cacheName).keys()]).toEqual([request.url])
  })
})
