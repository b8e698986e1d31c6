// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { revive } from './db/repo.ts'
import { CAR_TYPES } from './types.ts'
import { call, daysFromNow, firstPage, signIn, testServer } from './testing.ts'

const app = await testServer()
const { db } = app.deps
const allCars = async () => (await db.selectFrom('cars').select('doc').orderBy('id').execute()).map((r) => revive.car(r.doc))
const companies = (await db.selectFrom('users').select('id').where('type', '=', 'company').execute()).map((u) => u.id)
const locations = new Map((await withRepo(app.deps, (r) => r.locations.all())).map((l) => [l._id, l]))
const warsaw = [...locations.values()].find((l) => l.names.en === 'Warsaw Chopin Airport')!._id

interface ListedCar {
  _id: string
  name: string
  type: string
  gearbox: string
  mileage: number
  deposit: number
  fuelPolicy: string
  available: boolean
  locations: string[]
  company: { _id: string; fullName: string; avatar: string }
}

const everything = {
  companies,
  fuel: [...CAR_TYPES],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
}

async function search(body: Record<string, unknown>, page = 1, size = 100) {
  const reply = await call(app, 'POST', `/api/frontend-cars/${page}/${size}`, { body })
  expect(reply.status).toBe(200)
  return firstPage<ListedCar>(reply)
}

describe('frontend-cars', () => {
  it('lists available cars by name with supplier summaries and location ids', async () => {
    const { resultData, pageInfo } = await search(everything)
    const available = (await allCars()).filter((c) => c.available).length
    expect(pageInfo).toEqual([{ totalRecords: available }])
    expect(resultData.every((c) => c.available)).toBe(true)
    const names = resultData.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(Object.keys(resultData[0].company).sort()).toEqual([
      '_id',
      'avatar',
      'bio',
      'fullName',
      'licenseRequired',
      'location',
      'minimumRentalDays',
      'payLater',
      'phone',
    ])
    expect(typeof resultData[0].locations[0]).toBe('string')
  })

  it('filters by location, type, gearbox, mileage, fuel policy and deposit', async () => {
    const filtered = await search({
      ...everything,
      pickupLocation: warsaw,
      fuel: ['EV', 'EVMH'],
      gearbox: ['automatic'],
      mileage: ['unlimited'],
      fuelPolicy: ['freeTank'],
      deposit: 7500,
    })
    const expected = (await allCars()).filter(
      (c) =>
        c.available &&
        c.locations.includes(warsaw) &&
        (c.type === 'EV' || c.type === 'EVMH') &&
        c.gearbox === 'automatic' &&
        c.mileage === -1 &&
        c.fuelPolicy === 'freeTank' &&
        c.deposit <= 7500,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(filtered.resultData.map((c) => c._id).sort()).toEqual(expected.map((c) => c._id).sort())
    const limited = await search({ ...everything, mileage: ['limited'], gearbox: ['manual'], deposit: 2500 })
    expect(limited.resultData.length).toBeGreaterThan(0)
    expect(limited.resultData.every((c) => c.mileage > -1 && c.gearbox === 'manual' && c.deposit <= 2500)).toBe(true)
  })

  it('answers an empty page for empty companies or mileage, and 400 for missing arrays', async () => {
    expect(await search({ ...everything, companies: [] })).toEqual({ resultData: [], pageInfo: [] })
    expect(await search({ ...everything, mileage: [] })).toEqual({ resultData: [], pageInfo: [] })
    const { fuel: _fuel, ...withoutFuel } = everything
    expect((await call(app, 'POST', '/api/frontend-cars/1/15', { body: withoutFuel })).status).toBe(400)
  })

  it('keeps cars with at least n seats or doors, and with air conditioning when asked (call 18)', async () => {
    const cars = (await allCars()).filter((c) => c.available)
    const ids = (list: { _id: string }[]) => list.map((c) => c._id).sort()
    for (const seats of [2, 5, 7, 9]) {
      const { resultData } = await search({ ...everything, seats })
      expect(ids(resultData), `seats ${seats}`).toEqual(ids(cars.filter((c) => c.seats >= seats)))
    }
    const fiveSeats = cars.filter((c) => c.seats >= 5).length
    expect(fiveSeats).toBeGreaterThan(0)
    expect(fiveSeats).toBeLessThan(cars.length)
    const { resultData } = await search({ ...everything, doors: 4, aircon: true })
    expect(ids(resultData)).toEqual(ids(cars.filter((c) => c.doors >= 4 && c.aircon)))
    expect((await search({ ...everything, aircon: false })).resultData).toHaveLength(cars.length)
    expect((await search({ ...everything, seats: null, doors: null })).resultData).toHaveLength(cars.length)
  })

  it('answers 400 to a seats, doors or aircon it cannot read', async () => {
    for (const bad of [
      { seats: 1 },
      { seats: 10 },
      { seats: 4.5 },
      { seats: '5' },
      { doors: 6 },
      { doors: 1 },
      { aircon: 'yes' },
      { aircon: 1 },
    ]) {
      const reply = await call(app, 'POST', '/api/frontend-cars/1/15', { body: { ...everything, ...bad } })
      expect(reply.status, JSON.stringify(bad)).toBe(400)
    }
  })

  it('pages 1-based', async () => {
    const all = await search(everything, 1, 100)
    const second = await search(everything, 2, 15)
    expect(second.resultData.map((c) => c._id)).toEqual(all.resultData.slice(15, 30).map((c) => c._id))
    expect(second.pageInfo).toEqual(all.pageInfo)
  })
})

const car = (await allCars()).find((c) => c.discounts.length === 2 && c.cancellation > 0)!

describe('car and car-price', () => {
  it('answers a car with named locations and the supplier’s payLater and desk', async () => {
    const reply = await call(app, 'GET', `/api/car/${car._id}/pl`)
    const owner = (await withRepo(app.deps, (r) => r.users.get(car.company)))!
    expect(reply.json).toMatchObject({
      _id: car._id,
      company: { _id: car.company, payLater: owner.payLater, phone: owner.phone, location: owner.location, bio: owner.bio },
      locations: car.locations.map((id) => ({ _id: id, name: locations.get(id)!.names.pl })),
    })
    expect((await call(app, 'GET', `/api/car/${car._id}/de`)).status).toBe(400)
    expect((await call(app, 'GET', '/api/car/665000000000000000000000/pl')).status).toBe(204)
    expect((await call(app, 'GET', '/api/car/garbage/pl')).status).toBe(204)
  })

  it('prices a rental with the discount tier and options', async () => {
    const from = daysFromNow(3)
    const to = daysFromNow(10)
    const reply = await call(app, 'GET', `/api/car-price/${car._id}?from=${from}&to=${to}&lang=en&additionalDriver=false&cancellation=true`)
    const daily = Math.round(car.price * 0.9 * 100) / 100
    const expected = Math.round((8 * daily + car.cancellation) * 100) / 100
    expect(reply.json).toMatchObject({ totalPrice: expected, days: 8, breakdown: { dailyPrice: daily, rental: 8 * daily } })
    expect((await call(app, 'GET', `/api/car-price/${car._id}?from=${to}&to=${from}`)).status).toBe(400)
    expect((await call(app, 'GET', `/api/car-price/${car._id}?from=soon&to=${to}`)).status).toBe(400)
    expect((await call(app, 'GET', `/api/car-price/665000000000000000000000?from=${from}&to=${to}`)).status).toBe(204)
  })

  it('booking-cars answers a plain array for one supplier and location', async () => {
    const { token } = await signIn(app, 'john@example.com', 'john1234')
    const reply = await call(app, 'POST', '/api/booking-cars/1/10/?s=toyota', {
      token,
      body: { company: car.company, pickupLocation: car.locations[0] },
    })
    expect(Array.isArray(reply.json)).toBe(true)
    for (const c of reply.json as ListedCar[]) {
      expect(c.name.toLowerCase()).toContain('toyota')
      expect(c.company._id).toBe(car.company)
    }
  })
})

describe('locations', () => {
  it('searches names in the language, sorted, escaped', async () => {
    const reply = await call(app, 'GET', '/api/locations/1/30/fr?s=a%C3%A9roport')
    const page = firstPage<{ _id: string; name: string }>(reply)
    expect(page.resultData.length).toBeGreaterThan(3)
    expect(page.resultData.every((l) => l.name.toLowerCase().includes('aéroport'))).toBe(true)
    const names = page.resultData.map((l) => l.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
    expect((await call(app, 'GET', '/api/locations/1/30/fr?s=(')).json).toEqual([{ resultData: [], pageInfo: [] }])
    expect((await call(app, 'GET', `/api/location/${warsaw}/pl`)).json).toEqual({
      _id: warsaw,
      name: 'Lotnisko Chopina w Warszawie',
      latitude: 52.1657,
      longitude: 20.9671,
    })
    expect((await call(app, 'GET', '/api/location/nope/pl')).status).toBe(204)
  })
})
