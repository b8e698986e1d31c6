/** The first paint's read of the search kept on the device: that search's own entry, in its language, not stale; anything else is nothing. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Car, Paged } from '../../../lib/api/entities'
import { CAR } from '../../../lib/api/testing-fixtures'
import { SAVED_SEARCHES, saveSearch } from '../../../features/cars/saved-searches'
import { searchOf } from '../../../features/cars/search-of'
import { readSavedCars } from './saved-cars'

const NOW = Date.parse('2030-05-01T09:00:00.000Z')
const at = (extra = '') => searchOf(`p=loc1&f=2030-06-01T10:00:00.000Z&t=2030-06-04T10:00:00.000Z${extra}`)
const PAGE: Paged<Car> = { items: [CAR as Car, { ...(CAR as Car), _id: 'id-2', name: 'Clio' }], total: 2 }

afterEach(() => vi.unstubAllGlobals())

describe('readSavedCars', () => {
  it('finds nothing on a device that never kept a search, and makes no database for it', async () => {
    expect(await readSavedCars('pl', at(), NOW)).toBeNull()
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(SAVED_SEARCHES.db)
  })

  it('reads the page kept for this search, in this language, with its time', async () => {
    await saveSearch('pl', at(), PAGE, NOW - 60_000)
    expect(await readSavedCars('pl', at(), NOW)).toEqual({ data: PAGE, savedAt: NOW - 60_000 })
  })

  it('only that search’s own entry: not another order or filter (no view made from a wider search), nor another language', async () => {
    await saveSearch('pl', at(), PAGE, NOW - 60_000)
    expect(await readSavedCars('pl', at('&sort=price'), NOW)).toBeNull()
    expect(await readSavedCars('pl', at('&aircon=1'), NOW)).toBeNull()
    expect(await readSavedCars('fr', at(), NOW)).toBeNull()
  })

  it('nothing stale: kept more than a week ago, from the future (a clock put back), or whose pickup time has passed', async () => {
    await saveSearch('fr', at(), PAGE, NOW - 8 * 24 * 3600_000)
    expect(await readSavedCars('fr', at(), NOW)).toBeNull()
    await saveSearch('fr', at(), PAGE, NOW + 60_000)
    expect(await readSavedCars('fr', at(), NOW)).toBeNull()
    await saveSearch('fr', at(), PAGE, NOW - 60_000)
    expect(await readSavedCars('fr', at(), Date.parse('2030-06-01T10:00:00.000Z'))).toBeNull()
    expect(await readSavedCars('fr', at(), NOW)).not.toBeNull()
  })

  it('a broken or blocked IndexedDB reads as nothing', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(await readSavedCars('pl', at(), NOW)).toBeNull()
    const failing = {} as IDBOpenDBRequest
    vi.stubGlobal('indexedDB', { open: () => (setTimeout(() => failing.onerror?.(new Event('error'))), failing) })
    expect(await readSavedCars('pl', at(), NOW)).toBeNull()
    const blocked = {} as IDBOpenDBRequest
    vi.stubGlobal('indexedDB', {
      open: () => (setTimeout(() => blocked.onblocked?.(new Event('blocked') as IDBVersionChangeEvent)), blocked),
    })
    expect(await readSavedCars('pl', at(), NOW)).toBeNull()
  })
})
