/** The last searches on the device: bounded, newest kept, per language, stale ones never shown, and the honest rule for other views. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Car, Paged } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { SAVED_SEARCHES, forgetSavedSearches, knowsPlaceAndDates, readSavedView, saveSearch, savedViewOf } from './saved-searches'
import { searchOf } from './search-of'

const NOW = Date.parse('2030-05-01T09:00:00.000Z')
const DATES = 'f=2030-06-01T10:00:00.000Z&t=2030-06-04T10:00:00.000Z'
const at = (place: string, extra = '') => searchOf(`p=${place}&${DATES}${extra ? `&${extra}` : ''}`)

const car = (name: string, change: Partial<Car> = {}): Car => ({ ...(CAR as Car), _id: `id-${name}`, name, ...change })
const page = (items: Car[], total = items.length): Paged<Car> => ({ items, total })
const WHOLE = page([
  car('Zoe', { price: 120, gearbox: 'automatic', type: 'EV' }),
  car('Clio', { price: 90, gearbox: 'manual', type: 'gasoline' }),
  car('Astra', { price: 90, gearbox: 'manual', type: 'diesel', aircon: false }),
])
const names = (p: Paged<Car> | null | undefined) => p?.items.map((c) => c.name)

beforeEach(() => forgetSavedSearches())

describe('the store', () => {
  it('shows a kept search in its own language only, with its time', async () => {
    await saveSearch('pl', at('loc1'), WHOLE, NOW - 60_000)
    expect(await readSavedView('pl', at('loc1'), NOW)).toEqual({ data: WHOLE, savedAt: NOW - 60_000, derived: false })
    expect(await readSavedView('fr', at('loc1'), NOW)).toBeNull()
    expect(await readSavedView('pl', at('loc2'), NOW)).toBeNull()
  })

  it('keeps the newest searches up to the bound, across languages', async () => {
    const count = SAVED_SEARCHES.max + 2
    for (let i = 0; i < count; i++) await saveSearch(i % 2 ? 'fr' : 'pl', at(`loc${i}`), WHOLE, NOW - (count - i) * 1000)
    const kept = []
    for (let i = 0; i < count; i++) kept.push((await readSavedView(i % 2 ? 'fr' : 'pl', at(`loc${i}`), NOW)) !== null)
    expect(kept).toEqual([false, false, true, true, true, true, true])
  })

  it('saving a search again makes it the newest: it outlives the ones saved between', async () => {
    await saveSearch('pl', at('old'), WHOLE, NOW - 10_000)
    for (let i = 0; i < SAVED_SEARCHES.max - 1; i++) await saveSearch('pl', at(`loc${i}`), WHOLE, NOW - 9000 + i)
    await saveSearch('pl', at('old'), WHOLE, NOW - 100)
    await saveSearch('pl', at('new'), WHOLE, NOW - 50)
    expect(await readSavedView('pl', at('old'), NOW)).not.toBeNull()
    expect(await readSavedView('pl', at('loc0'), NOW)).toBeNull()
  })

  it('never shows a search older than the bound or whose pickup time has passed, and drops them at the next save', async () => {
    await saveSearch('pl', at('loc1'), WHOLE, NOW - SAVED_SEARCHES.maxAgeMs - 1)
    expect(await readSavedView('pl', at('loc1'), NOW)).toBeNull()
    const after = Date.parse('2030-06-01T10:00:00.000Z')
    await saveSearch('pl', at('loc2'), WHOLE, after - 1000)
    expect(await readSavedView('pl', at('loc2'), after - 500)).not.toBeNull()
    expect(await readSavedView('pl', at('loc2'), after)).toBeNull()
    expect(await knowsPlaceAndDates('pl', at('loc1'), NOW)).toBe(false)
  })

  it('keeps nothing but the search and the public cars (no account), and forgets everything on demand', async () => {
    await saveSearch('pl', at('loc1', 'suppliers=s1'), WHOLE, NOW)
    const { entries, createStore } = await import('idb-keyval')
    const [[key, value]] = await entries(createStore(SAVED_SEARCHES.db, SAVED_SEARCHES.store))
    expect(key).toEqual(expect.stringMatching(/^pl:/))
    expect(Object.keys(value as object).sort()).toEqual(['data', 'language', 'savedAt', 'search', 'v'])
    expect((value as { search: object }).search).not.toHaveProperty('companies')
    await forgetSavedSearches()
    expect(await readSavedView('pl', at('loc1', 'suppliers=s1'), NOW)).toBeNull()
  })

  it('answers another view of a kept whole result, and says when the device knows the place and dates', async () => {
    await saveSearch('pl', at('loc1'), WHOLE, NOW - 1000)
    const view = await readSavedView('pl', at('loc1', 'gearbox=manual&sort=-price'), NOW)
    expect(view?.derived).toBe(true)
    expect(names(view?.data)).toEqual(['Astra', 'Clio'])
    expect(await knowsPlaceAndDates('pl', at('loc1', 'gearbox=manual'), NOW)).toBe(true)
    expect(await knowsPlaceAndDates('fr', at('loc1'), NOW)).toBe(false)
  })
})

describe('the honest rule (savedViewOf)', () => {
  const kept = { search: at('loc1'), data: WHOLE }

  it('sorts and filters a kept whole result as the search call would', () => {
    expect(names(savedViewOf(kept, at('loc1', 'sort=price')))).toEqual(['Astra', 'Clio', 'Zoe'])
    expect(names(savedViewOf(kept, at('loc1', 'sort=-price')))).toEqual(['Zoe', 'Astra', 'Clio'])
    expect(names(savedViewOf(kept, at('loc1', 'aircon=1')))).toEqual(['Clio', 'Zoe'])
    expect(savedViewOf(kept, at('loc1', 'type=EV'))).toEqual({ items: [WHOLE.items[0]], total: 1 })
  })

  it('refuses a page that is not the whole result, except for the very same search', () => {
    const partial = { search: at('loc1'), data: page(WHOLE.items, 40) }
    expect(savedViewOf(partial, at('loc1', 'sort=price'))).toBeNull()
    expect(savedViewOf(partial, at('loc1', 'gearbox=manual'))).toBeNull()
    expect(savedViewOf(partial, at('loc1'))).toBe(partial.data)
  })

  it('refuses another place or dates, and a wider filter than the kept one', () => {
    expect(savedViewOf(kept, at('loc2'))).toBeNull()
    expect(savedViewOf(kept, searchOf(`p=loc1&f=2030-06-02T10:00:00.000Z&t=2030-06-04T10:00:00.000Z`))).toBeNull()
    const narrow = { search: at('loc1', 'gearbox=manual'), data: page([WHOLE.items[1], WHOLE.items[2]]) }
    expect(savedViewOf(narrow, at('loc1'))).toBeNull()
    expect(names(savedViewOf(narrow, at('loc1', 'gearbox=manual&sort=price')))).toEqual(['Astra', 'Clio'])
    const someSuppliers = { search: at('loc1', 'suppliers=a,b'), data: WHOLE }
    expect(savedViewOf(someSuppliers, at('loc1'))).toBeNull()
    expect(savedViewOf({ search: at('loc1', 'deposit=5000'), data: WHOLE }, at('loc1'))).toBeNull()
    expect(savedViewOf({ search: at('loc1', 'seats=4'), data: WHOLE }, at('loc1', 'seats=3'))).toBeNull()
  })
})
