import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { clear, createStore, keys } from 'idb-keyval'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { carSchema, type Car, type Paged } from '../../lib/api/entities'
import { ApiError } from '../../lib/api/errors'
import { CAR } from '../../lib/api/testing-fixtures'
import { activateLanguage, i18n } from '../../lib/i18n/i18n'
import { IDB } from '../../lib/storage/keys'
import { purgePersonalData } from '../../lib/storage/purge'
import { DEFAULT_FLEET_FILTERS, toSupplierCarsFilter } from './fleet-query'
import { fleetPageKey, forgetFleetCar, patchFleetCar, readFleetPage, writeFleetPage } from './mirror'
import { useFleet } from './use-fleet'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }))
vi.mock('../../ui/toast', () => ({ toast }))
const api = vi.hoisted(() => ({
  getSupplierCars: vi.fn<() => Promise<Paged<Car>>>(),
  updateCar: vi.fn<(payload: { _id: string; available: boolean }) => Promise<boolean>>(),
}))
vi.mock('../../lib/api/supplier-cars', async (original) => ({ ...(await original<object>()), ...api }))

const car = (id: string, extra: Partial<Car> = {}): Car => ({ ...carSchema(CAR), _id: id, ...extra })
const query = { keyword: '', filters: DEFAULT_FLEET_FILTERS }
const page = (total: number, ...items: Car[]): Paged<Car> => ({ items, total })
const mfilter = { fuel: ['EV' as const], gearbox: [], mileage: [], deposit: -1 as const, availability: [] }
const mquery = { keyword: 'zoe', filter: mfilter, page: 1, size: 15 }
const store = () => createStore(IDB.supplierCars.db, IDB.supplierCars.store)
const signedInAs = (id: string) =>
  localStorage.setItem('bc-user', JSON.stringify({ id, accessToken: 't', language: 'en', type: 'company' }))
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)))
  return { promise, resolve, reject }
}

async function fleetOf(...cars: Car[]) {
  api.getSupplierCars.mockResolvedValue({ items: cars, total: cars.length })
  const hook = renderHook(() => useFleet('s1', query), { wrapper })
  await waitFor(() => expect(hook.result.current.fresh && hook.result.current.cars.length).toBe(cars.length))
  return hook
}

beforeEach(async () => {
  await activateLanguage('en')
  await clear(store())
  signedInAs('s1')
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('useFleet', () => {
  it('moves the switch at once, and keeps it once the server saved the whole car with it (list and mirror)', async () => {
    const { result } = await fleetOf(car('c1'), car('c2'))
    const answer = deferred<boolean>()
    api.updateCar.mockReturnValueOnce(answer.promise)
    let saved: Promise<boolean> = Promise.resolve(false)
    act(() => {
      saved = result.current.setAvailable(result.current.cars[1], false)
    })
    expect(result.current.cars.map((c) => c.available)).toEqual([true, false])
    // The body is the car as it is, with the one field changed.
    expect(api.updateCar).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c2', available: false, name: CAR.name, price: CAR.price }))
    await act(async () => answer.resolve(true))
    await expect(saved).resolves.toBe(true)
    expect(result.current.cars.map((c) => c.available)).toEqual([true, false])
    const page1 = { keyword: '', filter: toSupplierCarsFilter(DEFAULT_FLEET_FILTERS), page: 1, size: 15 }
    await waitFor(async () => expect((await readFleetPage('s1', page1))?.data.items.map((c) => c.available)).toEqual([true, false]))
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('puts the switch back and says why when the server refuses', async () => {
    const { result } = await fleetOf(car('c1'))
    const answer = deferred<boolean>()
    api.updateCar.mockReturnValueOnce(answer.promise)
    act(() => void result.current.setAvailable(result.current.cars[0], false))
    expect(result.current.cars[0].available).toBe(false)
    // A second click while the first is on its way sends nothing.
    act(() => void result.current.setAvailable(result.current.cars[0], true))
    expect(api.updateCar).toHaveBeenCalledTimes(1)
    await act(async () => answer.reject(new ApiError('server', 'updateCar', { status: 500 })))
    expect(result.current.cars[0].available).toBe(true)
    expect(toast.error).toHaveBeenCalledWith('An unhandled error occurred.')
  })

  it('takes a deleted car out of the list and the count at once', async () => {
    const { result } = await fleetOf(car('c1'), car('c2'), car('c3'))
    expect(result.current.total).toBe(3)
    api.getSupplierCars.mockResolvedValue({ items: [car('c1'), car('c3')], total: 2 })
    act(() => result.current.remove('c2'))
    expect(result.current.cars.map((c) => c._id)).toEqual(['c1', 'c3'])
    expect(result.current.total).toBe(2)
    // The pages are asked again; the count stays right once the server's answer is in.
    await waitFor(() => expect(api.getSupplierCars).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(result.current.fresh).toBe(true))
    expect(result.current.total).toBe(2)
    expect(result.current.cars.map((c) => c._id)).toEqual(['c1', 'c3'])
  })
})

describe('the supplier cars mirror', () => {
  it('keys each page by user, keyword, filter, page and size', () => {
    expect(fleetPageKey('s1', mquery)).toMatch(/^s1:cars:[0-9a-z]+$/)
    expect(fleetPageKey('s1', { ...mquery, page: 2 })).not.toBe(fleetPageKey('s1', mquery))
    expect(fleetPageKey('s1', { ...mquery, keyword: '' })).not.toBe(fleetPageKey('s1', mquery))
    expect(fleetPageKey('s1', { ...mquery, filter: { ...mfilter, availability: ['available'] } })).not.toBe(fleetPageKey('s1', mquery))
    expect(fleetPageKey('s2', mquery)).not.toBe(fleetPageKey('s1', mquery))
  })

  it('round-trips a page with the time it was saved, for its user only', async () => {
    const data = page(2, car('c1'), car('c2'))
    await writeFleetPage('s1', mquery, data, 1000)
    expect(await readFleetPage('s1', mquery)).toEqual({ data, savedAt: 1000 })
    expect(await readFleetPage('s1', { ...mquery, page: 2 })).toBeNull()
    expect(await readFleetPage('s2', mquery)).toBeNull()
  })

  it('writes nothing for a user who is no longer signed in', async () => {
    localStorage.removeItem('bc-user')
    await writeFleetPage('s1', mquery, page(1, car('c1')), 1000)
    expect(await keys(store())).toEqual([])
  })

  it('applies a confirmed availability change to every saved page that shows the car, keeping the time saved', async () => {
    await writeFleetPage('s1', mquery, page(2, car('c1'), car('c2')), 1000)
    await writeFleetPage('s1', { ...mquery, keyword: '' }, page(1, car('c2')), 2000)
    signedInAs('s2')
    await writeFleetPage('s2', mquery, page(1, car('c2')), 3000)
    signedInAs('s1')
    await patchFleetCar('s1', 'c2', { available: false })
    expect((await readFleetPage('s1', mquery))?.data.items.map((c) => [c._id, c.available])).toEqual([
      ['c1', true],
      ['c2', false],
    ])
    expect(await readFleetPage('s1', { ...mquery, keyword: '' })).toMatchObject({ savedAt: 2000, data: { items: [{ available: false }] } })
    // Another supplier's copy is not touched.
    expect((await readFleetPage('s2', mquery))?.data.items[0].available).toBe(true)
  })

  it('takes a deleted car out of the saved pages and lowers their count', async () => {
    await writeFleetPage('s1', mquery, page(7, car('c1'), car('c2')), 1000)
    await forgetFleetCar('s1', 'c1')
    expect(await readFleetPage('s1', mquery)).toEqual({ data: page(6, car('c2')), savedAt: 1000 })
  })

  it('is emptied by the sign-out purge', async () => {
    await writeFleetPage('s1', mquery, page(1, car('c1')), 1000)
    expect(await keys(store())).toHaveLength(1)
    await purgePersonalData()
    expect(await keys(store())).toEqual([])
  })
})
