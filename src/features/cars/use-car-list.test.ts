/** The search of /cars started as the screen's code loads, and taken by the list instead of asked again. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getFrontendCars } from '../../lib/api/cars'
import { reply, stubFetch } from '../../lib/api/testing-fetch'
import { CAR, SUPPLIER } from '../../lib/api/testing-fixtures'
import { CARS_PAGE_SIZE } from '../../lib/constants'
import { carSearchFor } from './car-filters'
import { prefetchCarSearch } from './use-car-list'

const QUERY = '?p=loc1&f=2030-06-01T10:00:00.000Z&t=2030-06-04T10:00:00.000Z&sort=price'
const paths = (requests: { url: string; method: string }[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)

beforeEach(() => {
  window.__voltaEarlyCalls = []
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('prefetchCarSearch', () => {
  it('asks for the suppliers, then the search of the query, once; the list then takes that reply', async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 1 }] }]))
    prefetchCarSearch(QUERY)
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    const filter = carSearchFor(new URLSearchParams(QUERY), [SUPPLIER._id])
    expect(paths(requests)).toEqual(['GET /api/all-companies', `POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`])
    expect(JSON.parse(requests[1].body as string)).toEqual(filter)
    // The suppliers are in hand now: the same search again is not sent twice.
    prefetchCarSearch(QUERY)
    const page = await getFrontendCars(1, CARS_PAGE_SIZE, filter)
    expect(page.items.map((c) => c.name)).toEqual([CAR.name])
    expect(requests).toHaveLength(2)
  })

  it('leaves a failed suppliers call to the screen: no search, no error', async () => {
    vi.resetModules() // a session without the suppliers
    const { prefetchCarSearch: fresh } = await import('./use-car-list')
    const requests = stubFetch(...Array(4).fill(new TypeError('offline')))
    vi.useFakeTimers()
    fresh(QUERY)
    await vi.runAllTimersAsync() // the read policy's retries
    vi.useRealTimers()
    expect(paths(requests)).toEqual(Array(4).fill('GET /api/all-companies'))
  })
})
