// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carSearchFor } from '../lib/car-search/filters'
import { config } from '../lib/config'
import { CARS_PAGE_SIZE } from '../lib/constants'
import { CACHES } from '../lib/storage/cache-names'
import { startCarSearch, takeCarSearch, TTL_MS } from './early-search'

const SUPPLIERS = [
  { _id: 's1', fullName: 'SunRent' },
  { _id: 's2', fullName: 'Vistula' },
]
const PAGE = new URL('https://volta.example/cars?p=place-1&f=2026-12-04T10%3A00%3A00.000Z&t=2026-12-07T10%3A00%3A00.000Z')
const SEARCH_URL = `${config.apiHost}/api/frontend-cars/1/${CARS_PAGE_SIZE}`
const body = (ids: string[]) => JSON.stringify(carSearchFor(PAGE.searchParams, ids))
const pageRequest = (text: string, url = SEARCH_URL) =>
  new Request(url, { method: 'POST', body: text, headers: { 'Content-Type': 'application/json' } })

let cached: Response | undefined
let sent: { url: string; body: string }[]
let opened: string[]

beforeEach(() => {
  cached = new Response(JSON.stringify(SUPPLIERS))
  sent = []
  opened = []
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      opened.push(name)
      return { match: async (url: string) => (url === `${config.apiHost}/api/all-companies` ? cached?.clone() : undefined) }
    },
  })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as string })
    return new Response(JSON.stringify([{ resultData: [], pageInfo: [] }]))
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the search the worker starts for a /cars navigation', () => {
  it('is the screen’s own search with the cached suppliers, handed once to the same request', async () => {
    await startCarSearch(PAGE)
    expect(opened).toEqual([CACHES.locations])
    expect(sent).toEqual([{ url: SEARCH_URL, body: body(['s1', 's2']) }])
    const reply = await takeCarSearch(pageRequest(body(['s1', 's2'])))
    expect(await reply?.json()).toEqual([{ resultData: [], pageInfo: [] }])
    expect(await takeCarSearch(pageRequest(body(['s1', 's2'])))).toBeNull() // once
  })

  it('is not handed to another body, another page of results, or after TTL_MS', async () => {
    await startCarSearch(PAGE)
    expect(await takeCarSearch(pageRequest(body(['s1'])))).toBeNull()
    expect(await takeCarSearch(pageRequest(body(['s1', 's2']), `${config.apiHost}/api/frontend-cars/2/${CARS_PAGE_SIZE}`))).toBeNull()
    vi.useFakeTimers({ now: Date.now() + TTL_MS + 1 })
    expect(await takeCarSearch(pageRequest(body(['s1', 's2'])))).toBeNull()
  })

  it('is not started elsewhere than /cars, nor without a readable suppliers list in the cache', async () => {
    await startCarSearch(new URL('https://volta.example/bookings'))
    cached = undefined
    await startCarSearch(PAGE)
    cached = new Response('{"not":"a list"}')
    await startCarSearch(PAGE)
    cached = new Response('<html>')
    await startCarSearch(PAGE)
    expect(sent).toEqual([])
    expect(await takeCarSearch(pageRequest(body(['s1', 's2'])))).toBeNull()
  })

  it('leaves a failed search to the page, which then asks the network itself', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    await startCarSearch(PAGE)
    expect(await takeCarSearch(pageRequest(body(['s1', 's2'])))).toBeNull()
  })
})
