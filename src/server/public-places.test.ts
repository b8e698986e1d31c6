// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { revive } from './db/repo.ts'
import type { ApiServer } from './server.ts'
import { CAR_TYPES, type CarRecord } from './types.ts'
import { call, firstPage, testServer } from './testing.ts'

async function allCars(app: ApiServer): Promise<CarRecord[]> {
  const rows = await app.deps.db.selectFrom('cars').select('doc').orderBy('id').execute()
  return rows.map((r) => revive.car(r.doc))
}

/** Changes every car in the database (get, change, put). */
async function changeCars(app: ApiServer, change: (car: CarRecord) => void): Promise<void> {
  const cars = await allCars(app)
  await withRepo(app.deps, async (repo) => {
    for (const car of cars) {
      change(car)
      await repo.cars.put(car)
    }
  })
}

async function placesOf(app: ApiServer) {
  return new Map((await withRepo(app.deps, (r) => r.locations.all())).map((l) => [l._id, l]))
}

interface Place {
  _id: string
  name: string
  latitude?: number
  longitude?: number
  suppliers: { _id: string; fullName: string; avatar: string | null }[]
}

interface PublicSupplier {
  _id: string
  fullName: string
  avatar: string | null
  phone?: string
  location?: string
  bio?: string
  payLater: boolean
  carCount: number
  locations: { _id: string; name: string }[]
}

async function places(app: ApiServer, language = 'en'): Promise<Place[]> {
  const reply = await call(app, 'GET', `/api/frontend-locations/${language}`)
  expect(reply.status).toBe(200)
  return reply.json as Place[]
}

async function suppliers(app: ApiServer, language = 'en'): Promise<PublicSupplier[]> {
  const reply = await call(app, 'GET', `/api/frontend-suppliers/${language}`)
  expect(reply.status).toBe(200)
  return reply.json as PublicSupplier[]
}

describe('frontend-locations (call 70)', () => {
  it('lists every place an available car serves, by name in the language, with the suppliers of those cars by name', async () => {
    const app = await testServer()
    const available = (await allCars(app)).filter((c) => c.available)
    const locations = await placesOf(app)
    for (const language of ['pl', 'fr', 'en'] as const) {
      const list = await places(app, language)
      const served = new Set(available.flatMap((c) => c.locations))
      expect(list.map((p) => p._id).sort()).toEqual([...served].sort())
      const names = list.map((p) => p.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, language)))
      for (const place of list) {
        const record = locations.get(place._id)!
        expect(place.name).toBe(record.names[language])
        expect([place.latitude, place.longitude]).toEqual([record.latitude, record.longitude])
        const expected = new Set(available.filter((c) => c.locations.includes(place._id)).map((c) => c.company))
        expect(place.suppliers.map((s) => s._id).sort()).toEqual([...expected].sort())
        const supplierNames = place.suppliers.map((s) => s.fullName)
        expect(supplierNames).toEqual([...supplierNames].sort((a, b) => a.localeCompare(b, language)))
        expect(Object.keys(place.suppliers[0]).sort()).toEqual(['_id', 'avatar', 'fullName'])
      }
    }
  })

  it('leaves out a place whose cars are all unavailable, and a place no car serves', async () => {
    const app = await testServer()
    const before = await places(app)
    const [first, second] = before.map((p) => p._id)
    await changeCars(app, (car) => {
      if (car.locations.includes(first)) car.available = false
      car.locations = car.locations.filter((id) => id !== second)
    })
    const served = new Set((await allCars(app)).filter((c) => c.available).flatMap((c) => c.locations))
    const after = (await places(app)).map((p) => p._id)
    expect(after).toEqual(before.map((p) => p._id).filter((id) => served.has(id)))
    expect(after).not.toContain(first)
    expect(after).not.toContain(second)
  })

  it('answers 400 to an unknown language, and needs no token', async () => {
    const app = await testServer()
    expect((await call(app, 'GET', '/api/frontend-locations/de')).status).toBe(400)
    expect((await call(app, 'GET', '/api/frontend-locations/en', { token: 'not-a-token' })).status).toBe(200)
  })
})

describe('frontend-suppliers (call 71)', () => {
  it('lists every supplier with an available car, by name, with its desk, car count and places in the language', async () => {
    const app = await testServer()
    const available = (await allCars(app)).filter((c) => c.available)
    const locations = await placesOf(app)
    const users = await withRepo(app.deps, (r) => r.users.many(available.map((c) => c.company)))
    for (const language of ['pl', 'fr', 'en'] as const) {
      const list = await suppliers(app, language)
      expect(list.map((s) => s._id).sort()).toEqual([...new Set(available.map((c) => c.company))].sort())
      const names = list.map((s) => s.fullName)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, language)))
      for (const s of list) {
        const user = users.get(s._id)!
        const cars = available.filter((c) => c.company === s._id)
        expect(s.carCount).toBe(cars.length)
        expect(s.payLater).toBe(user.payLater)
        expect([s.phone, s.location, s.bio]).toEqual([user.phone, user.location, user.bio])
        expect(s.locations.map((l) => l._id).sort()).toEqual([...new Set(cars.flatMap((c) => c.locations))].sort())
        for (const l of s.locations) expect(l.name).toBe(locations.get(l._id)!.names[language])
        expect(Object.keys(s)).not.toContain('email')
        expect(Object.keys(s)).not.toContain('passwordHash')
      }
    }
  })

  it('counts what the car list shows for that supplier (see its cars)', async () => {
    const app = await testServer()
    const body = { fuel: [...CAR_TYPES], gearbox: ['manual', 'automatic'], mileage: ['limited', 'unlimited'], deposit: -1 }
    for (const s of await suppliers(app)) {
      const reply = await call(app, 'POST', '/api/frontend-cars/1/1', { body: { ...body, companies: [s._id] } })
      expect(firstPage(reply).pageInfo[0].totalRecords).toBe(s.carCount)
    }
  })

  it('leaves out a supplier without an available car, and answers 400 to an unknown language', async () => {
    const app = await testServer()
    const before = await suppliers(app)
    const gone = before[0]._id
    await changeCars(app, (car) => {
      if (car.company === gone) car.available = false
    })
    expect((await suppliers(app)).map((s) => s._id)).toEqual(before.map((s) => s._id).filter((id) => id !== gone))
    expect((await call(app, 'GET', '/api/frontend-suppliers/xx')).status).toBe(400)
  })
})
