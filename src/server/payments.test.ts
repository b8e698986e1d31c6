// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { bookingBody, carWhere, guest } from './life-testing.ts'
import { TEST_SIGNATURE_HEADER, TestProvider } from './payments/test-provider.ts'
import { call, daysFromNow, signIn, testServer, type Session } from './testing.ts'
import type { BookingRecord, CarRecord } from './types.ts'

/** Issue 47, calls 72–74 and the changes to 25 and 44: paid only on a verified word from the provider. */

const provider = new TestProvider('unit-test-payment-key')
const app = testServer({ payments: provider })
const store = app.deps.store
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
  car = carWhere(app, (c) => c.cancellation > 0 && c.company === supplier.id)
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
async function press(booked: Booked, outcome: 'paid' | 'failed', checkoutUrl = booked.checkoutUrl!): Promise<Response> {
  const url = new URL(checkoutUrl)
  return app.request(url.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ r: url.searchParams.get('r')!, outcome }).toString(),
  })
}

const saved = (id: string): BookingRecord => store.bookings.get(id)!
const payment = (id: string, query = '', token?: string) => call(app, 'GET', `/api/payment/${id}${query}`, { token })

describe('call 25 with payLater false', () => {
  it('makes a void booking awaiting its payment for 30 minutes, with a page and a payment token', async () => {
    const booked = await payNow()
    expect(booked.checkoutUrl).toMatch(/\/api\/test-pay\/[0-9a-f]+\?r=tp_/)
    expect(booked.paymentToken).toMatch(/^[0-9a-f]{32}$/)
    const b = saved(booked.bookingId)
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
    expect(saved(booked.bookingId).payment).toMatchObject({ currency: 'MAD' })
  })

  it('holds the car for others until the payment lapses, then frees it', async () => {
    const booked = await payNow()
    const john = await signIn(app, 'john@example.com', 'john1234')
    const again = await call(app, 'POST', '/api/book', { token: john.token, body: bookingBody(car, {}, { payLater: true }) })
    expect(again.status).toBe(409)
    // A declined payment still holds the car until its time is over.
    await press(booked, 'failed')
    expect(saved(booked.bookingId).payment!.status).toBe('failed')
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
    const b = saved(booked.bookingId)
    expect(b.status).toBe('paid')
    expect(b.payment!.status).toBe('paid')
    expect(Date.parse(b.payment!.paidAt!)).toBeGreaterThan(Date.now() - 10_000)
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; subject: string; text: string }[]
    const receipt = mails.find((m) => m.to === 'anna@example.com' && m.subject.includes(booked.bookingId) && /płatnoś/.test(m.subject))!
    expect(receipt.text).toContain(`${b.price.toFixed(2)} PLN`)
    expect(receipt.text).toContain('(test)')
    expect([...store.notifications.values()].some((n) => n.user === b.company && n.booking === b._id)).toBe(true)
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
      headers: { [TEST_SIGNATURE_HEADER]: signature.replace(/.$/, '0') },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toBe('Bad signature.')
    expect(saved(booked.bookingId).status).toBe('void')
    const unsigned = await call(app, 'POST', '/api/payment-events/test', { body })
    expect(unsigned.status).toBe(400)
    for (let i = 0; i < 2; i++) {
      const good = await call(app, 'POST', '/api/payment-events/test', { body, headers: { [TEST_SIGNATURE_HEADER]: signature } })
      expect(good.status).toBe(200)
    }
    expect(saved(booked.bookingId)._pay!.events).toHaveLength(1)
    const notices = [...store.notifications.values()].filter(
      (n) => n.user === saved(booked.bookingId).company && n.booking === booked.bookingId,
    )
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
    expect(saved(booked.bookingId).status).toBe('paid')
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
    expect(saved(booked.bookingId).status).toBe('pending')
    expect(saved(booked.bookingId).payment).toBeUndefined()
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
    expect(saved(b._id).payment).toMatchObject({ status: 'refunded', refundedAmount: b.price })
    expect(provider.refunds).toEqual([{ reference: b._pay!.reference, amount: b.price, idempotencyKey: `refund-${b._id}` }])
    const b2 = await paid({ from: daysFromNow(40), to: daysFromNow(42) })
    expect((await cancel(b2._id, admin.token)).status).toBe(200)
    expect(saved(b2._id).payment).toMatchObject({ status: 'refunded', refundedAmount: b2.price })
    const mails = (await call(app, 'GET', '/api/__test/outbox')).json as { to: string; subject: string }[]
    expect(mails.filter((m) => m.to === 'anna@example.com' && /Zwrot/.test(m.subject))).toHaveLength(2)
  })

  it('keeps the cancellation option’s price when the driver asked to cancel', async () => {
    const b = await paid({ cancellation: true })
    expect((await call(app, 'POST', `/api/cancel-booking/${b._id}`, { token: anna.token })).status).toBe(200)
    expect((await cancel(b._id)).status).toBe(200)
    const refunded = Math.round((b.price - car.cancellation) * 100) / 100
    expect(saved(b._id).payment).toMatchObject({ status: 'partially_refunded', refundedAmount: refunded })
    // Asked at most once: cancelling again changes nothing.
    await call(app, 'POST', '/api/update-booking-status', { token: supplier.token, body: { ids: [b._id], status: 'paid' } })
    await cancel(b._id)
    expect(provider.refunds).toHaveLength(1)
  })

  it('gives nothing back once the rental began, at the driver’s request', async () => {
    const b = await paid({ cancellation: true })
    store.bookings.get(b._id)!.cancelRequest = true
    store.bookings.get(b._id)!.from = new Date(Date.now() - 3_600_000)
    expect((await cancel(b._id)).status).toBe(200)
    expect(saved(b._id).payment).toMatchObject({ status: 'paid' })
    expect(provider.refunds).toHaveLength(0)
  })
})

describe('a server that takes no money online', () => {
  it('takes every booking as paid at the desk', async () => {
    const desk = testServer({ payments: null })
    const mine = await signIn(desk, 'anna@example.com', 'anna1234')
    const reply = await call(desk, 'POST', '/api/book', { token: mine.token, body: bookingBody(carWhere(desk)) })
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ bookingId: expect.any(String) })
    expect(desk.deps.store.bookings.get((reply.json as Booked).bookingId)!.status).toBe('pending')
  })
})
