// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { computePrice } from './price.ts'
import { isCancellable } from './routes/bookings.ts'
import { BOOKING_STATUSES, type BookingRecord, type CarRecord } from './types.ts'
import { bookingBody as lifeBookingBody, carWhere, guest } from './life-testing.ts'
import { call, daysFromNow, firstPage, signIn, testServer, type Session } from './testing.ts'

const app = testServer()
const store = app.deps.store
let anna: Session
let john: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  anna ??= await signIn(app, 'anna@example.com', 'anna1234')
  john ??= await signIn(app, 'john@example.com', 'john1234')
})

const allCompanies = (): string[] => store.companies().map((c) => c._id)
const listBody = (extra: Record<string, unknown> = {}) => ({
  companies: allCompanies(),
  statuses: [...BOOKING_STATUSES],
  ...extra,
})
const bookingsOf = (id: string): BookingRecord[] => [...store.bookings.values()].filter((b) => b.driver === id)

describe('bookings list', () => {
  it('pages the owner’s bookings newest first and ignores body.user', async () => {
    const reply = await call(app, 'POST', '/api/bookings/1/20/en', { token: anna.token, body: listBody({ user: john.id }) })
    expect(reply.status).toBe(200)
    const page = firstPage<{ _id: string; driver: string; createdAt: string; pickupLocation: { name: string }; company: object }>(reply)
    expect(page.pageInfo).toEqual([{ totalRecords: bookingsOf(anna.id).length }])
    expect(page.resultData).toHaveLength(20)
    expect(page.resultData.every((b) => b.driver === anna.id)).toBe(true)
    const times = page.resultData.map((b) => Date.parse(b.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(page.resultData[0].pickupLocation.name).toMatch(/\w/)
    expect(Object.keys(page.resultData[0].company).sort()).toEqual([
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
    const second = firstPage<unknown>(await call(app, 'POST', '/api/bookings/2/20/en', { token: anna.token, body: listBody() }))
    expect(second.resultData).toHaveLength(bookingsOf(anna.id).length - 20)
  })

  it('filters by status and keyword; an empty result has an empty pageInfo', async () => {
    const cancelled = firstPage<{ status: string }>(
      await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: listBody({ statuses: ['cancelled'] }) }),
    )
    expect(cancelled.resultData.length).toBeGreaterThan(0)
    expect(cancelled.resultData.every((b) => b.status === 'cancelled')).toBe(true)

    const target = bookingsOf(anna.id)[3]
    const byId = firstPage<{ _id: string }>(
      await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: listBody({ filter: { keyword: target._id } }) }),
    )
    expect(byId.resultData.map((b) => b._id)).toEqual([target._id])

    const none = await call(app, 'POST', '/api/bookings/1/50/pl', {
      token: anna.token,
      body: listBody({ filter: { keyword: '.*(' } }),
    })
    expect(none.json).toEqual([{ resultData: [], pageInfo: [] }])
    expect((await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: {} })).status).toBe(400)
    expect((await call(app, 'POST', '/api/bookings/0/50/pl', { token: anna.token, body: listBody() })).status).toBe(400)
  })

  it('never shows or lets anyone cancel another driver’s booking', async () => {
    const annas = bookingsOf(anna.id).find((b) => isCancellable(b, new Date()))!
    expect((await call(app, 'GET', `/api/booking/${annas._id}/en`, { token: john.token })).status).toBe(204)
    expect((await call(app, 'POST', `/api/cancel-booking/${annas._id}`, { token: john.token })).status).toBe(204)
    expect(store.bookings.get(annas._id)!.cancelRequest).toBe(false)
    const detail = await call(app, 'GET', `/api/booking/${annas._id}/fr`, { token: anna.token })
    expect(detail.status).toBe(200)
    expect(detail.json).toMatchObject({ _id: annas._id, company: { payLater: expect.any(Boolean) } })
    expect((await call(app, 'GET', '/api/booking/not-an-id/en', { token: anna.token })).status).toBe(204)
    const johns = firstPage<{ driver: string }>(await call(app, 'POST', '/api/bookings/1/100/en', { token: john.token, body: listBody() }))
    expect(johns.resultData.every((b) => b.driver === john.id)).toBe(true)
  })
})

describe('cancel-booking', () => {
  it('records a request once for a cancellable booking and notifies the supplier', async () => {
    const b = bookingsOf(anna.id).find((x) => isCancellable(x, new Date()))!
    const before = store.counters.get(b.company) ?? 0
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(200)
    expect(store.bookings.get(b._id)!.cancelRequest).toBe(true)
    expect(store.counters.get(b.company)).toBe(before + 1)
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(204)
  })

  it('refuses started, cancelled and option-less bookings', async () => {
    const now = Date.now()
    const mine = bookingsOf(anna.id)
    const started = mine.find((b) => b.cancellation && b.from.getTime() < now && b.to.getTime() > now)!
    const cancelled = mine.find((b) => b.status === 'cancelled' && b.cancellation && b.from.getTime() > now)!
    const without = mine.find((b) => !b.cancellation && b.from.getTime() > now)!
    const requested = mine.find((b) => b.cancelRequest)!
    for (const b of [started, cancelled, without, requested]) {
      expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(204)
    }
  })
})

/** Call 25's body for days 10 to 14, with a price and a status the server must ignore. */
const bookingBody = (car: CarRecord, extra: Record<string, unknown> = {}) =>
  lifeBookingBody(car, { from: daysFromNow(10), to: daysFromNow(14), price: 1, status: 'void', ...extra })

describe('book', () => {
  it('recomputes the price, ignores the client’s driver, price and status, and mails both sides', async () => {
    const car = carWhere(app, (c) => c.theftProtection > 0)
    const body = bookingBody(car, { theftProtection: true, driver: john.id })
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body })
    expect(reply.status).toBe(200)
    const { bookingId } = reply.json as { bookingId: string }
    const saved = store.bookings.get(bookingId)!
    expect(saved.driver).toBe(anna.id)
    // Paid now: void until the provider's word (issue 47).
    expect(saved.status).toBe('void')
    expect(saved.payment?.status).toBe('awaiting')
    expect(saved.theftProtection).toBe(true)
    const expected = computePrice(car, new Date(body.booking.from), new Date(body.booking.to), { theftProtection: true })
    expect(saved.price).toBe(expected.totalPrice)
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; links: string[] }[]
    expect(mails.map((m) => m.to)).toContain('anna@example.com')
    expect(mails.flatMap((m) => m.links)).toContain(`http://localhost:4280/booking?b=${bookingId}`)
  })

  it('is pending when paying later at a supplier that allows it', async () => {
    const car = carWhere(app, (c) => store.users.get(c.company)!.payLater)
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body: { ...bookingBody(car), payLater: true } })
    expect(store.bookings.get((reply.json as { bookingId: string }).bookingId)!.status).toBe('pending')
  })

  it('refuses unavailable options, bad dates and drivers below the car’s minimum age', async () => {
    const car = carWhere(app, (c) => c.fullInsurance === -1)
    const refused = async (body: unknown, token?: string): Promise<string> => {
      const reply = await call(app, 'POST', '/api/book', { token, body })
      expect(reply.status).toBe(400)
      return reply.text
    }
    await refused(bookingBody(car, { fullInsurance: true }), anna.token)
    await refused(bookingBody(car, { from: daysFromNow(-3) }), anna.token)
    await refused(bookingBody(car, { to: daysFromNow(5) }), anna.token)
    await refused(bookingBody(car, { pickupLocation: '000000000000000000000000' }), anna.token)
    const strict = carWhere(app, undefined, 25)
    const young = await signIn(app, 'young@example.com', 'young1234')
    expect(await refused(bookingBody(strict), young.token)).toMatch(/25/)
  })

  it('requires and age-checks the additional driver', async () => {
    const car = carWhere(app, (c) => c.additionalDriver > 0)
    const body = bookingBody(car, { additionalDriver: true })
    expect((await call(app, 'POST', '/api/book', { token: anna.token, body })).status).toBe(400)
    const teen = { fullName: 'Jan Nowak', email: 'jan@example.com', phone: '+48 600 000 001', birthDate: daysFromNow(-365 * 19) }
    expect((await call(app, 'POST', '/api/book', { token: anna.token, body: { ...body, additionalDriver: teen } })).status).toBe(400)
    const adult = { ...teen, birthDate: '1980-01-01T00:00:00.000Z' }
    const ok = await call(app, 'POST', '/api/book', { token: anna.token, body: { ...body, additionalDriver: adult } })
    expect(ok.status).toBe(200)
    const saved = store.bookings.get((ok.json as { bookingId: string }).bookingId)!
    expect(store.additionalDrivers.get(saved._additionalDriver!)!.fullName).toBe('Jan Nowak')
  })

  it('creates an inactive guest account, but refuses a registered email', async () => {
    const car = carWhere(app)
    const driver = guest('guest@example.com', { phone: '+48 600 000 002' })
    const taken = await call(app, 'POST', '/api/book', { body: { ...bookingBody(car), driver: { ...driver, email: 'anna@example.com' } } })
    expect(taken.status).toBe(400)
    expect(taken.text).toBe('This email address is already registered.')
    const ok = await call(app, 'POST', '/api/book', { body: { ...bookingBody(car), driver } })
    expect(ok.status).toBe(200)
    const created = store.userByEmail('guest@example.com')!
    expect(created).toMatchObject({ active: false, verified: false, type: 'user' })
    expect(created.passwordHash).toBeUndefined()
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; links: string[] }[]
    expect(mails.find((m) => m.to === 'guest@example.com' && m.links.some((l) => l.includes('/activate?')))).toBeTruthy()
  })

  it('replays the same booking for a repeated Idempotency-Key', async () => {
    const car = carWhere(app)
    const send = (key: string) =>
      call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car), headers: { 'Idempotency-Key': key } })
    const count = store.bookings.size
    const [a, b] = await Promise.all([send('k-1'), send('k-1')])
    expect(a.json).toEqual(b.json)
    expect(store.bookings.size).toBe(count + 1)
    // Another key is a new booking: of the same car and dates, it is refused (409, issue 11).
    const c = await send('k-2')
    expect(c.status).toBe(409)
    expect(store.bookings.size).toBe(count + 1)
  })
})
