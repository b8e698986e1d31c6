// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, ATLAS, JOHN, SUNRENT, TATRA, locationId, session, stateOf, upload } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { revive, type FileKind } from './db/repo.ts'
import { call, firstPage, testServer, userId, type Session } from './testing.ts'

/** "The operator on the other calls": 36–44 for any supplier, 22–24, and its own profile and notifications. */

const app = await testServer()
let admin: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  admin = await session(app, ADMIN)
})

const idOf = (account: { email: string }) => userId(app, account.email)
const getCar = (id: string) => withRepo(app.deps, (r) => r.cars.get(id))
const getBooking = (id: string) => withRepo(app.deps, (r) => r.bookings.get(id))
const hasFile = async (kind: FileKind, name: string) => (await withRepo(app.deps, (r) => r.files.get(kind, name))) !== undefined
/** Every car, or booking, in the order they were made (the sample data's ids are in that order). */
const allCars = async () => (await app.deps.db.selectFrom('cars').select('doc').orderBy('id').execute()).map((row) => revive.car(row.doc))
const allBookings = async () =>
  (await app.deps.db.selectFrom('bookings').select('doc').orderBy('id').execute()).map((row) => revive.booking(row.doc))
const notificationCount = async () =>
  Number(
    (
      await app.deps.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function carBody(company: unknown, image: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return {
    name: 'Fiat Panda 4x4',
    company,
    minimumAge: 21,
    locations: [await locationId(app, 'Kraków Airport')],
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
    fullInsurance: 25,
    additionalDriver: -1,
    ...extra,
  }
}

const carSearch = (companies?: string[]) => ({
  ...(companies ? { companies } : {}),
  fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
  availability: ['available', 'unavailable'],
})

describe('the operator on the car calls (36–43)', () => {
  it('lists the cars of the suppliers named in companies, newest first; companies is required', async () => {
    const tatra = await idOf(TATRA)
    const atlas = await idOf(ATLAS)
    const list = async (companies: string[] | undefined, page = 1, size = 100) =>
      call(app, 'POST', `/api/cars/${page}/${size}`, { token: admin.token, body: carSearch(companies) })
    const both = firstPage<{ _id: string; company: { _id: string } }>(await list([tatra, atlas]))
    const expected = (await allCars()).filter((c) => c.company === tatra || c.company === atlas).map((c) => c._id)
    expect(both.pageInfo).toEqual([{ totalRecords: expected.length }])
    expect(both.resultData.map((c) => c._id)).toEqual([...expected].sort().reverse())
    expect(new Set(both.resultData.map((c) => c.company._id))).toEqual(new Set([tatra, atlas]))
    expect(firstPage(await list([]))).toEqual({ resultData: [], pageInfo: [] })
    expect((await list(undefined)).status).toBe(400)
    const second = firstPage<{ _id: string }>(await list([tatra, atlas], 2, 2))
    expect(second.resultData.map((c) => c._id)).toEqual(both.resultData.slice(2, 4).map((c) => c._id))
    // A supplier still gets only its own, whatever companies says.
    const sunrent = await session(app, SUNRENT)
    const own = firstPage<{ company: { _id: string } }>(
      await call(app, 'POST', '/api/cars/1/100', { token: sunrent.token, body: carSearch([tatra]) }),
    )
    expect(own.resultData.every((c) => c.company._id === sunrent.id)).toBe(true)
  })

  it('creates a car for the supplier that company names, from its own upload; 400 without a supplier', async () => {
    const tatra = await idOf(TATRA)
    const image = (await upload(app, '/api/create-car-image', admin.token)).json!
    expect((await withRepo(app.deps, (r) => r.files.get('tempCarImages', image)))!.owner).toBe(admin.id)
    const before = await stateOf(app)
    expect((await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody(undefined, image) })).status).toBe(400)
    expect((await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody(await idOf(ANNA), image) })).status).toBe(
      400,
    )
    expect((await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody(admin.id, image) })).status).toBe(400)
    expect(
      (await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody('6650ca000000000000000999', image) })).status,
    ).toBe(400)
    expect(await stateOf(app)).toBe(before)
    const created = await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody(tatra, image) })
    expect(created.status).toBe(200)
    const car = created.json as { _id: string; company: { _id: string }; image: string }
    expect(car.company._id).toBe(tatra)
    expect(car.image).toBe(image)
    expect((await getCar(car._id))!.company).toBe(tatra)
    // A supplier's upload is not the admin's.
    const sunrent = await session(app, SUNRENT)
    const theirs = (await upload(app, '/api/create-car-image', sunrent.token)).json!
    expect((await call(app, 'POST', '/api/create-car', { token: admin.token, body: await carBody(tatra, theirs) })).status).toBe(400)
    // Call 38: the admin's own temporary upload.
    const spare = (await upload(app, '/api/create-car-image', admin.token)).json!
    expect((await call(app, 'POST', `/api/delete-temp-car-image/${theirs}`, { token: admin.token })).status).toBe(200)
    expect(await hasFile('tempCarImages', theirs)).toBe(true)
    expect((await call(app, 'POST', `/api/delete-temp-car-image/${spare}`, { token: admin.token })).status).toBe(200)
    expect(await hasFile('tempCarImages', spare)).toBe(false)
  })

  it('updates, re-pictures, checks and deletes any supplier’s car, but never moves it to another supplier', async () => {
    const sunrent = await idOf(SUNRENT)
    const withBookings = (await allBookings())[0].car
    const car = (await getCar(withBookings))!
    expect(car.company).toBe(sunrent)
    const body = { ...(await carBody(sunrent, car.image)), _id: car._id, name: 'Renamed by the operator' }
    let before = await stateOf(app)
    expect((await call(app, 'PUT', '/api/update-car', { token: admin.token, body: { ...body, company: await idOf(TATRA) } })).status).toBe(
      400,
    )
    expect((await call(app, 'PUT', '/api/update-car', { token: admin.token, body: { ...body, company: undefined } })).status).toBe(400)
    expect(await stateOf(app)).toBe(before)
    expect((await call(app, 'PUT', '/api/update-car', { token: admin.token, body })).status).toBe(200)
    expect((await getCar(car._id))!.name).toBe('Renamed by the operator')
    expect((await getCar(car._id))!.company).toBe(sunrent)
    expect(
      (await call(app, 'PUT', '/api/update-car', { token: admin.token, body: { ...body, _id: '6650ca000000000000000999' } })).status,
    ).toBe(204)
    const picture = await upload(app, `/api/update-car-image/${car._id}`, admin.token)
    expect(picture.status).toBe(200)
    expect((await getCar(car._id))!.image).toBe(picture.json)

    // 42/43: a car with bookings is never deleted.
    expect((await call(app, 'GET', `/api/check-car/${car._id}`, { token: admin.token })).status).toBe(200)
    before = await stateOf(app)
    expect((await call(app, 'DELETE', `/api/delete-car/${car._id}`, { token: admin.token })).status).toBe(400)
    expect(await stateOf(app)).toBe(before)
    const tatra = await idOf(TATRA)
    const free = (await allCars()).find((c) => c.company === tatra)!
    expect((await call(app, 'GET', `/api/check-car/${free._id}`, { token: admin.token })).status).toBe(204)
    expect((await call(app, 'DELETE', `/api/delete-car/${free._id}`, { token: admin.token })).status).toBe(200)
    expect(await getCar(free._id)).toBeUndefined()
    expect((await call(app, 'DELETE', `/api/delete-car/${free._id}`, { token: admin.token })).status).toBe(204)
  })
})

describe('the operator on the booking calls (44, 22, 23, 24)', () => {
  it('changes the status of any bookings and tells each driver; an unknown id is 403 and changes nothing', async () => {
    const [sunrent, atlas] = [await idOf(SUNRENT), await idOf(ATLAS)]
    const bookings = await allBookings()
    const sunrentBooking = bookings.find((x) => x.company === sunrent && x.status !== 'void')!
    const atlasBooking = bookings.find((x) => x.company === atlas && x.status !== 'void')!
    const before = await stateOf(app)
    const refused = await call(app, 'POST', '/api/update-booking-status', {
      token: admin.token,
      body: { ids: [sunrentBooking._id, '6650b0000000000000000999'], status: 'void' },
    })
    expect(refused.status).toBe(403)
    expect(await stateOf(app)).toBe(before)
    const notesBefore = await notificationCount()
    const reply = await call(app, 'POST', '/api/update-booking-status', {
      token: admin.token,
      body: { ids: [sunrentBooking._id, atlasBooking._id], status: 'void' },
    })
    expect(reply.status).toBe(200)
    expect((await getBooking(sunrentBooking._id))!.status).toBe('void')
    expect((await getBooking(atlasBooking._id))!.status).toBe('void')
    expect(await notificationCount()).toBe(notesBefore + 2)
    const newest = await app.deps.db.selectFrom('notifications').select('user_id').orderBy('created_at', 'desc').limit(2).execute()
    const notified = newest.map((n) => n.user_id)
    expect(new Set(notified)).toEqual(new Set([sunrentBooking.driver, atlasBooking.driver]))
  })

  it('lists every booking of the suppliers in companies (required), newest first, with the driver; user keeps one driver’s', async () => {
    const all = await allBookings()
    const companies = [...new Set(all.map((x) => x.company))]
    const statuses = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled']
    const list = (body: Record<string, unknown>, page = 1, size = 500) =>
      call(app, 'POST', `/api/bookings/${page}/${size}/en`, { token: admin.token, body: { statuses, ...body } })
    const everything = firstPage<{ _id: string; createdAt: string; driver: { _id: string; fullName: string; email: string } }>(
      await list({ companies }),
    )
    expect(everything.pageInfo).toEqual([{ totalRecords: all.length }])
    const times = everything.resultData.map((x) => Date.parse(x.createdAt))
    expect(times).toEqual([...times].sort((p, q) => q - p))
    const annaId = await idOf(ANNA)
    const annaRow = everything.resultData.find((x) => x.driver._id === annaId)!
    expect(annaRow.driver).toMatchObject({ _id: annaId, fullName: 'Anna Nowak', email: ANNA.email })

    const sunrent = await idOf(SUNRENT)
    const onlySunrent = firstPage<{ company: { _id: string } }>(await list({ companies: [sunrent] }))
    expect(onlySunrent.pageInfo).toEqual([{ totalRecords: all.filter((x) => x.company === sunrent).length }])
    expect(onlySunrent.resultData.every((x) => x.company._id === sunrent)).toBe(true)

    const johnId = await idOf(JOHN)
    const johns = firstPage<{ driver: { _id: string } }>(await list({ companies, user: johnId }))
    expect(johns.pageInfo).toEqual([{ totalRecords: all.filter((x) => x.driver === johnId).length }])
    expect(johns.resultData.every((x) => x.driver._id === johnId)).toBe(true)

    expect(firstPage(await list({ companies: [] }))).toEqual({ resultData: [], pageInfo: [] })
    expect((await list({})).status).toBe(400)
    // By the driver's name too.
    const byName = firstPage<{ driver: { _id: string } }>(await list({ companies, filter: { keyword: 'Smith' } }))
    expect(byName.resultData.length).toBeGreaterThan(0)
    expect(byName.resultData.every((x) => x.driver._id === johnId)).toBe(true)
    const paged = firstPage<{ _id: string }>(await list({ companies }, 2, 5))
    expect(paged.resultData.map((x) => x._id)).toEqual(everything.resultData.slice(5, 10).map((x) => x._id))
  })

  it('reads any booking with its driver; cancel-booking is 204 for the admin', async () => {
    const booking = (await allBookings()).find((x) => x.cancellation && !x.cancelRequest && x.from > new Date())!
    const read = await call(app, 'GET', `/api/booking/${booking._id}/pl`, { token: admin.token })
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ _id: booking._id, driver: { _id: booking.driver } })
    expect((await call(app, 'GET', '/api/booking/6650b0000000000000000999/pl', { token: admin.token })).status).toBe(204)
    const before = await stateOf(app)
    expect((await call(app, 'POST', `/api/cancel-booking/${booking._id}`, { token: admin.token })).status).toBe(204)
    expect(await stateOf(app)).toBe(before)
  })
})

describe('the operator’s own profile and notifications (10–17, 29–32)', () => {
  it('serves the admin’s own account as anyone’s, and refuses another account’s', async () => {
    const me = await call(app, 'GET', `/api/user/${admin.id}`, { token: admin.token })
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ _id: admin.id, type: 'admin', fullName: 'Volta Admin', email: ADMIN.email })
    expect((await call(app, 'GET', `/api/user/${await idOf(ANNA)}`, { token: admin.token })).status).toBe(403)
    expect((await call(app, 'POST', '/api/update-language', { token: admin.token, body: { id: admin.id, language: 'fr' } })).status).toBe(
      200,
    )
    expect(
      (
        await call(app, 'POST', '/api/update-user', {
          token: admin.token,
          body: { _id: admin.id, fullName: 'Volta Ops', phone: '+48 22 000 00 00' },
        })
      ).status,
    ).toBe(200)
    expect(await withRepo(app.deps, (r) => r.users.get(admin.id))).toMatchObject({ language: 'fr', fullName: 'Volta Ops' })
    expect((await call(app, 'GET', `/api/check-password/${admin.id}/${ADMIN.password}`, { token: admin.token })).status).toBe(200)
    const note = await withRepo(app.deps, (r) => r.notifications.add(admin.id, 'A supplier asked for help', undefined))
    expect((await call(app, 'GET', `/api/notification-counter/${admin.id}`, { token: admin.token })).json).toEqual({ count: 1 })
    const notes = firstPage<{ _id: string }>(await call(app, 'GET', `/api/notifications/${admin.id}/1/10`, { token: admin.token }))
    expect(notes.resultData.map((n) => n._id)).toEqual([note._id])
    expect(
      (await call(app, 'POST', `/api/mark-notifications-as-read/${admin.id}`, { token: admin.token, body: { ids: [note._id] } })).status,
    ).toBe(200)
    expect((await call(app, 'GET', `/api/notification-counter/${admin.id}`, { token: admin.token })).json).toEqual({ count: 0 })
    expect(
      (await call(app, 'POST', `/api/delete-notifications/${admin.id}`, { token: admin.token, body: { ids: [note._id] } })).status,
    ).toBe(200)
    expect(await withRepo(app.deps, (r) => r.notifications.get(note._id))).toBeUndefined()
    expect((await call(app, 'GET', `/api/notification-counter/${await idOf(ANNA)}`, { token: admin.token })).status).toBe(403)
  })
})
