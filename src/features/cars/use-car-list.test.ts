/** The search of /cars started as the screen's code loads, and taken by the list instead of asked again; the first paint's copy of a kept search, shown by the first render. */
import { createElement, type ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n/i18n'
import type { Car } from '../../lib/api/entities'
import { getFrontendCars } from '../../lib/api/cars'
import { reply, stubFetch } from '../../lib/api/testing-fetch'
import { CAR, SUPPLIER } from '../../lib/api/testing-fixtures'
import { CARS_PAGE_SIZE } from '../../lib/constants'
import { carSearchFor } from '../../lib/car-search/filters'
import { handOverSearch } from './search-in-hand'
import { searchOf } from './search-of'
import { prefetchCarSearch, useCarList, type CarListState } from './use-car-list'

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

describe('useCarList with the first paint’s copy of the search (features/cars/search-in-hand.ts)', () => {
  const SAVED_AT = Date.parse('2030-05-01T09:00:00.000Z')
  const data = { items: [CAR as Car], total: 7 }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children)
  const params = new URLSearchParams(QUERY.slice(1))

  /** The first paint's page is up. */
  const firstPaintUp = () => {
    const main = document.createElement('main')
    main.dataset.firstPaint = ''
    document.body.replaceChildren(main)
  }
  /** What the list's first render shows. */
  const firstRender = () => {
    const seen: CarListState[] = []
    renderHook(() => seen[seen.push(useCarList(params)) - 1], { wrapper })
    return seen[0]
  }

  beforeEach(async () => {
    await activateLanguage('pl')
    firstPaintUp()
    // The live search never answers here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
  })
  afterEach(() => {
    delete window.__voltaSavedSearch
    document.body.replaceChildren()
  })

  const hand = (language: 'pl' | 'fr', query: string, drawn = true) =>
    Object.assign(handOverSearch(language, searchOf(query)), { copy: { data, savedAt: SAVED_AT }, reading: false, drawn })

  it('shows the kept page from the first render, from the device, while the network is asked', () => {
    hand('pl', params.toString())
    expect(firstRender()).toMatchObject({
      cars: data.items,
      total: 7,
      status: 'ready',
      fromDevice: true,
      savedAt: SAVED_AT,
      drawnFromDevice: true,
    })
    expect(firstRender().checking).toBe(true)
  })

  it('not for another search, another language, once the app has replaced the first paint, or while the read is under way (which it then marks missed)', () => {
    hand('pl', new URLSearchParams(QUERY.slice(1).replace('sort=price', 'sort=name')).toString())
    expect(firstRender()).toMatchObject({ cars: [], status: 'loading', fromDevice: false, drawnFromDevice: false })
    hand('fr', params.toString())
    expect(firstRender()).toMatchObject({ cars: [], drawnFromDevice: false })
    hand('pl', params.toString())
    document.body.replaceChildren()
    expect(firstRender()).toMatchObject({ cars: [], drawnFromDevice: false })
    firstPaintUp()
    const reading = Object.assign(handOverSearch('pl', searchOf(params)), { reading: true })
    expect(firstRender()).toMatchObject({ cars: [], status: 'loading' })
    expect(reading.missed).toBe(true)
  })
})
