// @vitest-environment node
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, SUNRENT, locationId, session, stateOf, upload } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { call, firstPage, testServer, userId, type Session } from './testing.ts'

/** The operator's pick-up places: calls 53–57, and what drivers and suppliers see of them. */

const app = await testServer()
let admin: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  admin = await session(app, ADMIN)
})

const GDYNIA = {
  names: [
    { language: 'en', name: 'Gdynia Harbour' },
    { language: 'pl', name: 'Gdynia Port' },
    { language: 'fr', name: 'Port de Gdynia' },
  ],
  latitude: 54.5189,
  longitude: 18.5305,
}

const create = (body: unknown) => call(app, 'POST', '/api/create-location', { token: admin.token, body })

interface LocationNames {
  _id: string
  names: { language: string; name: string }[]
  latitude: number
  longitude: number
}

describe('create-location (call 53) and location-names (call 54)', () => {
  it('creates a place that drivers find at once in each language, with its pick-up point', async () => {
    const reply = await create(GDYNIA)
    expect(reply.status).toBe(200)
    const created = reply.json as LocationNames
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      names: [
        { language: 'pl', name: 'Gdynia Port' },
        { language: 'fr', name: 'Port de Gdynia' },
        { language: 'en', name: 'Gdynia Harbour' },
      ],
      latitude: 54.5189,
      longitude: 18.5305,
    })
    for (const [language, name, s] of [
      ['pl', 'Gdynia Port', 'gdynia'],
      ['fr', 'Port de Gdynia', 'PORT DE'],
      ['en', 'Gdynia Harbour', 'harbour'],
    ]) {
      const found = firstPage<{ _id: string; name: string }>(
        await call(app, 'GET', `/api/locations/1/10/${language}?s=${encodeURIComponent(s)}`),
      )
      expect(found.resultData).toContainEqual({ _id: created._id, name, latitude: 54.5189, longitude: 18.5305 })
      expect((await call(app, 'GET', `/api/location/${created._id}/${language}`)).json).toEqual({
        _id: created._id,
        name,
        latitude: 54.5189,
        longitude: 18.5305,
      })
    }
    const names = await call(app, 'GET', `/api/location-names/${created._id}`, { token: admin.token })
    expect(names.json).toEqual(created)
    expect((await call(app, 'GET', '/api/location-names/6650100000000000000009ff', { token: admin.token })).status).toBe(204)

    // A supplier offers a car there.
    const sunrent = await session(app, SUNRENT)
    const image = (await upload(app, '/api/create-car-image', sunrent.token)).json!
    const car = await call(app, 'POST', '/api/create-car', {
      token: sunrent.token,
      body: {
        name: 'Kia Ceed',
        company: sunrent.id,
        minimumAge: 21,
        locations: [created._id],
        price: 150,
        deposit: 1000,
        available: true,
        type: 'diesel',
        gearbox: 'manual',
        aircon: true,
        image,
        seats: 5,
        doors: 5,
        fuelPolicy: 'likeForlike',
        mileage: -1,
        cancellation: 0,
        amendments: 0,
        theftProtection: -1,
        collisionDamageWaiver: -1,
        fullInsurance: -1,
        additionalDriver: -1,
      },
    })
    expect(car.status).toBe(200)
  })

  it('answers 400 and creates nothing for each broken rule', async () => {
    const before = await stateOf(app)
    const withNames = (names: unknown) => ({ ...GDYNIA, names })
    const broken: unknown[] = [
      withNames(undefined),
      withNames('Gdynia'),
      withNames({ en: 'Gdynia' }),
      withNames(GDYNIA.names.slice(1)),
      withNames([...GDYNIA.names, { language: 'de', name: 'Gdingen' }]),
      withNames([...GDYNIA.names, { language: 'en', name: 'Gdynia Port 2' }]),
      withNames([{ name: 'Gdynia' }, ...GDYNIA.names]),
      withNames(['Gdynia', ...GDYNIA.names]),
      withNames([{ language: 'en', name: '  ' }, ...GDYNIA.names.slice(1)]),
      withNames([{ language: 'en', name: 12 }, ...GDYNIA.names.slice(1)]),
      withNames([{ language: 'en', name: 'x'.repeat(101) }, ...GDYNIA.names.slice(1)]),
      // Another place's name in the same language, whatever its case and accents.
      withNames([{ language: 'en', name: ' krakow AIRPORT ' }, ...GDYNIA.names.slice(1)]),
      withNames([GDYNIA.names[0], { language: 'pl', name: 'GDANSK GLOWNY' }, GDYNIA.names[2]]),
      withNames([GDYNIA.names[0], GDYNIA.names[1], { language: 'fr', name: 'aeroport de cracovie' }]),
      { ...GDYNIA, latitude: '54.5' },
      { ...GDYNIA, latitude: 90.01 },
      { ...GDYNIA, latitude: -91 },
      { ...GDYNIA, latitude: undefined },
      { ...GDYNIA, longitude: 180.5 },
      { ...GDYNIA, longitude: -181 },
      { ...GDYNIA, longitude: null },
    ]
    for (const body of broken) {
      const reply = await create(body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.text.length).toBeGreaterThan(0)
    }
    expect(await stateOf(app)).toBe(before)
    // The limits themselves are fine.
    expect((await create({ ...GDYNIA, latitude: -90, longitude: 180 })).status).toBe(200)
  })
})

describe('update-location (call 55)', () => {
  it('renames and moves a place; cars and bookings that use it show it at once', async () => {
    const anna = await userId(app, ANNA.email)
    const { booking, car } = await withRepo(app.deps, async (r) => {
      const kx = await r.kx()
      const row = await kx.selectFrom('bookings').select('id').where('driver', '=', anna).orderBy('id').limit(1).executeTakeFirstOrThrow()
      const booking = (await r.bookings.get(row.id))!
      const carRow = await kx
        .selectFrom('cars')
        .select('id')
        .where(sql<boolean>`locations @> ARRAY[${booking.pickupLocation}]::text[]`)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
      return { booking, car: (await r.cars.get(carRow.id))! }
    })
    const place = booking.pickupLocation
    const body = {
      names: [
        { language: 'pl', name: 'Punkt odbioru Volta' },
        { language: 'fr', name: 'Point de retrait Volta' },
        { language: 'en', name: 'Volta pick-up point' },
      ],
      latitude: 50.0777,
      longitude: 19.7848,
    }
    const reply = await call(app, 'PUT', `/api/update-location/${place}`, { token: admin.token, body })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ _id: place, ...body })
    expect((await call(app, 'GET', `/api/location/${place}/fr`)).json).toMatchObject({ name: 'Point de retrait Volta' })
    const detailed = (await call(app, 'GET', `/api/car/${car._id}/en`)).json as { locations: { _id: string; name: string }[] }
    expect(detailed.locations.find((l) => l._id === place)).toEqual({
      _id: place,
      name: 'Volta pick-up point',
      latitude: 50.0777,
      longitude: 19.7848,
    })
    const token = (await session(app, ANNA)).token
    const read = (await call(app, 'GET', `/api/booking/${booking._id}/en`, { token })).json as { pickupLocation: { name: string } }
    expect(read.pickupLocation.name).toBe('Volta pick-up point')
  })

  it('answers 204 for an unknown place and 400 as call 53, changing nothing', async () => {
    const krakow = await locationId(app, 'Kraków Airport')
    const before = await stateOf(app)
    expect((await call(app, 'PUT', '/api/update-location/6650100000000000000009ff', { token: admin.token, body: GDYNIA })).status).toBe(204)
    const taken = { ...GDYNIA, names: [{ language: 'en', name: 'WARSAW chopin airport' }, ...GDYNIA.names.slice(1)] }
    expect((await call(app, 'PUT', `/api/update-location/${krakow}`, { token: admin.token, body: taken })).status).toBe(400)
    expect((await call(app, 'PUT', `/api/update-location/${krakow}`, { token: admin.token, body: { names: GDYNIA.names } })).status).toBe(
      400,
    )
    expect(await stateOf(app)).toBe(before)
  })
})

describe('check-location and delete-location (calls 56, 57)', () => {
  it('refuses a place that a car or a booking uses, and deletes one that nothing uses', async () => {
    const check = (id: string) => call(app, 'GET', `/api/check-location/${id}`, { token: admin.token })
    const remove = (id: string) => call(app, 'DELETE', `/api/delete-location/${id}`, { token: admin.token })
    const krakow = await locationId(app, 'Kraków Airport')
    expect((await check(krakow)).status).toBe(200)
    let before = await stateOf(app)
    const refused = await remove(krakow)
    expect(refused.status).toBe(400)
    expect(refused.text.length).toBeGreaterThan(0)
    expect(await stateOf(app)).toBe(before)

    // Used by a booking only (as its drop-off), any status.
    const onlyBooked = ((await create(GDYNIA)).json as LocationNames)._id
    await withRepo(app.deps, async (r) => {
      const row = await (
        await r.kx()
      )
        .selectFrom('bookings')
        .select('id')
        .where('status', '=', 'cancelled')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
      const booking = (await r.bookings.get(row.id))!
      booking.dropOffLocation = onlyBooked
      await r.bookings.put(booking)
    })
    expect((await check(onlyBooked)).status).toBe(200)
    before = await stateOf(app)
    expect((await remove(onlyBooked)).status).toBe(400)
    expect(await stateOf(app)).toBe(before)

    const unused = (
      (
        await create({
          ...GDYNIA,
          names: [
            { language: 'pl', name: 'Sopot Molo' },
            { language: 'fr', name: 'Jetée de Sopot' },
            { language: 'en', name: 'Sopot Pier' },
          ],
        })
      ).json as LocationNames
    )._id
    expect((await check(unused)).status).toBe(204)
    expect((await remove(unused)).status).toBe(200)
    expect(await withRepo(app.deps, (r) => r.locations.get(unused))).toBeUndefined()
    expect((await call(app, 'GET', `/api/location/${unused}/en`)).status).toBe(204)
    expect((await check(unused)).status).toBe(204)
    expect((await remove(unused)).status).toBe(204)
  })
})
