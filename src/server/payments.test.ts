// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { revive, type Repo } from './db/repo.ts'
import { bookingBody, carWhere, guest, pressOnTestPage } from './life-testing.ts'
import { TEST_SIGNATURE_HEADER, TestProvider } from './payments/test-provider.ts'
import type { ApiServer } from './server.ts'
import { call, daysFromNow, signIn, testServer, type Session } from './testing.ts'
import type { BookingRecord, CarRecord } from './types.ts'

/** Issue 47, calls 72–74 and the changes to 25 and 44: paid only on a verified word from the provider. */

const provider = new TestProvider('unit-test-payment-key')
const app = await testServer({ payments: provider })
/** Every server of this file shares its database: any one's deps read it. */
const db = <T>(work: (repo: Repo) => Promise<T>) => withRepo(app.deps, work)
let anna: Session
let supplier: Session
let admin: Session
let car: CarRecord

interface Booked {
  bookingId: string
  checkoutUrl?: string
  paymentToken?: string
}

beforeEach(async () => {
  await call(app, 'POST', '/api/__test/reset')
  provider.refunds.length = 0
  anna ??= await signIn(app, 'anna@example.com', 'anna1234')
  admin ??= await backOffice('admin@volta.example', 'admin1234')
  supplier ??= await backOffice('contact@atlas-auto.example', 'atlas1234')
  car = await carWhere(app, (c) => c.cancellation > 0 && c.company === supplier.id)
})

async function backOffice(email: string, password: string): Promise<Session> {
  const reply = await call(app, 'POST', '/api/sign-in/backend', { body: { email, password } })
  const { id, accessToken } = reply.json as { id: string; accessToken: string }
  return { id, token: accessToken }
}

async function payNow(
  extra: Record<string, unknown> = {},
  token: string | undefined = anna.token,
  top: Record<string, unknown> = {},
): Promise<Booked> {
  const reply = await call(app, 'POST', '/api/book', { token, body: bookingBody(car, extra, top) })
  expect(reply.status, reply.text).toBe(200)
  return reply.json as Booked
}

/** Presses a button of the test provider's page, as the driver's browser would (a form post). */
const press = (booked: Booked, outcome: 'paid' | 'failed', checkoutUrl = booked.checkoutUrl!) => pressOnTestPage(app, checkoutUrl, outcome)

const saved = async (id: string): Promise<BookingRecord> => (await db((r) => r.bookings.get(id)))!
/** Changes a booking as stored. */
const change = (id: string, edit: (b: BookingRecord) => void) =>
  db(async (r) => {
    const b = (await r.bookings.get(id))!
    edit(b)
    await r.bookings.put(b)
  })
const count = (table: 'bookings' | 'users') =>
  db(async (r) =>
    Number(
      (
        await (
          await r.kx()
        )
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  )
/** Notifications of `user` about `booking`. */
const noticesOf = (user: string, booking: string) =>
  db(async (r) =>
    (await (await r.kx()).selectFrom('notifications').select('doc').where('user_id', '=', user).execute())
      .map((row) => revive.notification(row.doc))
      .filter((n) => n.booking === booking),
  )
/** Suppliers that take the money at booking (payLater false). */
const payingNow = () =>
  db(async (r) => {
    const rows = await (await r.kx()).selectFrom('users').select('doc').where('type', '=', 'company').execute()
    return new Set(
      rows
        .map((row) => revive.user(row.doc))
        .filter((u) => u.payLater === false)
        .map((u) => u._id),
    )
  })
const payment = (id: string, query = '', token?: string) => call(app, 'GET', `/api/payment/${id}${query}`, { token })

describe('call 25 with payLater false', () => {
  it('makes a void booking awaiting its payment for 30 minutes, with a page and a payment token', async () => {
    const booked = await payNow()
    expect(booked.checkoutUrl).toMatch(/\/api\/test-pay\/[0-9a-f]+\?r=tp_/)
    expect(booked.paymentToken).toMatch(/^[0-9a-f]{32}$/)
    const b = await saved(booked.bookingId)
    expect(b.status).toBe('void')
    expect(b.currency).toBe('PLN')
    expect(b.payment).toMatchObject({ status: 'awaiting', amount: b.price, currency: 'PLN', provider: 'test' })
    const minutes = (Date.parse(b.payment!.expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29)
    expect(minutes).toBeLessThanOrEqual(30)
    // The page says it is a test, with the amount.
    const page = await app.request(new URL(booked.checkoutUrl!).pathname + new URL(booked.checkoutUrl!).search)
    const html = await page.text()
    expect(html).toContain('<title>Test payment (no money moves)</title>')
    expect(html).toContain(`${b.price.toFixed(2)} PLN`)
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Decline<\/button>/)
  })

  it('fixes MAD for a booking made in French or English', async () => {
    const booked = await payNow({}, '', { driver: guest('payeur@example.com', { language: 'fr' }) })
    expect((await saved(booked.bookingId)).payment).toMatchObject({ currency: 'MAD' })
  })

  it('holds the car for others until the payment lapses, then frees it', async () => {
    const booked = await payNow()
    const john = await signIn(app, 'john@example.com', 'john1234')
    const again = await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car, {}, { payLater: true }) })
    expect(again.status).toBe(409)
    // A declined payment still holds the car until its time is over.
    await press(booked, 'failed')
    expect((await saved(booked.bookingId)).payment!.status).toBe('failed')
    expect((await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car, {}, { payLater: true }) })).status).toBe(409)
    expect((await call(app, 'POST', `/api/__test/expire-payment/${booked.bookingId}`)).status).toBe(200)
    expect((await payment(booked.bookingId, '', anna.token)).json).toMatchObject({ status: 'expired', bookingStatus: 'void' })
    expect((await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car, {}, { payLater: true }) })).status).toBe(200)
    // An expired payment cannot be paid again.
    const retry = await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: anna.token })
    expect(retry.status).toBe(400)
    expect(retry.text).toBe('The time to pay this booking has run out: book again.')
  })

  it('answers a retry with the same idempotency key with the same page and token', async () => {
    const headers = { 'Idempotency-Key': 'pay-once' }
    const first = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car), headers })
    const second = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car), headers })
    expect(second.json).toEqual(first.json)
  })
})

describe('paying through the provider', () => {
  it('is paid only on the verified event: the supplier is told, the driver gets a receipt', async () => {
    const booked = await payNow()
    // Coming back to the app changes nothing.
    expect((await payment(booked.bookingId, `?t=${booked.paymentToken}`)).json).toMatchObject({ status: 'awaiting', bookingStatus: 'void' })
    const back = await press(booked, 'paid')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`http://localhost:4280/checkout?b=${booked.bookingId}`)
    const b = await saved(booked.bookingId)
    expect(b.status).toBe('paid')
    expect(b.payment!.status).toBe('paid')
    expect(Date.parse(b.payment!.paidAt!)).toBeGreaterThan(Date.now() - 10_000)
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; subject: string; text: string }[]
    const receipt = mails.find((m) => m.to === 'anna@example.com' && m.subject.includes(booked.bookingId) && /płatnoś/.test(m.subject))!
    expect(receipt.text).toContain(`${b.price.toFixed(2)} PLN`)
    expect(receipt.text).toContain('(test)')
    expect((await noticesOf(b.company, b._id)).length).toBeGreaterThan(0)
    // The supplier and the operator see the payment; the driver's booking carries it, without the server's own fields.
    for (const token of [supplier.token, admin.token]) {
      expect((await payment(booked.bookingId, '', token)).json).toMatchObject({ status: 'paid', amount: b.price, bookingStatus: 'paid' })
    }
    const view = (await call(app, 'GET', `/api/booking/${booked.bookingId}/pl`, { token: anna.token })).json as Record<string, unknown>
    expect(view.payment).toMatchObject({ status: 'paid', currency: 'PLN' })
    expect(view).not.toHaveProperty('_pay')
    expect(JSON.stringify(view)).not.toContain(booked.paymentToken!)
  })

  it('applies an event once, and refuses a bad signature without changing anything', async () => {
    const booked = await payNow()
    const reference = new URL(booked.checkoutUrl!).searchParams.get('r')!
    const { body, signature } = provider.signedEvent(booked.bookingId, reference, 'paid')
    const bad = await call(app, 'POST', '/api/payment-events/test', {
      body,
      // The last digit changed, always to another one (a signature ending in 0 stays valid with a 0).
      headers: { [TEST_SIGNATURE_HEADER]: signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0') },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toBe('Bad signature.')
    expect((await saved(booked.bookingId)).status).toBe('void')
    const unsigned = await call(app, 'POST', '/api/payment-events/test', { body })
    expect(unsigned.status).toBe(400)
    for (let i = 0; i < 2; i++) {
      const good = await call(app, 'POST', '/api/payment-events/test', { body, headers: { [TEST_SIGNATURE_HEADER]: signature } })
      expect(good.status).toBe(200)
    }
    expect((await saved(booked.bookingId))._pay!.events).toHaveLength(1)
    const notices = await noticesOf((await saved(booked.bookingId)).company, booked.bookingId)
    expect(notices).toHaveLength(1)
    // Another provider's path is not this server's.
    expect((await call(app, 'POST', '/api/payment-events/stripe', { body })).status).toBe(404)
  })

  it('lets Decline be followed by Try again (call 72) and Pay', async () => {
    const booked = await payNow({}, '', { driver: guest('gosc-platnik@example.com') })
    await press(booked, 'failed')
    expect((await payment(booked.bookingId, `?t=${booked.paymentToken}`)).json).toMatchObject({ status: 'failed' })
    const again = await call(app, 'POST', `/api/checkout/${booked.bookingId}?t=${booked.paymentToken}`)
    expect(again.status).toBe(200)
    const { checkoutUrl } = again.json as { checkoutUrl: string }
    expect(checkoutUrl).not.toBe(booked.checkoutUrl)
    // The first page is gone: a press on it changes nothing.
    expect((await press(booked, 'paid')).status).toBe(404)
    await press(booked, 'paid', checkoutUrl)
    expect((await saved(booked.bookingId)).status).toBe('paid')
    const paidAgain = await call(app, 'POST', `/api/checkout/${booked.bookingId}?t=${booked.paymentToken}`)
    expect([paidAgain.status, paidAgain.text]).toEqual([400, 'This booking is already paid.'])
  })
})

describe('calls 72 and 73 refuse', () => {
  it('anyone but the driver, its supplier, the operator or the payment token', async () => {
    const booked = await payNow()
    const john = await signIn(app, 'john@example.com', 'john1234')
    const other = (await backOffice('kontakt@tatra-wheels.example', 'tatra1234')).token
    for (const token of [john.token, other, undefined]) expect((await payment(booked.bookingId, '', token)).status).toBe(204)
    expect((await payment(booked.bookingId, `?t=${'0'.repeat(32)}`)).status).toBe(204)
    expect((await payment(booked.bookingId, '?t=nonsense')).status).toBe(204)
    expect((await payment('not-an-id', '', anna.token)).status).toBe(204)
    expect((await payment(booked.bookingId, '', 'bad.token.here')).status).toBe(401)
    // Call 72: the driver or the token only (not its supplier).
    expect((await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: supplier.token })).status).toBe(204)
    expect((await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: john.token })).status).toBe(204)
  })

  it('a booking paid at the desk', async () => {
    const booked = await payNow({}, anna.token, { payLater: true })
    expect((await saved(booked.bookingId)).status).toBe('pending')
    expect((await saved(booked.bookingId)).payment).toBeUndefined()
    const reply = await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: anna.token })
    expect([reply.status, reply.text]).toEqual([400, 'This booking is paid at the desk.'])
    expect((await payment(booked.bookingId, '', anna.token)).status).toBe(204)
  })
})

describe('refunds (call 44 to cancelled)', () => {
  async function paid(extra: Record<string, unknown> = {}): Promise<BookingRecord> {
    const booked = await payNow(extra)
    await press(booked, 'paid')
    return saved(booked.bookingId)
  }
  const cancel = (id: string, token = supplier.token) =>
    call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [id], status: 'cancelled' } })

  it('gives the whole amount back when the supplier or the operator cancels unasked', async () => {
    const b = await paid()
    expect((await cancel(b._id)).status).toBe(200)
    expect((await saved(b._id)).payment).toMatchObject({ status: 'refunded', refundedAmount: b.price })
    expect(provider.refunds).toEqual([{ reference: b._pay!.reference, amount: b.price, idempotencyKey: `refund-${b._id}` }])
    const b2 = await paid({ from: daysFromNow(40), to: daysFromNow(42) })
    expect((await cancel(b2._id, admin.token)).status).toBe(200)
    expect((await saved(b2._id)).payment).toMatchObject({ status: 'refunded', refundedAmount: b2.price })
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; subject: string }[]
    expect(mails.filter((m) => m.to === 'anna@example.com' && /Zwrot/.test(m.subject))).toHaveLength(2)
  })

  it('keeps the cancellation option’s price when the driver asked to cancel', async () => {
    const b = await paid({ cancellation: true })
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(200)
    expect((await cancel(b._id)).status).toBe(200)
    const refunded = Math.round((b.price - car.cancellation) * 100) / 100
    expect((await saved(b._id)).payment).toMatchObject({ status: 'partially_refunded', refundedAmount: refunded })
    // Asked at most once: cancelling again changes nothing.
    await call(app, 'POST', '/api/update-booking-status', { token: supplier.token, body: { ids: [b._id], status: 'reserved' } })
    expect((await saved(b._id)).status).toBe('reserved')
    await cancel(b._id)
    expect(provider.refunds).toHaveLength(1)
  })

  it('gives nothing back once the rental began, at the driver’s request', async () => {
    const b = await paid({ cancellation: true })
    await change(b._id, (stored) => {
      stored.cancelRequest = true
      stored.from = new Date(Date.now() - 3_600_000)
    })
    expect((await cancel(b._id)).status).toBe(200)
    expect((await saved(b._id)).payment).toMatchObject({ status: 'paid' })
    expect(provider.refunds).toHaveLength(0)
  })
})

describe('call 25 and the supplier’s choice', () => {
  it('refuses paying at the desk for a supplier that takes the money at booking, and books nothing', async () => {
    const strictSuppliers = await payingNow()
    const strict = await carWhere(app, (c) => strictSuppliers.has(c.company))
    const before = await count('bookings')
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(strict, {}, { payLater: true }) })
    expect([reply.status, reply.text]).toEqual([400, 'This supplier does not take payment at the desk: choose to pay now.'])
    expect(await count('bookings')).toBe(before)
    // Paying now is that supplier's way.
    const now = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(strict) })
    expect(now.status).toBe(200)
    expect(await saved((now.json as Booked).bookingId)).toMatchObject({ status: 'void', payment: { status: 'awaiting' } })
  })
})

describe('call 72 and 73, more refusals', () => {
  it('204 for an unknown booking, 401 for a bad token, 400 once refunded', async () => {
    expect((await call(app, 'POST', '/api/checkout/6650aaaaaaaaaaaaaaaaaaaa', { token: anna.token })).status).toBe(204)
    expect((await call(app, 'POST', '/api/checkout/nonsense', { token: anna.token })).status).toBe(204)
    const booked = await payNow()
    expect((await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: 'bad.token.here' })).status).toBe(401)
    // Without a token, a wrong payment token is nobody's.
    expect((await call(app, 'POST', `/api/checkout/${booked.bookingId}?t=${'f'.repeat(32)}`)).status).toBe(204)
    await press(booked, 'paid')
    await call(app, 'POST', '/api/update-booking-status', { token: supplier.token, body: { ids: [booked.bookingId], status: 'cancelled' } })
    const refunded = await call(app, 'POST', `/api/checkout/${booked.bookingId}`, { token: anna.token })
    expect([refunded.status, refunded.text]).toEqual([400, 'This booking was refunded.'])
    expect((await payment(booked.bookingId, `?t=${booked.paymentToken}`)).json).toMatchObject({
      bookingId: booked.bookingId,
      status: 'refunded',
      bookingStatus: 'cancelled',
      refundedAmount: (await saved(booked.bookingId)).price,
    })
  })

  it('call 74: a signed body that is not an event changes nothing; an event for an unknown booking is answered 200', async () => {
    const booked = await payNow()
    const junk = 'not json'
    const notJson = await call(app, 'POST', '/api/payment-events/test', {
      body: junk,
      headers: { [TEST_SIGNATURE_HEADER]: provider.sign(junk) },
    })
    expect([notJson.status, notJson.text]).toEqual([400, 'The event is not JSON.'])
    const reference = new URL(booked.checkoutUrl!).searchParams.get('r')!
    const stranger = provider.signedEvent('6650aaaaaaaaaaaaaaaaaaaa', reference, 'paid')
    const unknown = await call(app, 'POST', '/api/payment-events/test', {
      body: stranger.body,
      headers: { [TEST_SIGNATURE_HEADER]: stranger.signature },
    })
    expect(unknown.status).toBe(200)
    // An event naming the booking but another page of it is not this page's word.
    const wrongPage = provider.signedEvent(booked.bookingId, 'tp_not_this_page', 'failed')
    await call(app, 'POST', '/api/payment-events/test', { body: wrongPage.body, headers: { [TEST_SIGNATURE_HEADER]: wrongPage.signature } })
    expect(await saved(booked.bookingId)).toMatchObject({ status: 'void', payment: { status: 'awaiting' } })
  })
})

describe('the test provider’s page', () => {
  it('runs nothing, posts only here and back to the app, and escapes what it shows', async () => {
    const booked = await payNow()
    const url = new URL(booked.checkoutUrl!)
    const page = await app.request(url.pathname + url.search)
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self' http:\/\/localhost:4280; base-uri 'none'; frame-ancestors 'none'$/,
    )
    const html = await page.text()
    expect(html).not.toContain('<script')
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]
    const { createHash } = await import('node:crypto')
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`)
    expect(html).toContain(`Booking <strong>${booked.bookingId}</strong>`)
    // A page that is not the booking's current one does not exist.
    expect((await app.request(`${url.pathname}?r=tp_%3Cscript%3E`)).status).toBe(404)
  })
})

describe('a payment that comes when it should not', () => {
  it('for a booking cancelled while it waited: given back whole, the booking stays cancelled', async () => {
    const booked = await payNow()
    await call(app, 'POST', '/api/update-booking-status', { token: supplier.token, body: { ids: [booked.bookingId], status: 'cancelled' } })
    await press(booked, 'paid')
    const b = await saved(booked.bookingId)
    expect(b.status).toBe('cancelled')
    expect(b.payment).toMatchObject({ status: 'refunded', refundedAmount: b.price })
    expect(provider.refunds).toEqual([{ reference: b._pay!.reference, amount: b.price, idempotencyKey: `refund-${b._id}` }])
  })

  it('after its time, for a car another driver has taken since: given back whole, the booking stays void', async () => {
    const booked = await payNow()
    await call(app, 'POST', `/api/__test/expire-payment/${booked.bookingId}`)
    const john = await signIn(app, 'john@example.com', 'john1234')
    expect((await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car, {}, { payLater: true }) })).status).toBe(200)
    await press(booked, 'paid')
    const b = await saved(booked.bookingId)
    expect(b.status).toBe('void')
    expect(b.payment).toMatchObject({ status: 'refunded', refundedAmount: b.price })
  })

  it('after its time, with the car still free: the booking is paid', async () => {
    const booked = await payNow()
    await call(app, 'POST', `/api/__test/expire-payment/${booked.bookingId}`)
    await press(booked, 'paid')
    expect(await saved(booked.bookingId)).toMatchObject({ status: 'paid', payment: { status: 'paid' } })
    expect(provider.refunds).toHaveLength(0)
  })
})

describe('paid only on the provider’s word', () => {
  it('call 44 cannot mark a booking paid online as paid while its payment is not (the supplier nor the operator)', async () => {
    const booked = await payNow()
    for (const token of [supplier.token, admin.token]) {
      const reply = await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [booked.bookingId], status: 'paid' } })
      expect([reply.status, reply.text]).toEqual([
        400,
        'A booking paid online becomes paid only when the payment provider confirms the payment.',
      ])
    }
    expect(await saved(booked.bookingId)).toMatchObject({ status: 'void', payment: { status: 'awaiting' } })
    // A booking paid at the desk is marked paid by its supplier as before.
    const desk = await payNow({ from: daysFromNow(44), to: daysFromNow(46) }, anna.token, { payLater: true })
    const ok = await call(app, 'POST', '/api/update-booking-status', {
      token: supplier.token,
      body: { ids: [desk.bookingId], status: 'paid' },
    })
    expect(ok.status).toBe(200)
    expect((await saved(desk.bookingId)).status).toBe('paid')
  })

  it('a provider that cannot make the page: 503, and nothing is booked', async () => {
    const failing = new TestProvider('failing-key')
    failing.createCheckout = () => Promise.reject(new Error('provider down'))
    const down = await testServer({ payments: failing })
    const mine = await signIn(down, 'anna@example.com', 'anna1234')
    const before = await count('bookings')
    const car = await carWhere(down)
    const reply = await call(down, 'POST', '/api/book', { token: mine.token, body: bookingBody(car), headers: { 'Idempotency-Key': 'k1' } })
    expect([reply.status, reply.text]).toEqual([
      503,
      'The payment service could not be reached: nothing was booked. Try again in a moment.',
    ])
    expect(await count('bookings')).toBe(before)
    // The car is free for the retry, which makes the page once the provider answers.
    failing.createCheckout = TestProvider.prototype.createCheckout.bind(failing)
    const retry = await call(down, 'POST', '/api/book', { token: mine.token, body: bookingBody(car), headers: { 'Idempotency-Key': 'k1' } })
    expect(retry.status).toBe(200)
    expect(retry.json).toMatchObject({ checkoutUrl: expect.stringContaining('/api/test-pay/') })
    // A guest too: no account is left behind by the failed try, so the same email books on the next one.
    failing.createCheckout = () => Promise.reject(new Error('provider down'))
    const users = await count('users')
    const asGuest = () =>
      call(down, 'POST', '/api/book', {
        body: bookingBody(car, { from: daysFromNow(60), to: daysFromNow(62) }, { driver: guest('retry@example.com') }),
      })
    expect((await asGuest()).status).toBe(503)
    expect(await count('users')).toBe(users)
    expect((await down.deps.outbox.all()).some((m) => m.to === 'retry@example.com')).toBe(false)
    failing.createCheckout = TestProvider.prototype.createCheckout.bind(failing)
    expect((await asGuest()).status).toBe(200)
    expect((await down.deps.outbox.all()).filter((m) => m.to === 'retry@example.com')).toHaveLength(2)
  })
})

describe('the sweep of lapsed payments', () => {
  it('writes expired once the 30 minutes are over; the replies said so already', async () => {
    let clock = Date.now()
    const timed = await testServer({ payments: new TestProvider('sweep-key'), now: () => new Date(clock) })
    const { expireDue } = await import('./payments/ledger.ts')
    const mine = await signIn(timed, 'anna@example.com', 'anna1234')
    const reply = await call(timed, 'POST', '/api/book', { token: mine.token, body: bookingBody(await carWhere(timed)) })
    const { bookingId } = reply.json as Booked
    const record = async () => (await withRepo(timed.deps, (r) => r.bookings.get(bookingId)))!
    /** The row's own word: whether the booking holds its car (the exclusion constraint reads it). */
    const holdsRow = async () =>
      await timed.deps.db.selectFrom('bookings').select(['holds', 'hold_expires']).where('id', '=', bookingId).executeTakeFirstOrThrow()
    expect(await holdsRow()).toMatchObject({ holds: true, hold_expires: expect.any(Date) })
    clock += 29 * 60_000
    expect(await expireDue(timed.deps)).toBe(0)
    expect((await call(timed, 'GET', `/api/payment/${bookingId}`, { token: mine.token })).json).toMatchObject({ status: 'awaiting' })
    clock += 2 * 60_000
    expect((await record()).payment!.status).toBe('awaiting')
    expect((await call(timed, 'GET', `/api/payment/${bookingId}`, { token: mine.token })).json).toMatchObject({ status: 'expired' })
    expect(await expireDue(timed.deps)).toBe(1)
    expect(await record()).toMatchObject({ status: 'void', payment: { status: 'expired' } })
    expect(await holdsRow()).toEqual({ holds: false, hold_expires: null })
    expect(await expireDue(timed.deps)).toBe(0)
  })
})

describe('a server that takes no money online (--no-online-payment)', () => {
  let desk: ApiServer
  beforeAll(async () => {
    desk = await testServer({ payments: null })
  })
  it('refuses paying now with a clear 400, and books every driver to pay at the desk', async () => {
    const mine = await signIn(desk, 'anna@example.com', 'anna1234')
    const car = await carWhere(desk)
    const refused = await call(desk, 'POST', '/api/book', { token: mine.token, body: bookingBody(car) })
    expect([refused.status, refused.text]).toEqual([400, 'Paying online is not available: choose to pay at the desk.'])
    // Even a supplier that takes the money at booking is paid at the desk here.
    const strictSuppliers = await payingNow()
    const strict = await carWhere(desk, (c) => strictSuppliers.has(c.company))
    for (const which of [car, strict]) {
      const reply = await call(desk, 'POST', '/api/book', { token: mine.token, body: bookingBody(which, {}, { payLater: true }) })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.json).toEqual({ bookingId: expect.any(String) })
      const b = (await withRepo(desk.deps, (r) => r.bookings.get((reply.json as Booked).bookingId)))!
      expect(b.status).toBe('pending')
      expect(b.payment).toBeUndefined()
      const again = await call(desk, 'POST', `/api/checkout/${b._id}`, { token: mine.token })
      expect([again.status, again.text]).toEqual([400, 'This booking is paid at the desk.'])
    }
    expect((await call(desk, 'POST', '/api/payment-events/test', { body: '{}' })).status).toBe(404)
  })

  it('says every supplier lets drivers pay at the desk, where drivers read it (calls 19, 22, 71)', async () => {
    const strictSuppliers = await payingNow()
    const strict = await carWhere(desk, (c) => strictSuppliers.has(c.company))
    expect((await withRepo(desk.deps, (r) => r.users.get(strict.company)))!.payLater).toBe(false)
    const detail = await call(desk, 'GET', `/api/car/${strict._id}/en`)
    expect((detail.json as { company: { payLater: boolean } }).company.payLater).toBe(true)
    const suppliers = (await call(desk, 'GET', '/api/frontend-suppliers/en')).json as { _id: string; payLater: boolean }[]
    expect(suppliers.length).toBeGreaterThan(0)
    expect(suppliers.every((s) => s.payLater)).toBe(true)
    // The server that takes money online still says what each supplier chose.
    const online = (await call(app, 'GET', `/api/car/${strict._id}/en`)).json as { company: { payLater: boolean } }
    expect(online.company.payLater).toBe(false)
  })
})

describe('bookings carry their currency', () => {
  it('the seed’s and the ones made before issue 47, by the driver’s language', async () => {
    const annas = await db(async (r) =>
      (await (await r.kx()).selectFrom('bookings').select('doc').where('driver', '=', anna.id).orderBy('id').execute()).map((row) =>
        revive.booking(row.doc),
      ),
    )
    expect(annas.length).toBeGreaterThan(0)
    expect(annas.every((b) => b.currency === 'PLN')).toBe(true)
    const old = annas[0]
    await change(old._id, (stored) => delete stored.currency)
    const view = (await call(app, 'GET', `/api/booking/${old._id}/en`, { token: anna.token })).json as { currency: string }
    expect(view.currency).toBe('PLN')
  })
})
