// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import type { FileKind } from './db/repo.ts'
import { revive } from './db/repo.ts'
import type { BookingRecord, CarRecord, NotificationRecord, UserRecord } from './types.ts'
import { call, testServer } from './testing.ts'

const app = await testServer()
const { db } = app.deps

// What the database holds, read as the tests need it.
const userByEmail = async (email: string): Promise<UserRecord> => (await withRepo(app.deps, (r) => r.users.byEmail(email)))!
const userOf = async (id: string): Promise<UserRecord> => (await withRepo(app.deps, (r) => r.users.get(id)))!
const putUser = (u: UserRecord) => withRepo(app.deps, (r) => r.users.put(u))
const carOf = (id: string): Promise<CarRecord | undefined> => withRepo(app.deps, (r) => r.cars.get(id))
const allCars = async (): Promise<CarRecord[]> =>
  (await db.selectFrom('cars').select('doc').orderBy('id').execute()).map((r) => revive.car(r.doc))
const allBookings = async (): Promise<BookingRecord[]> =>
  (await db.selectFrom('bookings').select('doc').orderBy('id').execute()).map((r) => revive.booking(r.doc))
const notificationsOf = async (user: string): Promise<NotificationRecord[]> =>
  (await db.selectFrom('notifications').select('doc').where('user_id', '=', user).orderBy('id').execute()).map((r) =>
    revive.notification(r.doc),
  )
const countOf = async (table: 'cars' | 'notifications'): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const fileOf = (kind: FileKind, name: string) => withRepo(app.deps, (r) => r.files.get(kind, name))
const tempImageCount = async (): Promise<number> => (await withRepo(app.deps, (r) => r.files.list('tempCarImages'))).length
const unreadCount = (user: string): Promise<number> => withRepo(app.deps, (r) => r.notifications.unreadCount(user))

const SUNRENT = { email: 'contact@sunrent.example', password: 'supplier123' }
const TATRA = { email: 'kontakt@tatra-wheels.example', password: 'tatra1234' }
const ANNA = { email: 'anna@example.com', password: 'anna1234' }

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
})

describe('supplier sign-in (call 35) and account links with appType backend', () => {
  it('signs a supplier in as call 7 plus its type; a driver gets 204 there, a supplier 204 on the driver sign-in', async () => {
    const reply = await call(app, 'POST', '/api/sign-in/backend', { body: SUNRENT })
    expect(reply.status).toBe(200)
    const sunrent = await userByEmail(SUNRENT.email)
    expect(reply.json).toMatchObject({
      id: sunrent._id,
      email: SUNRENT.email,
      fullName: 'SunRent',
      language: 'en',
      enableEmailNotifications: true,
      blacklisted: false,
      avatar: sunrent.avatar,
      type: 'company',
      accessToken: expect.any(String),
    })
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: TATRA })).status).toBe(200)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: { ...TATRA, password: 'wrong-one' } })).status).toBe(204)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: ANNA })).status).toBe(204)
    expect((await call(app, 'POST', '/api/sign-in/frontend', { body: SUNRENT })).status).toBe(204)
    const driver = await call(app, 'POST', '/api/sign-in/frontend', { body: ANNA })
    expect(driver.status).toBe(200)
    expect(driver.json).not.toHaveProperty('type')
    expect((await call(app, 'POST', '/api/sign-in/admin', { body: SUNRENT })).status).toBe(204)
  })

  it('an admin signs in to the backend too', async () => {
    await putUser({ ...(await userByEmail(TATRA.email)), type: 'admin' })
    const reply = await call(app, 'POST', '/api/sign-in/backend', { body: TATRA })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({ type: 'admin' })
  })

  it('resets a supplier’s password through resend/check-token/activate with appType backend', async () => {
    expect((await call(app, 'POST', `/api/resend/frontend/${TATRA.email}/true`)).status).toBe(403)
    expect((await call(app, 'POST', `/api/resend/backend/${ANNA.email}/true`)).status).toBe(403)
    expect((await call(app, 'POST', `/api/resend/backend/${TATRA.email}/true`)).status).toBe(200)
    const mail = (await app.deps.outbox.all()).at(-1)!
    expect(mail.to).toBe(TATRA.email)
    const link = new URL(mail.links[0])
    expect(link.searchParams.get('app')).toBe('backend')
    const u = link.searchParams.get('u')!
    const e = link.searchParams.get('e')!
    const t = link.searchParams.get('t')!
    expect((await call(app, 'GET', `/api/check-token/frontend/${u}/${e}/${t}`)).status).toBe(403)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${e}/${t}`)).status).toBe(200)
    expect((await call(app, 'GET', `/api/check-token/backend/${u}/${e}/not-the-token`)).status).toBe(204)
    expect((await call(app, 'POST', '/api/activate', { body: { userId: u, token: t, password: 'tatra-new-1' } })).status).toBe(200)
    expect((await call(app, 'POST', '/api/sign-in/backend', { body: { ...TATRA, password: 'tatra-new-1' } })).status).toBe(200)
    // A driver's links carry no app parameter.
    await call(app, 'POST', `/api/resend/frontend/${ANNA.email}/true`)
    expect(new URL((await app.deps.outbox.all()).at(-1)!.links[0]).searchParams.has('app')).toBe(false)
  })
})

// ---------------------------------------------------------------- the supplier corner

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')

async function backendSession(account: { email: string; password: string }): Promise<{ id: string; token: string }> {
  const reply = await call(app, 'POST', '/api/sign-in/backend', { body: account })
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

async function driverSession(): Promise<{ id: string; token: string }> {
  const reply = await call(app, 'POST', '/api/sign-in/frontend', { body: ANNA })
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

async function upload(path: string, token: string | undefined, bytes: Uint8Array, type = 'image/png', name = 'car.png') {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(bytes)], name, { type }))
  const res = await app.request(path, { method: 'POST', body: form, headers: token ? { 'x-access-token': token } : {} })
  const text = await res.text()
  return { status: res.status, text, json: text.startsWith('"') ? (JSON.parse(text) as string) : undefined }
}

const locations = await withRepo(app.deps, (r) => r.locations.all())
const locationId = (en: string) => locations.find((l) => l.names.en === en)!._id
const carsOf = async (id: string) => (await allCars()).filter((c) => c.company === id)
const bookingsOf = async (id: string) => (await allBookings()).filter((b) => b.company === id)
/** The cars and bookings as text: equal before and after means none changed. */
const carsAndBookings = async () => JSON.stringify([...(await allCars()), ...(await allBookings())])

function carBody(company: string, image: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Fiat Panda 4x4',
    company,
    minimumAge: 21,
    locations: [locationId('Kraków Airport')],
    price: 150,
    deposit: 2000,
    available: true,
    type: 'gasoline',
    gearbox: 'manual',
    aircon: true,
    image,
    seats: 5,
    doors: 5,
    fuelPolicy: 'likeForlike',
    mileage: -1,
    cancellation: 0,
    amendments: -1,
    theftProtection: 10,
    collisionDamageWaiver: 0,
    fullInsurance: 25.5,
    additionalDriver: -1,
    discounts: [{ days: 7, percentage: 10 }],
    ...extra,
  }
}

const carSearch = {
  companies: [] as string[],
  fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
  availability: ['available', 'unavailable'],
}

describe('supplier calls refuse every other token', () => {
  it('answers 403 to a driver, 403 without a token and 401 to a bad token, changing nothing', async () => {
    const anna = await driverSession()
    const sunrentId = (await userByEmail(SUNRENT.email))._id
    const car = (await carsOf(sunrentId))[0]
    const booking = (await bookingsOf(sunrentId))[0]
    const before = await carsAndBookings()
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/cars/1/10', carSearch],
      ['POST', '/api/delete-temp-car-image/whatever.png'],
      ['POST', '/api/create-car', carBody(anna.id, 'x.png')],
      ['PUT', '/api/update-car', { ...carBody(sunrentId, car.image), _id: car._id }],
      ['GET', `/api/check-car/${car._id}`],
      ['DELETE', `/api/delete-car/${car._id}`],
      ['POST', '/api/update-booking-status', { ids: [booking._id], status: 'void' }],
    ]
    for (const [method, path, body] of calls) {
      expect((await call(app, method, path, { token: anna.token, body })).status, `${method} ${path} driver`).toBe(403)
      expect((await call(app, method, path, { body })).status, `${method} ${path} no token`).toBe(403)
      expect((await call(app, method, path, { token: 'bad.token.value', body })).status, `${method} ${path} bad token`).toBe(401)
    }
    for (const path of ['/api/create-car-image', `/api/update-car-image/${car._id}`]) {
      expect((await upload(path, anna.token, PNG)).status, path).toBe(403)
      expect((await upload(path, undefined, PNG)).status, path).toBe(403)
      expect((await upload(path, 'bad.token.value', PNG)).status, path).toBe(401)
    }
    expect(await carsAndBookings()).toBe(before)
    expect(await tempImageCount()).toBe(0)
  })
})

describe('my cars (call 36)', () => {
  it('lists only the token’s own cars, newest first, whatever `companies` says, with keyword and filters', async () => {
    const tatra = await backendSession(TATRA)
    const sunrentId = (await userByEmail(SUNRENT.email))._id
    const reply = await call(app, 'POST', '/api/cars/1/50', { token: tatra.token, body: { ...carSearch, companies: [sunrentId] } })
    expect(reply.status).toBe(200)
    const page = (reply.json as { resultData: { _id: string; company: { _id: string } }[]; pageInfo: { totalRecords: number }[] }[])[0]
    const mine = await carsOf(tatra.id)
    expect(page.pageInfo).toEqual([{ totalRecords: mine.length }])
    expect(page.resultData.every((c) => c.company._id === tatra.id)).toBe(true)
    const ids = page.resultData.map((c) => c._id)
    expect(ids).toEqual([...ids].sort().reverse())

    const search = async (body: Record<string, unknown>, keyword = '') =>
      (
        (
          await call(app, 'POST', `/api/cars/1/50?s=${encodeURIComponent(keyword)}`, {
            token: tatra.token,
            body: { ...carSearch, ...body },
          })
        ).json as { resultData: { name: string; type: string; available: boolean; mileage: number; deposit: number }[] }[]
      )[0].resultData
    expect((await search({}, 'kia')).map((c) => c.name)).toEqual(['Kia Niro EV'])
    expect((await search({ fuel: ['EV'] })).every((c) => c.type === 'EV')).toBe(true)
    expect((await search({ mileage: ['unlimited'] })).every((c) => c.mileage === -1)).toBe(true)
    expect((await search({ deposit: 2500 })).every((c) => c.deposit <= 2500)).toBe(true)
    await withRepo(app.deps, async (r) => r.cars.put({ ...(await r.cars.get(mine[0]._id))!, available: false }))
    expect((await search({ availability: ['unavailable'] })).map((c) => c.available)).toEqual([false])
    expect(await search({ availability: ['available'] })).toHaveLength(mine.length - 1)
    expect((await call(app, 'POST', '/api/cars/1/50', { token: tatra.token, body: { ...carSearch, deposit: 3 } })).status).toBe(400)
  })
})

describe('car images (calls 37, 38, 41)', () => {
  it('accepts JPEG, PNG and WebP by their bytes, refuses anything else or above 5 MB', async () => {
    const tatra = await backendSession(TATRA)
    for (const [bytes, ext] of [
      [PNG, 'png'],
      [JPEG, 'jpg'],
      [WEBP, 'webp'],
    ] as const) {
      const reply = await upload('/api/create-car-image', tatra.token, bytes, 'application/octet-stream', 'x.bin')
      expect(reply.status, ext).toBe(200)
      expect(reply.json).toMatch(new RegExp(`^[0-9a-f]{24}\\.${ext}$`))
      expect((await fileOf('tempCarImages', reply.json!))!.owner).toBe(tatra.id)
    }
    // A GIF, an SVG and text declared as PNG are refused.
    expect((await upload('/api/create-car-image', tatra.token, GIF, 'image/gif', 'a.gif')).status).toBe(400)
    expect(
      (
        await upload(
          '/api/create-car-image',
          tatra.token,
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'image/svg+xml',
          'a.svg',
        )
      ).status,
    ).toBe(400)
    expect((await upload('/api/create-car-image', tatra.token, Buffer.from('not an image at all'), 'image/png')).status).toBe(400)
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload('/api/create-car-image', tatra.token, big)
    expect(tooBig.status).toBe(400)
    expect(await tempImageCount()).toBe(3)
    const noFile = await app.request('/api/create-car-image', {
      method: 'POST',
      body: new FormData(),
      headers: { 'x-access-token': tatra.token },
    })
    expect(noFile.status).toBe(400)
  })

  it('deletes only the supplier’s own temporary images', async () => {
    const tatra = await backendSession(TATRA)
    const sunrent = await backendSession(SUNRENT)
    const name = (await upload('/api/create-car-image', tatra.token, PNG)).json!
    expect((await call(app, 'POST', `/api/delete-temp-car-image/${name}`, { token: sunrent.token })).status).toBe(200)
    expect(await fileOf('tempCarImages', name)).toBeDefined()
    const someCar = (await carsOf(tatra.id))[0]
    expect((await call(app, 'POST', `/api/delete-temp-car-image/${someCar.image}`, { token: tatra.token })).status).toBe(200)
    expect((await carOf(someCar._id))!.image).toBe(someCar.image)
    expect((await call(app, 'POST', `/api/delete-temp-car-image/${name}`, { token: tatra.token })).status).toBe(200)
    expect(await fileOf('tempCarImages', name)).toBeUndefined()
  })

  it('replaces a saved car’s picture, for its owner only', async () => {
    const tatra = await backendSession(TATRA)
    const sunrent = await backendSession(SUNRENT)
    const car = (await carsOf(tatra.id))[0]
    expect((await upload(`/api/update-car-image/${car._id}`, sunrent.token, PNG)).status).toBe(403)
    expect((await upload('/api/update-car-image/6650ca000000000000000fff', tatra.token, PNG)).status).toBe(204)
    expect((await upload(`/api/update-car-image/${car._id}`, tatra.token, GIF, 'image/gif')).status).toBe(400)
    const first = await upload(`/api/update-car-image/${car._id}`, tatra.token, PNG)
    expect(first.status).toBe(200)
    expect((await carOf(car._id))!.image).toBe(first.json)
    const served = await app.request(`/cdn/cars/${first.json}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    const second = await upload(`/api/update-car-image/${car._id}`, tatra.token, JPEG, 'image/jpeg')
    expect((await carOf(car._id))!.image).toBe(second.json)
    expect((await app.request(`/cdn/cars/${first.json}`)).status).toBe(404)
  })
})

describe('create and update a car (calls 39, 40)', () => {
  it('creates a car from an uploaded image, served on the CDN and found by drivers', async () => {
    const tatra = await backendSession(TATRA)
    const image = (await upload('/api/create-car-image', tatra.token, PNG)).json!
    const reply = await call(app, 'POST', '/api/create-car', { token: tatra.token, body: carBody(tatra.id, image) })
    expect(reply.status).toBe(200)
    const car = reply.json as { _id: string; image: string; company: { _id: string }; discounts: unknown[]; fullInsurance: number }
    expect(car).toMatchObject({ image, company: { _id: tatra.id }, discounts: [{ days: 7, percentage: 10 }], fullInsurance: 25.5 })
    expect(await fileOf('tempCarImages', image)).toBeUndefined()
    const served = await app.request(`/cdn/cars/${image}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    // The same temporary image cannot make a second car.
    expect((await call(app, 'POST', '/api/create-car', { token: tatra.token, body: carBody(tatra.id, image) })).status).toBe(400)
    const found = await call(app, 'POST', '/api/frontend-cars/1/100', {
      body: { ...carSearch, companies: [tatra.id], pickupLocation: locationId('Kraków Airport') },
    })
    const names = (found.json as { resultData: { _id: string }[] }[])[0].resultData.map((c) => c._id)
    expect(names).toContain(car._id)
  })

  it('refuses another company, and an image that is not the supplier’s own upload', async () => {
    const tatra = await backendSession(TATRA)
    const sunrent = await backendSession(SUNRENT)
    const image = (await upload('/api/create-car-image', tatra.token, PNG)).json!
    expect((await call(app, 'POST', '/api/create-car', { token: tatra.token, body: carBody(sunrent.id, image) })).status).toBe(403)
    expect((await call(app, 'POST', '/api/create-car', { token: sunrent.token, body: carBody(sunrent.id, image) })).status).toBe(400)
    const count = await countOf('cars')
    expect((await call(app, 'POST', '/api/create-car', { token: tatra.token, body: carBody(tatra.id, '') })).text).toBe(
      'Please add an image.',
    )
    expect(await countOf('cars')).toBe(count)
  })

  const INVALID: [string, Record<string, unknown>][] = [
    ['empty name', { name: '   ' }],
    ['name too long', { name: 'x'.repeat(101) }],
    ['minimum age below 21', { minimumAge: 20 }],
    ['minimum age above 99', { minimumAge: 100 }],
    ['minimum age not whole', { minimumAge: 22.5 }],
    ['no location', { locations: [] }],
    ['unknown location', { locations: ['6650100000000000000fffff'] }],
    ['negative price', { price: -1 }],
    ['price as text', { price: '100' }],
    ['negative deposit', { deposit: -5 }],
    ['seats 1', { seats: 1 }],
    ['seats 10', { seats: 10 }],
    ['doors 1', { doors: 1 }],
    ['doors 6', { doors: 6 }],
    ['option below -1', { theftProtection: -2 }],
    ['option between -1 and 0', { cancellation: -0.5 }],
    ['mileage 0', { mileage: 0 }],
    ['mileage below -1', { mileage: -3 }],
    ['unknown type', { type: 'hydrogen' }],
    ['no type', { type: undefined }],
    ['unknown gearbox', { gearbox: 'cvt' }],
    ['unknown fuel policy', { fuelPolicy: 'fullToEmpty' }],
    ['available not boolean', { available: 'yes' }],
    ['aircon missing', { aircon: undefined }],
    ['discount days 0', { discounts: [{ days: 0, percentage: 10 }] }],
    ['discount percentage 0', { discounts: [{ days: 3, percentage: 0 }] }],
    ['discount percentage 100', { discounts: [{ days: 3, percentage: 100 }] }],
    ['discount days not whole', { discounts: [{ days: 2.5, percentage: 10 }] }],
    ['discounts not an array', { discounts: { days: 3, percentage: 10 } }],
  ]

  it.each(INVALID)('answers 400 with a short text for %s, on create and on update', async (_, change) => {
    const tatra = await backendSession(TATRA)
    const image = (await upload('/api/create-car-image', tatra.token, PNG)).json!
    const count = await countOf('cars')
    const created = await call(app, 'POST', '/api/create-car', { token: tatra.token, body: carBody(tatra.id, image, change) })
    expect(created.status).toBe(400)
    expect(created.text.length).toBeGreaterThan(5)
    expect(created.text.length).toBeLessThan(120)
    expect(await countOf('cars')).toBe(count)
    expect(await fileOf('tempCarImages', image)).toBeDefined()
    const car = (await carsOf(tatra.id))[0]
    const before = JSON.stringify(car)
    const updated = await call(app, 'PUT', '/api/update-car', {
      token: tatra.token,
      body: { ...carBody(tatra.id, car.image, change), _id: car._id },
    })
    expect(updated.status).toBe(400)
    expect(JSON.stringify(await carOf(car._id))).toBe(before)
  })

  it('updates its own car (keeping or replacing the image), 403 for another’s, 204 for none', async () => {
    const tatra = await backendSession(TATRA)
    const sunrent = await backendSession(SUNRENT)
    const car = (await carsOf(tatra.id))[0]
    const body = { ...carBody(tatra.id, car.image, { name: 'Toyota Corolla Touring', price: 199, available: false }), _id: car._id }
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body })).status).toBe(200)
    expect(await carOf(car._id)).toMatchObject({ name: 'Toyota Corolla Touring', price: 199, available: false, image: car.image })
    expect((await call(app, 'GET', `/api/car/${car._id}/en`)).json).toMatchObject({ name: 'Toyota Corolla Touring', available: false })

    const image = (await upload('/api/create-car-image', tatra.token, WEBP)).json!
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: { ...body, image } })).status).toBe(200)
    expect((await carOf(car._id))!.image).toBe(image)
    expect((await app.request(`/cdn/cars/${image}`)).headers.get('content-type')).toBe('image/webp')

    const theirs = (await carsOf(sunrent.id))[0]
    const before = JSON.stringify(theirs)
    const other = { ...carBody(tatra.id, theirs.image), _id: theirs._id }
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: other })).status).toBe(403)
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: { ...other, company: sunrent.id } })).status).toBe(403)
    expect(JSON.stringify(await carOf(theirs._id))).toBe(before)
    expect(
      (await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: { ...body, _id: '6650ca000000000000000fff' } })).status,
    ).toBe(204)
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: { ...body, image: 'someone-else.png' } })).status).toBe(
      400,
    )
    expect((await call(app, 'PUT', '/api/update-car', { token: tatra.token, body: { ...body, image: '' } })).text).toBe(
      'Please add an image.',
    )
    expect((await carOf(car._id))!.image).toBe(image)
  })
})

describe('check and delete a car (calls 42, 43)', () => {
  it('never deletes a car with bookings; deletes one without, with its image', async () => {
    const sunrent = await backendSession(SUNRENT)
    const tatra = await backendSession(TATRA)
    const booked = (await carOf((await bookingsOf(sunrent.id))[0].car))!
    expect((await call(app, 'GET', `/api/check-car/${booked._id}`, { token: sunrent.token })).status).toBe(200)
    const refused = await call(app, 'DELETE', `/api/delete-car/${booked._id}`, { token: sunrent.token })
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/bookings/)
    expect(await carOf(booked._id)).toBeDefined()
    // A cancelled booking still holds the car.
    const ofBooked = (await allBookings()).filter((b) => b.car === booked._id)
    await withRepo(app.deps, async (r) => {
      for (const b of ofBooked) await r.bookings.put({ ...b, status: 'cancelled' })
    })
    expect((await call(app, 'DELETE', `/api/delete-car/${booked._id}`, { token: sunrent.token })).status).toBe(400)

    // Another supplier's car: 403 on both; an unknown car: 204.
    expect((await call(app, 'GET', `/api/check-car/${booked._id}`, { token: tatra.token })).status).toBe(403)
    expect((await call(app, 'DELETE', `/api/delete-car/${booked._id}`, { token: tatra.token })).status).toBe(403)
    expect((await call(app, 'GET', '/api/check-car/6650ca000000000000000fff', { token: tatra.token })).status).toBe(204)
    expect((await call(app, 'DELETE', '/api/delete-car/6650ca000000000000000fff', { token: tatra.token })).status).toBe(204)

    const car = (await carsOf(tatra.id))[0]
    const image = (await upload(`/api/update-car-image/${car._id}`, tatra.token, PNG)).json!
    expect((await call(app, 'GET', `/api/check-car/${car._id}`, { token: tatra.token })).status).toBe(204)
    expect((await call(app, 'DELETE', `/api/delete-car/${car._id}`, { token: tatra.token })).status).toBe(200)
    expect(await carOf(car._id)).toBeUndefined()
    expect(await fileOf('carImages', image)).toBeUndefined()
    expect((await app.request(`/cdn/cars/${image}`)).status).toBe(404)
    expect((await call(app, 'GET', `/api/car/${car._id}/en`)).status).toBe(204)
  })
})

describe('bookings of my cars (calls 22, 23, 44, 24 and 29–32)', () => {
  const statuses = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled']

  it('lists and reads only the bookings of the supplier’s cars', async () => {
    const sunrent = await backendSession(SUNRENT)
    const tatra = await backendSession(TATRA)
    const anna = await driverSession()
    const reply = await call(app, 'POST', '/api/bookings/1/100/en', {
      token: sunrent.token,
      body: { companies: [tatra.id], statuses, user: anna.id },
    })
    const page = (reply.json as { resultData: { _id: string; company: { _id: string } }[]; pageInfo: { totalRecords: number }[] }[])[0]
    const sunrents = await bookingsOf(sunrent.id)
    expect(page.pageInfo).toEqual([{ totalRecords: sunrents.length }])
    expect(page.resultData.every((b) => b.company._id === sunrent.id)).toBe(true)
    const byDriver = await call(app, 'POST', '/api/bookings/1/100/en', {
      token: sunrent.token,
      body: { companies: [], statuses, filter: { keyword: 'john smith' } },
    })
    const johnId = (await userByEmail('john@example.com'))._id
    const johns = (byDriver.json as { resultData: { driver: { _id: string; fullName: string; email: string } }[] }[])[0].resultData
    // The supplier gets the driver populated with his name and contact, never more (no hash, no birth date).
    expect(johns.every((b) => b.driver._id === johnId && b.driver.fullName === 'John Smith' && b.driver.email === 'john@example.com')).toBe(
      true,
    )
    expect(Object.keys(johns[0].driver).sort()).toEqual(expect.arrayContaining(['_id', 'email', 'fullName']))
    expect(Object.keys(johns[0].driver).every((k) => ['_id', 'email', 'fullName', 'phone'].includes(k))).toBe(true)
    expect(johns.length).toBe(sunrents.filter((b) => b.driver === johnId).length)
    // A driver reading his own booking gets his id only.
    const own = await call(app, 'GET', `/api/booking/${sunrents.find((b) => b.driver === anna.id)!._id}/pl`, {
      token: anna.token,
    })
    expect(typeof (own.json as { driver: unknown }).driver).toBe('string')

    const empty = await call(app, 'POST', '/api/bookings/1/100/en', { token: tatra.token, body: { companies: [sunrent.id], statuses } })
    expect(empty.json).toEqual([{ resultData: [], pageInfo: [] }])
    const mine = sunrents[0]
    const detail = await call(app, 'GET', `/api/booking/${mine._id}/pl`, { token: sunrent.token })
    expect(detail.status).toBe(200)
    expect(detail.json).toMatchObject({ _id: mine._id, company: { _id: sunrent.id, phone: expect.any(String) } })
    expect((await call(app, 'GET', `/api/booking/${mine._id}/pl`, { token: tatra.token })).status).toBe(204)
  })

  it('changes the status of all the bookings or none, and tells each driver', async () => {
    const sunrent = await backendSession(SUNRENT)
    const atlas = await backendSession({ email: 'contact@atlas-auto.example', password: 'atlas1234' })
    const mine = (await bookingsOf(sunrent.id)).filter((b) => b.status !== 'reserved').slice(0, 3)
    const theirs = (await bookingsOf(atlas.id))[0]
    const snapshot = async () => JSON.stringify((await allBookings()).map((b) => b.status))
    const before = await snapshot()
    const notes = await countOf('notifications')
    const mixed = await call(app, 'POST', '/api/update-booking-status', {
      token: sunrent.token,
      body: { ids: [...mine.map((b) => b._id), theirs._id], status: 'reserved' },
    })
    expect(mixed.status).toBe(403)
    const unknown = await call(app, 'POST', '/api/update-booking-status', {
      token: sunrent.token,
      body: { ids: [mine[0]._id, '6650b0000000000000000fff'], status: 'reserved' },
    })
    expect(unknown.status).toBe(403)
    expect(await snapshot()).toBe(before)
    expect(await countOf('notifications')).toBe(notes)
    for (const body of [{ ids: [mine[0]._id], status: 'lost' }, { ids: [], status: 'paid' }, { status: 'paid' }]) {
      expect((await call(app, 'POST', '/api/update-booking-status', { token: sunrent.token, body })).status).toBe(400)
    }

    // One of the drivers does not want emails: he still gets the notification.
    const drivers = await Promise.all([...new Set(mine.map((b) => b.driver))].map(userOf))
    drivers[0].enableEmailNotifications = false
    await putUser(drivers[0])
    const mails = (await app.deps.outbox.all()).length
    const counters = await Promise.all(drivers.map((d) => unreadCount(d._id)))
    const done = await call(app, 'POST', '/api/update-booking-status', {
      token: sunrent.token,
      body: { ids: mine.map((b) => b._id), status: 'reserved' },
    })
    expect(done.status).toBe(200)
    for (const b of mine) {
      expect((await withRepo(app.deps, (r) => r.bookings.get(b._id)))!.status).toBe('reserved')
      const note = (await notificationsOf(b.driver)).find((n) => n.booking === b._id && !n.isRead)
      expect(note?.message).toContain(b._id)
    }
    for (const [i, d] of drivers.entries()) {
      expect(await unreadCount(d._id)).toBe(counters[i] + mine.filter((b) => b.driver === d._id).length)
    }
    const sent = (await app.deps.outbox.all()).slice(mails)
    expect(sent.every((m) => m.to !== drivers[0].email)).toBe(true)
    expect(sent.length).toBe(mine.filter((b) => b.driver !== drivers[0]._id).length)

    // The driver sees it in his list.
    const anna = await driverSession()
    const annas = mine.find((b) => b.driver === anna.id)
    if (annas) {
      const seen = await call(app, 'GET', `/api/booking/${annas._id}/en`, { token: anna.token })
      expect(seen.json).toMatchObject({ status: 'reserved' })
    }
  })

  it('turns a driver’s cancel request into a notification the supplier reads, marks and deletes', async () => {
    const anna = await driverSession()
    const target = (await allBookings()).find(
      (b) => b.driver === anna.id && b.cancellation && !b.cancelRequest && b.status !== 'cancelled' && b.from > new Date(),
    )!
    const owner = await userOf(target.company)
    const account = [SUNRENT, TATRA, { email: 'contact@atlas-auto.example', password: 'atlas1234' }].find((a) => a.email === owner.email)
    // Give the owner a password if the sample did not, to sign in as it.
    if (!account) await putUser({ ...owner, passwordHash: (await userByEmail(SUNRENT.email)).passwordHash })
    const supplier = await backendSession({ email: owner.email, password: account?.password ?? SUNRENT.password })
    const count = (
      (await call(app, 'GET', `/api/notification-counter/${supplier.id}`, { token: supplier.token })).json as { count: number }
    ).count
    expect((await call(app, 'POST', `/api/cancel-booking/${target._id}`, { token: anna.token })).status).toBe(200)
    expect((await call(app, 'GET', `/api/notification-counter/${supplier.id}`, { token: supplier.token })).json).toEqual({
      count: count + 1,
    })
    const list = await call(app, 'GET', `/api/notifications/${supplier.id}/1/10`, { token: supplier.token })
    const newest = (list.json as { resultData: { _id: string; message: string; booking: string }[] }[])[0].resultData[0]
    expect(newest.booking).toBe(target._id)
    expect(newest.message).toContain('Anna Nowak')
    expect(
      (await call(app, 'POST', `/api/mark-notifications-as-read/${supplier.id}`, { token: supplier.token, body: { ids: [newest._id] } }))
        .status,
    ).toBe(200)
    expect((await call(app, 'GET', `/api/notification-counter/${supplier.id}`, { token: supplier.token })).json).toEqual({ count })
    expect(
      (await call(app, 'POST', `/api/delete-notifications/${supplier.id}`, { token: supplier.token, body: { ids: [newest._id] } })).status,
    ).toBe(200)
    expect(await withRepo(app.deps, (r) => r.notifications.get(newest._id))).toBeUndefined()
    // Another account's notifications stay out of reach.
    expect((await call(app, 'GET', `/api/notifications/${anna.id}/1/10`, { token: supplier.token })).status).toBe(403)

    // Accepting the request: the supplier sets Cancelled.
    expect(
      (await call(app, 'POST', '/api/update-booking-status', { token: supplier.token, body: { ids: [target._id], status: 'cancelled' } }))
        .status,
    ).toBe(200)
    expect((await call(app, 'GET', `/api/booking/${target._id}/en`, { token: anna.token })).json).toMatchObject({
      status: 'cancelled',
      cancelRequest: true,
    })
  })
})
