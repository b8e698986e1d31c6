// @vitest-environment node
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, JOHN, SUNRENT, session } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { openDatabase, type Database } from './db/database.ts'
import { revive } from './db/repo.ts'
import { loadSampleDataOnce } from './db/sample-data.ts'
import { bookingBody, payOnTestPage, setPolicies } from './life-testing.ts'
import { computePrice } from './price.ts'
import { processData, tempDirs } from './process-testing.ts'
import { createServer } from './server.ts'
import { call, daysFromNow, TEST_SECRET, testServer, type Session } from './testing.ts'
import type { BookingRecord, CarRecord, Language, LocationRecord, UserRecord } from './types.ts'

/** Issue 33: amending a booking (call 60) and its preview (call 61). */

const app = await testServer()
const { db } = app.deps
const dirs = tempDirs()
afterAll(() => dirs.removeAll())

let admin: Session
let anna: Session
let john: Session
let sunrent: Session
beforeAll(async () => {
  ;[admin, anna, john, sunrent] = await Promise.all([ADMIN, ANNA, JOHN, SUNRENT].map((a) => session(app, a)))
})

/** Baltic Drive's Toyota Yaris Hybrid: amendments 40 (flat), full insurance 25 a day, additional driver 20 a day, 3 places. */
let car: CarRecord
let booking: BookingRecord
const allCars = async (): Promise<CarRecord[]> =>
  (await db.selectFrom('cars').select('doc').orderBy('id').execute()).map((r) => revive.car(r.doc))
const bookingOf = async (id: string): Promise<BookingRecord> => (await withRepo(app.deps, (r) => r.bookings.get(id)))!
/** Changes a booking as it is in the database. */
const changeBooking = (id: string, change: (b: BookingRecord) => void) =>
  withRepo(app.deps, async (r) => {
    const b = (await r.bookings.get(id))!
    change(b)
    await r.bookings.put(b)
  })
/** Changes an account as it is in the database. */
const changeUser = (id: string, change: (u: UserRecord) => void) =>
  withRepo(app.deps, async (r) => {
    const u = (await r.users.get(id))!
    change(u)
    await r.users.put(u)
  })
const locations = async (): Promise<Map<string, LocationRecord>> =>
  new Map((await withRepo(app.deps, (r) => r.locations.all())).map((l) => [l._id, l]))
const mails = () => app.deps.outbox.all()
/** Every booking, as text: equal before and after means no booking changed. */
const allBookingsText = async () =>
  JSON.stringify((await db.selectFrom('bookings').select('doc').orderBy('id').execute()).map((r) => r.doc))
/** The notifications about a booking, oldest first. */
const notificationsOf = async (booking: string, user?: string): Promise<{ user: string; message: string }[]> => {
  let q = db
    .selectFrom('notifications')
    .select('doc')
    .where(sql<boolean>`doc->>'booking' = ${booking}`)
  if (user) q = q.where('user_id', '=', user)
  return (await q.orderBy('created_at').orderBy('id').execute()).map((r) => revive.notification(r.doc))
}
const notificationCount = async (): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  const baltic = (await withRepo(app.deps, (r) => r.users.byEmail('hello@balticdrive.example')))!
  car = (await allCars()).find(
    (c) => c.company === baltic._id && c.available && c.amendments > 0 && c.fullInsurance > 0 && c.additionalDriver > 0,
  )!
  booking = await book(john, { amendments: true })
})

async function book(who: Session, options: Record<string, unknown> = {}, from = 20, to = 24, on: CarRecord = car): Promise<BookingRecord> {
  const body = bookingBody(on, { from: daysFromNow(from), to: daysFromNow(to), ...options })
  const reply = await call(app, 'POST', '/api/book', { token: who.token, body })
  if (reply.status !== 200) throw new Error(`booking answered ${reply.status} ${reply.text}`)
  const { bookingId, checkoutUrl } = reply.json as { bookingId: string; checkoutUrl?: string }
  // Paid now: paid once the provider says so (issue 47).
  if (checkoutUrl) await payOnTestPage(app, checkoutUrl)
  return bookingOf(bookingId)
}

/** `token` '' sends none. */
const amend = (id: string, body: unknown, token: string = john.token, query = '') =>
  call(app, 'POST', `/api/amend-booking/${id}${query}`, { token, body })
const preview = (params: Record<string, string>, token: string = john.token, carId = car._id) =>
  call(app, 'GET', `/api/car-price/${carId}?${new URLSearchParams(params).toString()}`, { token })

const isoDay = (d: Date | string) => new Date(d).toISOString().slice(0, 16).replace('T', ' ')
const snapshotOf = async (b: BookingRecord) => JSON.stringify(await bookingOf(b._id))

async function supplierNotifications(): Promise<string[]> {
  return (await notificationsOf(booking._id, car.company)).filter((n) => /amended|modifié|zmienił/.test(n.message)).map((n) => n.message)
}

describe('call 60 amend-booking', () => {
  it('moves a booking by a day over its own hold, re-prices it, keeps its id, records the history, tells the supplier and the driver', async () => {
    const before = { from: booking.from, to: booking.to, price: booking.price }
    const mailsBefore = (await mails()).length
    const reply = await amend(booking._id, { booking: { from: daysFromNow(21), to: daysFromNow(26) } })
    expect(reply.status).toBe(200)
    const view = reply.json as {
      _id: string
      from: string
      to: string
      price: number
      amendments: boolean
      amendedAt: string
      history: { at: string; changed: string[]; previous: Record<string, unknown> }[]
      pickupLocation: { _id: string; name: string }
    }
    const expected = computePrice(car, new Date(daysFromNow(21)), new Date(daysFromNow(26)), { amendments: true }).totalPrice
    expect(view).toMatchObject({ _id: booking._id, from: daysFromNow(21), to: daysFromNow(26), price: expected, amendments: true })
    expect(expected).not.toBe(before.price)
    expect(view.pickupLocation.name).toBe((await locations()).get(car.locations[0])!.names.en)
    expect(Date.parse(view.amendedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(view.history).toEqual([
      {
        at: view.amendedAt,
        changed: ['from', 'to', 'price'],
        previous: {
          from: before.from.toISOString(),
          to: before.to.toISOString(),
          pickupLocation: car.locations[0],
          dropOffLocation: car.locations[0],
          price: before.price,
          cancellation: false,
          amendments: true,
          theftProtection: booking.theftProtection,
          collisionDamageWaiver: booking.collisionDamageWaiver,
          fullInsurance: false,
          additionalDriver: false,
        },
      },
    ])
    // The booking page (call 22) shows the same.
    const page = await call(app, 'GET', `/api/booking/${booking._id}/en`, { token: john.token })
    expect(page.json).toMatchObject({ from: daysFromNow(21), price: expected, amendedAt: view.amendedAt })
    // The supplier's notification (Baltic Drive writes Polish) and the emails.
    expect(await supplierNotifications()).toEqual([
      `John Smith zmienił(a) rezerwację ${booking._id}: daty ${isoDay(before.from)} – ${isoDay(before.to)} → ${isoDay(daysFromNow(21))} – ${isoDay(daysFromNow(26))} UTC; cena ${before.price} → ${expected}.`,
    ])
    const sent = (await mails()).slice(mailsBefore)
    const link = `http://localhost:4280/booking?b=${booking._id}`
    expect(sent.map((m) => m.to).sort()).toEqual(['hello@balticdrive.example', 'john@example.com'])
    for (const m of sent) expect(m.links).toEqual([link])
    const driverMail = sent.find((m) => m.to === 'john@example.com')!
    expect(driverMail.text).toContain(isoDay(daysFromNow(21)))
    expect(driverMail.text).toContain(isoDay(daysFromNow(26)))
    expect(driverMail.text).toContain(String(expected))
  })

  it('says what changed in the supplier’s language: en, fr and pl', async () => {
    const supplier = (await withRepo(app.deps, (r) => r.users.get(car.company)))!
    const places = await locations()
    const texts: Record<Language, string> = { en: '', fr: '', pl: '' }
    const fi = car.fullInsurance * 5
    for (const [k, language] of (['en', 'fr', 'pl'] as const).entries()) {
      await changeUser(supplier._id, (u) => (u.language = language))
      const b = await book(john, { amendments: true }, 40 + k * 10, 44 + k * 10)
      const other = car.locations[1]
      const reply = await amend(b._id, { booking: { fullInsurance: true, dropOffLocation: other } })
      expect(reply.status).toBe(200)
      const message = (await notificationsOf(b._id, supplier._id)).at(-1)!.message
      const names = (id: string) => places.get(id)!.names[language]
      const amended = await bookingOf(b._id)
      const prices = `${amended.price - fi} → ${amended.price}`
      texts[language] = message
      expect(message, language).toBe(
        {
          en: `John Smith amended the booking ${b._id}: drop-off ${names(car.locations[0])} → ${names(other)}; added Full insurance; price ${prices}.`,
          fr: `John Smith a modifié la réservation ${b._id} : restitution ${names(car.locations[0])} → ${names(other)} ; ajout : Assurance tous risques ; prix ${prices}.`,
          pl: `John Smith zmienił(a) rezerwację ${b._id}: zwrot ${names(car.locations[0])} → ${names(other)}; dodano: Pełne ubezpieczenie; cena ${prices}.`,
        }[language],
      )
    }
    expect(Object.values(texts).every(Boolean)).toBe(true)
    // The contract's example: the dates and the price, in each language.
    for (const language of ['en', 'fr', 'pl'] as const) {
      await changeUser(supplier._id, (u) => (u.language = language))
      const b = await book(john, { amendments: true }, 80, 83)
      const [from, to, paid] = [isoDay(b.from), isoDay(b.to), b.price]
      await amend(b._id, { booking: { from: daysFromNow(82), to: daysFromNow(86) } })
      const moved = `${from} – ${to} → ${isoDay(daysFromNow(82))} – ${isoDay(daysFromNow(86))} UTC`
      const price = `${paid} → ${(await bookingOf(b._id)).price}`
      const message = (await notificationsOf(b._id)).at(-1)!.message
      expect(message).toBe(
        {
          en: `John Smith amended the booking ${b._id}: dates ${moved}; price ${price}.`,
          fr: `John Smith a modifié la réservation ${b._id} : dates ${moved} ; prix ${price}.`,
          pl: `John Smith zmienił(a) rezerwację ${b._id}: daty ${moved}; cena ${price}.`,
        }[language],
      )
      await changeBooking(b._id, (x) => (x.status = 'cancelled'))
    }
    // No email to a supplier that does not want them; the notification still comes.
    await changeUser(supplier._id, (u) => (u.enableEmailNotifications = false))
    const mailsBefore = (await mails()).length
    expect((await amend(booking._id, { booking: { to: daysFromNow(25) } })).status).toBe(200)
    expect((await mails()).slice(mailsBefore).map((m) => m.to)).toEqual(['john@example.com'])
    expect(await supplierNotifications()).toHaveLength(1)
  })

  it('answers a request that changes nothing with the booking as it is, and tells no one', async () => {
    const state = await snapshotOf(booking)
    const notes = await notificationCount()
    const mailCount = (await mails()).length
    for (const body of [{}, { booking: {} }, { booking: { from: booking.from.toISOString(), amendments: false, car: car._id } }]) {
      const reply = await amend(booking._id, body)
      expect(reply.status).toBe(200)
      expect(reply.json).toMatchObject({ _id: booking._id, price: booking.price })
      expect(reply.json).not.toHaveProperty('history')
    }
    expect(await snapshotOf(booking)).toBe(state)
    expect([await notificationCount(), (await mails()).length]).toEqual([notes, mailCount])
  })

  it('answers 409 when another booking holds the car for part of the new period, changing nothing', async () => {
    await book(anna, {}, 30, 33)
    const state = await snapshotOf(booking)
    const reply = await amend(booking._id, { booking: { from: daysFromNow(27), to: daysFromNow(31) } })
    expect(reply.status).toBe(409)
    expect(await snapshotOf(booking)).toBe(state)
    expect(await supplierNotifications()).toEqual([])
    // A cancelled booking holds nothing.
    const annas = await db.selectFrom('bookings').select('id').where('driver', '=', anna.id).where('car', '=', car._id).execute()
    for (const { id } of annas) await changeBooking(id, (b) => (b.status = 'cancelled'))
    expect((await amend(booking._id, { booking: { from: daysFromNow(27), to: daysFromNow(31) } })).status).toBe(200)
  })

  it('refuses each broken rule with a 400 naming it, in the contract’s order, changing nothing', async () => {
    const plain = await book(john, {}, 50, 53)
    const cancelled = await book(john, { amendments: true }, 60, 63)
    await changeBooking(cancelled._id, (b) => (b.status = 'cancelled'))
    const requested = await book(john, { amendments: true }, 70, 73)
    await changeBooking(requested._id, (b) => (b.cancelRequest = true))
    const soon = await book(john, { amendments: true }, 4, 6)
    const unserved = [...(await locations()).keys()].find((id) => !car.locations.includes(id))!
    const otherCar = (await allCars()).find((c) => c._id !== car._id)!._id
    await setPolicies(app, admin.token, car.company, { minimumRentalDays: 4 })
    const young = { fullName: 'Jan Nowak', email: 'jan@example.com', phone: '+48 600 000 001', birthDate: daysFromNow(-365 * 19) }
    const cases: [BookingRecord, unknown, RegExp][] = [
      [plain, { booking: { to: daysFromNow(54) } }, /amendments option/],
      // Rule 1 comes before rule 4.
      [plain, { booking: { from: daysFromNow(1) } }, /amendments option/],
      [cancelled, { booking: { to: daysFromNow(64) } }, /status cancelled/],
      [requested, { booking: { to: daysFromNow(74) } }, /cancellation was requested/],
      [soon, { booking: { to: daysFromNow(7) } }, /5 days before/],
      [booking, { booking: { to: daysFromNow(19) } }, /new period must end after it starts/],
      [booking, { booking: { from: daysFromNow(3) } }, /5 or more days from now/],
      // Rule 5 comes before rule 7 (a 1-day rental is under the minimum too).
      [booking, { booking: { from: daysFromNow(25), to: daysFromNow(25, 9) } }, /new period must end after it starts/],
      [booking, { booking: { pickupLocation: unserved } }, /cannot be picked up/],
      [booking, { booking: { dropOffLocation: '000000000000000000000000' } }, /drop-off/],
      [booking, { booking: { to: daysFromNow(22) } }, /at least 4 days/],
      [booking, { booking: { additionalDriver: true }, additionalDriver: young }, /at least 21 years/],
      [booking, { booking: { additionalDriver: true }, additionalDriver: { ...young, phone: 'call me' } }, /phone/],
      [booking, { booking: { additionalDriver: true } }, /details are required/],
      [booking, { booking: { car: otherCar } }, /car of a booking/],
      [booking, { booking: { from: 'soon' } }, /ISO date/],
      [booking, { booking: { fullInsurance: 'yes' } }, /true or false/],
    ]
    const before = await allBookingsText()
    for (const [b, body, text] of cases) {
      const reply = await amend(b._id, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.text, JSON.stringify(body)).toMatch(text)
    }
    expect((await amend(booking._id, { booking: { to: daysFromNow(25) } }, john.token, '?lang=de')).status).toBe(400)
    expect((await amend(booking._id, '{not json')).status).toBe(400)
    expect(await allBookingsText()).toBe(before)
    expect(await supplierNotifications()).toEqual([])
  })

  it('answers 204 for a booking that is not the token’s driver’s (a supplier’s token too), 403 without a token, 401 with a bad one', async () => {
    const body = { booking: { to: daysFromNow(25) } }
    for (const [token, status] of [
      [anna.token, 204],
      [sunrent.token, 204],
      [admin.token, 204],
      ['', 403],
      ['bad.token', 401],
    ] as const) {
      expect((await amend(booking._id, body, token)).status).toBe(status)
    }
    expect((await amend('6650b0000000000000000fff', body)).status).toBe(204)
    expect((await bookingOf(booking._id)).amendedAt).toBeUndefined()
  })

  it('keeps the last 10 amendments, oldest first, each with the values before it', async () => {
    const ends: string[] = []
    for (let i = 0; i < 11; i++) {
      ends.push((await bookingOf(booking._id)).to.toISOString())
      expect((await amend(booking._id, { booking: { to: daysFromNow(25 + i) } })).status).toBe(200)
    }
    const history = (await bookingOf(booking._id)).history!
    expect(history).toHaveLength(10)
    expect(history.map((h) => h.previous.to.toISOString())).toEqual(ends.slice(1))
    expect(history.every((h) => h.changed.includes('to'))).toBe(true)
  })

  it('changes places, options and the additional driver, in call 25’s shape or flat', async () => {
    const adult = { fullName: 'Piotr Nowak', email: 'piotr@example.com', phone: '+48 600 000 003', birthDate: '1980-01-01T00:00:00.000Z' }
    const reply = await amend(booking._id, {
      booking: {
        pickupLocation: car.locations[1],
        additionalDriver: true,
        fullInsurance: true,
        amendments: false,
        price: 1,
        status: 'void',
      },
      additionalDriver: adult,
    })
    expect(reply.status).toBe(200)
    const saved = await bookingOf(booking._id)
    expect(saved).toMatchObject({
      pickupLocation: car.locations[1],
      additionalDriver: true,
      fullInsurance: true,
      amendments: true,
      status: 'paid',
    })
    expect(saved.price).toBe(computePrice(car, saved.from, saved.to, saved).totalPrice)
    expect((reply.json as { _additionalDriver: { fullName: string } })._additionalDriver.fullName).toBe('Piotr Nowak')
    expect(saved.history![0].changed).toEqual(['pickupLocation', 'fullInsurance', 'additionalDriver', '_additionalDriver', 'price'])
    // Flat: the additional driver goes, with the history keeping who it was.
    const flat = await amend(booking._id, { additionalDriver: false })
    expect(flat.status).toBe(200)
    expect(flat.json).not.toHaveProperty('_additionalDriver')
    expect((await bookingOf(booking._id)).history![1].previous._additionalDriver).toMatchObject({ fullName: 'Piotr Nowak' })
    expect((await supplierNotifications()).at(-1)).toContain('dodatkowy kierowca Piotr Nowak → —')
  })
})

describe('call 61: call 21 with booking=, a dry run of call 60', () => {
  it('previews the new price with its breakdown and the price paid, changing nothing; parameters left out keep the booking’s', async () => {
    const state = await snapshotOf(booking)
    const reply = await preview({ booking: booking._id, from: daysFromNow(21), to: daysFromNow(26), fullInsurance: 'true' })
    expect(reply.status).toBe(200)
    const expected = computePrice(car, new Date(daysFromNow(21)), new Date(daysFromNow(26)), { amendments: true, fullInsurance: true })
    expect(reply.json).toEqual({ ...expected, previousPrice: booking.price })
    const same = await preview({ booking: booking._id, to: daysFromNow(25) })
    expect(same.json).toMatchObject({
      days: 6,
      totalPrice: computePrice(car, booking.from, new Date(daysFromNow(25)), { amendments: true }).totalPrice,
    })
    // The additional driver can be previewed before its details are given.
    expect((await preview({ booking: booking._id, additionalDriver: 'true' })).status).toBe(200)
    expect(await snapshotOf(booking)).toBe(state)
    expect(await supplierNotifications()).toEqual([])
  })

  it('refuses as call 60 does: 400 a rule or another car, 409, 204 not the driver’s, 403 no token, 401 bad token', async () => {
    await book(anna, {}, 30, 33)
    await setPolicies(app, admin.token, car.company, { minimumRentalDays: 3 })
    const other = (await allCars()).find((c) => c._id !== car._id)!._id
    const cases: [Record<string, string>, string, number, string?][] = [
      [{ booking: booking._id, from: daysFromNow(28), to: daysFromNow(31) }, john.token, 409],
      [{ booking: booking._id, to: daysFromNow(21) }, john.token, 400],
      [{ booking: booking._id, from: daysFromNow(2) }, john.token, 400],
      [{ booking: booking._id, fullInsurance: 'maybe' }, john.token, 400],
      [{ booking: booking._id }, john.token, 400, other],
      [{ booking: booking._id }, anna.token, 204],
      [{ booking: booking._id }, sunrent.token, 204],
      [{ booking: '6650b0000000000000000fff' }, john.token, 204],
      [{ booking: booking._id }, '', 403],
      [{ booking: booking._id }, 'bad', 401],
    ]
    for (const [params, token, status, carId] of cases) {
      expect((await preview(params, token, carId)).status, JSON.stringify(params)).toBe(status)
    }
    expect((await preview({ booking: booking._id, to: daysFromNow(21) })).text).toMatch(/at least 3 days/)
    // Without booking=, call 21 still carries no token and answers as before.
    expect((await call(app, 'GET', `/api/car-price/${car._id}?from=${daysFromNow(20)}&to=${daysFromNow(24)}`)).status).toBe(200)
  })
})

describe('an amendment in the database', () => {
  it('is committed when acknowledged, and back after a restart with its history', async () => {
    const data = await processData(dirs, 'amend')
    let database: Database = await data.open()
    await loadSampleDataOnce(database.db, new Date())
    const server = createServer({ testMode: false, jwtSecret: TEST_SECRET, db: database.db })
    const made = await call(server, 'POST', '/api/book', { token: john.token, body: bookingBody(car, { amendments: true }) })
    const { bookingId: id, checkoutUrl } = made.json as { bookingId: string; checkoutUrl?: string }
    if (checkoutUrl) await payOnTestPage(server, checkoutUrl)
    const reply = await call(server, 'POST', `/api/amend-booking/${id}`, { token: john.token, body: { booking: { to: daysFromNow(26) } } })
    expect(reply.status).toBe(200)
    // What a kill -9 right after the reply would leave: what is committed, read without the running server
    // (the embedded engine's consistent copy; a server's data from another connection).
    const dump = database.dump()
    const copy = dump ? await openDatabase({ loadDataDir: await dump }) : await data.open()
    const kept = revive.booking((await copy.db.selectFrom('bookings').select('doc').where('id', '=', id).executeTakeFirstOrThrow()).doc)
    expect(kept.to.toISOString()).toBe(daysFromNow(26))
    expect(kept.history).toHaveLength(1)
    const notes = await copy.db
      .selectFrom('notifications')
      .select('doc')
      .where(sql<boolean>`doc->>'booking' = ${id}`)
      .execute()
    expect(notes.some((n) => /zmienił\(a\)/.test(revive.notification(n.doc).message))).toBe(true)
    await copy.close()
    await database.close()
    database = await data.open()
    const restored = revive.booking(
      (await database.db.selectFrom('bookings').select('doc').where('id', '=', id).executeTakeFirstOrThrow()).doc,
    )
    expect(restored.to.toISOString()).toBe(daysFromNow(26))
    expect(restored.amendedAt).toBeInstanceOf(Date)
    expect(restored.history![0].at).toBeInstanceOf(Date)
    expect(restored.history![0].previous.to.toISOString()).toBe(daysFromNow(24))
    await database.close()
  }, 60_000)
})
