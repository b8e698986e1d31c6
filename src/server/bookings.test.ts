// @vitest-environment node
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { revive } from './db/repo.ts'
import { computePrice } from './price.ts'
import { isCancellable } from './routes/bookings.ts'
import { BOOKING_STATUSES, type BookingRecord, type CarRecord } from './types.ts'
import { bookingBody as lifeBookingBody, carWhere, guest } from './life-testing.ts'
import { call, daysFromNow, firstPage, signIn, testServer, type Session } from './testing.ts'

const app = await testServer()
let anna: Session
let john: Session

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  anna ??= await signIn(app, 'anna@example.com', 'anna1234')
  john ??= await signIn(app, 'john@example.com', 'john1234')
})

const allCompanies = async (): Promise<string[]> =>
  (await app.deps.db.selectFrom('users').select('id').where('type', '=', 'company').execute()).map((u) => u.id)
const listBody = async (extra: Record<string, unknown> = {}) => ({
  companies: await allCompanies(),
  statuses: [...BOOKING_STATUSES],
  ...extra,
})
/** A driver's bookings, in the order they were written (the sample data's order). */
const bookingsOf = async (id: string): Promise<BookingRecord[]> =>
  (await app.deps.db.selectFrom('bookings').select('doc').where('driver', '=', id).orderBy('id').execute()).map((r) =>
    revive.booking(r.doc),
  )
const bookingCount = async (): Promise<number> =>
  Number(
    (
      await app.deps.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const saved = (id: string) => withRepo(app.deps, (r) => r.bookings.get(id))

describe('bookings list', () => {
  it('pages the owner’s bookings newest first and ignores body.user', async () => {
    const reply = await call(app, 'POST', '/api/bookings/1/20/en', { token: anna.token, body: await listBody({ user: john.id }) })
    expect(reply.status).toBe(200)
    const page = firstPage<{ _id: string; driver: string; createdAt: string; pickupLocation: { name: string }; company: object }>(reply)
    const annas = await bookingsOf(anna.id)
    expect(page.pageInfo).toEqual([{ totalRecords: annas.length }])
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
    const second = firstPage<unknown>(await call(app, 'POST', '/api/bookings/2/20/en', { token: anna.token, body: await listBody() }))
    expect(second.resultData).toHaveLength(annas.length - 20)
  })

  it('filters by status and keyword; an empty result has an empty pageInfo', async () => {
    const cancelled = firstPage<{ status: string }>(
      await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: await listBody({ statuses: ['cancelled'] }) }),
    )
    expect(cancelled.resultData.length).toBeGreaterThan(0)
    expect(cancelled.resultData.every((b) => b.status === 'cancelled')).toBe(true)

    const target = (await bookingsOf(anna.id))[3]
    const byId = firstPage<{ _id: string }>(
      await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: await listBody({ filter: { keyword: target._id } }) }),
    )
    expect(byId.resultData.map((b) => b._id)).toEqual([target._id])

    const none = await call(app, 'POST', '/api/bookings/1/50/pl', {
      token: anna.token,
      body: await listBody({ filter: { keyword: '.*(' } }),
    })
    expect(none.json).toEqual([{ resultData: [], pageInfo: [] }])
    expect((await call(app, 'POST', '/api/bookings/1/50/pl', { token: anna.token, body: {} })).status).toBe(400)
    expect((await call(app, 'POST', '/api/bookings/0/50/pl', { token: anna.token, body: await listBody() })).status).toBe(400)
  })

  it('never shows or lets anyone cancel another driver’s booking', async () => {
    const annas = (await bookingsOf(anna.id)).find((b) => isCancellable(b, new Date()))!
    expect((await call(app, 'GET', `/api/booking/${annas._id}/en`, { token: john.token })).status).toBe(204)
    expect((await call(app, 'POST', `/api/cancel-booking/${annas._id}`, { token: john.token })).status).toBe(204)
    expect((await saved(annas._id))!.cancelRequest).toBe(false)
    const detail = await call(app, 'GET', `/api/booking/${annas._id}/fr`, { token: anna.token })
    expect(detail.status).toBe(200)
    expect(detail.json).toMatchObject({ _id: annas._id, company: { payLater: expect.any(Boolean) } })
    expect((await call(app, 'GET', '/api/booking/not-an-id/en', { token: anna.token })).status).toBe(204)
    const johns = firstPage<{ driver: string }>(
      await call(app, 'POST', '/api/bookings/1/100/en', { token: john.token, body: await listBody() }),
    )
    expect(johns.resultData.every((b) => b.driver === john.id)).toBe(true)
  })
})

describe('cancel-booking', () => {
  it('records a request once for a cancellable booking and notifies the supplier', async () => {
    const b = (await bookingsOf(anna.id)).find((x) => isCancellable(x, new Date()))!
    const unread = () => withRepo(app.deps, (r) => r.notifications.unreadCount(b.company))
    const before = await unread()
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(200)
    expect((await saved(b._id))!.cancelRequest).toBe(true)
    expect(await unread()).toBe(before + 1)
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(204)
  })

  it('refuses started, cancelled and option-less bookings', async () => {
    const now = Date.now()
    const mine = await bookingsOf(anna.id)
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
    const car = await carWhere(app, (c) => c.theftProtection > 0)
    const body = bookingBody(car, { theftProtection: true, driver: john.id })
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body })
    expect(reply.status).toBe(200)
    const { bookingId } = reply.json as { bookingId: string }
    const made = (await saved(bookingId))!
    expect(made.driver).toBe(anna.id)
    // Paid now: void until the provider's word (issue 47).
    expect(made.status).toBe('void')
    expect(made.payment?.status).toBe('awaiting')
    expect(made.theftProtection).toBe(true)
    const expected = computePrice(car, new Date(body.booking.from), new Date(body.booking.to), { theftProtection: true })
    expect(made.price).toBe(expected.totalPrice)
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; links: string[] }[]
    expect(mails.map((m) => m.to)).toContain('anna@example.com')
    expect(mails.flatMap((m) => m.links)).toContain(`http://localhost:4280/booking?b=${bookingId}`)
  })

  it('is pending when paying later at a supplier that allows it', async () => {
    const payLater = new Set(
      (
        await app.deps.db
          .selectFrom('users')
          .select('id')
          .where('type', '=', 'company')
          .where(sql<boolean>`(doc->>'payLater')::boolean`)
          .execute()
      ).map((u) => u.id),
    )
    const car = await carWhere(app, (c) => payLater.has(c.company))
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body: { ...bookingBody(car), payLater: true } })
    expect((await saved((reply.json as { bookingId: string }).bookingId))!.status).toBe('pending')
  })

  it('refuses unavailable options, bad dates and drivers below the car’s minimum age', async () => {
    const car = await carWhere(app, (c) => c.fullInsurance === -1)
    const refused = async (body: unknown, token?: string): Promise<string> => {
      const reply = await call(app, 'POST', '/api/book', { token, body })
      expect(reply.status).toBe(400)
      return reply.text
    }
    await refused(bookingBody(car, { fullInsurance: true }), anna.token)
    await refused(bookingBody(car, { from: daysFromNow(-3) }), anna.token)
    await refused(bookingBody(car, { to: daysFromNow(5) }), anna.token)
    await refused(bookingBody(car, { pickupLocation: '000000000000000000000000' }), anna.token)
    const strict = await carWhere(app, undefined, 25)
    const young = await signIn(app, 'young@example.com', 'young1234')
    expect(await refused(bookingBody(strict), young.token)).toMatch(/25/)
  })

  it('requires and age-checks the additional driver', async () => {
    const car = await carWhere(app, (c) => c.additionalDriver > 0)
    const body = bookingBody(car, { additionalDriver: true })
    expect((await call(app, 'POST', '/api/book', { token: anna.token, body })).status).toBe(400)
    const teen = { fullName: 'Jan Nowak', email: 'jan@example.com', phone: '+48 600 000 001', birthDate: daysFromNow(-365 * 19) }
    expect((await call(app, 'POST', '/api/book', { token: anna.token, body: { ...body, additionalDriver: teen } })).status).toBe(400)
    const adult = { ...teen, birthDate: '1980-01-01T00:00:00.000Z' }
    const ok = await call(app, 'POST', '/api/book', { token: anna.token, body: { ...body, additionalDriver: adult } })
    expect(ok.status).toBe(200)
    const made = (await saved((ok.json as { bookingId: string }).bookingId))!
    expect((await withRepo(app.deps, (r) => r.additionalDrivers.get(made._additionalDriver!)))!.fullName).toBe('Jan Nowak')
  })

  it('creates an inactive guest account, but refuses a registered email', async () => {
    const car = await carWhere(app)
    const driver = guest('guest@example.com', { phone: '+48 600 000 002' })
    const taken = await call(app, 'POST', '/api/book', { body: { ...bookingBody(car), driver: { ...driver, email: 'anna@example.com' } } })
    expect(taken.status).toBe(400)
    expect(taken.text).toBe('This email address is already registered.')
    const ok = await call(app, 'POST', '/api/book', { body: { ...bookingBody(car), driver } })
    expect(ok.status).toBe(200)
    const created = (await withRepo(app.deps, (r) => r.users.byEmail('guest@example.com')))!
    expect(created).toMatchObject({ active: false, verified: false, type: 'user' })
    expect(created.passwordHash).toBeUndefined()
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; links: string[] }[]
    expect(mails.find((m) => m.to === 'guest@example.com' && m.links.some((l) => l.includes('/activate?')))).toBeTruthy()
  })

  it('replays the same booking for a repeated Idempotency-Key', async () => {
    const car = await carWhere(app)
    const send = (key: string) =>
      call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car), headers: { 'Idempotency-Key': key } })
    const count = await bookingCount()
    const [a, b] = await Promise.all([send('k-1'), send('k-1')])
    expect(a.json).toEqual(b.json)
    expect(await bookingCount()).toBe(count + 1)
    // Another key is a new booking: of the same car and dates, it is refused (409, issue 11).
    const c = await send('k-2')
    expect(c.status).toBe(409)
    expect(await bookingCount()).toBe(count + 1)
  })
})

describe('book: the database is the guard (issue 48)', () => {
  it('gives 20 simultaneous bookings of one car for the same days exactly one 200, the rest 409', async () => {
    const car = await carWhere(app)
    const body = JSON.stringify(lifeBookingBody(car, { from: daysFromNow(70), to: daysFromNow(74) }))
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        Promise.resolve(
          app.request('/api/book', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'x-access-token': anna.token },
            body,
          }),
        ),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const texts = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.text()))
    expect(new Set(texts)).toEqual(new Set(['This car is already booked for part of that period.']))
    const holding = await app.deps.db
      .selectFrom('bookings')
      .select('id')
      .where('car', '=', car._id)
      .where('holds', '=', true)
      .where('from_at', '<', new Date(daysFromNow(74)))
      .where('to_at', '>', new Date(daysFromNow(70)))
      .execute()
    expect(holding).toHaveLength(1)
  })

  it('refuses a second hold of a car written past the friendly check', async () => {
    const car = await carWhere(app)
    const first = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car) })
    expect(first.status).toBe(200)
    const made = (await saved((first.json as { bookingId: string }).bookingId))!
    const copy: BookingRecord = { ...made, _id: '6650b0ffffffffffffffffff', driver: john.id }
    await expect(withRepo(app.deps, (r) => r.bookings.put(copy))).rejects.toMatchObject({ code: '23P01' })
  })

  it('lets an expired 30-minute payment hold go: the car is booked again for its days', async () => {
    const car = await carWhere(app)
    const first = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car) })
    const id = (first.json as { bookingId: string }).bookingId
    expect((await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car) })).status).toBe(409)
    // Its payment ran out a minute ago; the row still says it holds (nothing has rewritten it since).
    const expired = new Date(Date.now() - 60_000)
    await app.deps.db
      .updateTable('bookings')
      .set({ hold_expires: expired, doc: sql`jsonb_set(doc, '{payment,expiresAt}', to_jsonb(${expired.toISOString()}::text))` })
      .where('id', '=', id)
      .execute()
    const again = await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car) })
    expect(again.status).toBe(200)
    const row = await app.deps.db
      .selectFrom('bookings')
      .select(['holds', 'hold_expires', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ holds: false, hold_expires: expired, status: 'void' })
  })
})
