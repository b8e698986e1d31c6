// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withRepo } from '../context.ts'
import { bookingBody, carWhere } from '../life-testing.ts'
import type { ApiServer } from '../server.ts'
import { call, daysFromNow, signIn, testServer } from '../testing.ts'
import type { BookingRecord } from '../types.ts'
import { recheckPayments } from './ledger.ts'
import { StripeProvider } from './stripe-provider.ts'

/**
 * The Stripe adapter (issue 47) against a local double of the three Stripe endpoints it calls, with
 * the official SDK pointed at it by host and port; events signed with the SDK's own test header.
 */

interface Seen {
  method: string
  path: string
  form: URLSearchParams
  idempotencyKey: string | undefined
}

const WEBHOOK_SECRET = 'whsec_unit_test'
const seen: Seen[] = []
/** Where the double says a session stands (paid and complete when not set). */
const sessionStates = new Map<string, { payment_status: string; status: string }>()
let double: Server
let provider: StripeProvider

const read = async (req: IncomingMessage) => {
  let body = ''
  for await (const chunk of req) body += String(chunk)
  return body
}

beforeAll(async () => {
  double = createServer((req, res) => {
    void read(req).then((body) => {
      const path = req.url ?? ''
      seen.push({
        method: req.method ?? '',
        path,
        form: new URLSearchParams(body),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      })
      res.setHeader('Content-Type', 'application/json')
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const n = seen.length
        return res.end(
          JSON.stringify({ id: `cs_test_${n}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_test_${n}` }),
        )
      }
      if (req.method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
        const id = path.split('/').pop()!
        const state = sessionStates.get(id) ?? { payment_status: 'paid', status: 'complete' }
        return res.end(JSON.stringify({ id, object: 'checkout.session', payment_intent: `pi_for_${id}`, ...state }))
      }
      if (req.method === 'POST' && path === '/v1/refunds')
        return res.end(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded' }))
      res.statusCode = 404
      res.end(JSON.stringify({ error: { message: 'no such endpoint in the double', type: 'invalid_request_error' } }))
    })
  })
  await new Promise<void>((r) => double.listen(0, '127.0.0.1', r))
  const { port } = double.address() as AddressInfo
  provider = new StripeProvider({ secretKey: 'sk_test_double', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' })
})

afterAll(() => new Promise<void>((r) => double.close(() => r())))

/** The booking as stored. */
const stored = async (app: ApiServer, id: string): Promise<BookingRecord> => (await withRepo(app.deps, (r) => r.bookings.get(id)))!

/** A Stripe event as its webhook sends it, signed with the SDK's own test header. */
function signed(type: string, session: Record<string, unknown>, id = `evt_${type}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } })
  return { payload, header: new Stripe('sk_test_double').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
}

describe('the Stripe adapter', () => {
  it('makes a Checkout Session in minor units, is paid on a verified event only, and refunds through the Refunds API', async () => {
    const app = await testServer({ payments: provider })
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const car = await carWhere(app)
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(car) })
    expect(reply.status).toBe(200)
    const { bookingId, checkoutUrl } = reply.json as { bookingId: string; checkoutUrl: string }
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/)
    const booking = await stored(app, bookingId)
    const created = seen.find((s) => s.path === '/v1/checkout/sessions')!
    expect(created.form.get('mode')).toBe('payment')
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe(String(Math.round(booking.price * 100)))
    expect(created.form.get('line_items[0][price_data][currency]')).toBe(booking.currency!.toLowerCase())
    expect(created.form.get('metadata[bookingId]')).toBe(bookingId)
    expect(created.form.get('success_url')).toBe(`http://localhost:4280/checkout?b=${bookingId}`)
    const reference = booking._pay!.reference!

    // A bad signature changes nothing.
    const forged = signed('checkout.session.completed', { id: reference, payment_status: 'paid', metadata: { bookingId } })
    const bad = await call(app, 'POST', '/api/payment-events/stripe', {
      body: forged.payload,
      headers: { 'stripe-signature': 't=1,v1=00' },
    })
    expect([bad.status, bad.text]).toEqual([400, 'Bad signature.'])
    expect((await stored(app, bookingId)).status).toBe('void')

    // A session completed but not paid yet (a bank transfer) changes nothing; its success event does.
    const pending = signed('checkout.session.completed', { id: reference, payment_status: 'unpaid', metadata: { bookingId } }, 'evt_1')
    expect(
      (await call(app, 'POST', '/api/payment-events/stripe', { body: pending.payload, headers: { 'stripe-signature': pending.header } }))
        .status,
    ).toBe(200)
    expect((await stored(app, bookingId)).status).toBe('void')
    const paid = signed(
      'checkout.session.async_payment_succeeded',
      { id: reference, payment_status: 'paid', metadata: { bookingId } },
      'evt_2',
    )
    expect(
      (await call(app, 'POST', '/api/payment-events/stripe', { body: paid.payload, headers: { 'stripe-signature': paid.header } })).status,
    ).toBe(200)
    expect((await stored(app, bookingId)).payment).toMatchObject({ status: 'paid', provider: 'stripe' })

    // Cancelled by the operator: the whole amount back, in minor units, with one idempotency key.
    const admin = await call(app, 'POST', '/api/sign-in/backend', { body: { email: 'admin@volta.example', password: 'admin1234' } })
    const token = (admin.json as { accessToken: string }).accessToken
    const cancelled = await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [bookingId], status: 'cancelled' } })
    expect(cancelled.status).toBe(200)
    const refund = seen.find((s) => s.path === '/v1/refunds')!
    expect(refund.form.get('payment_intent')).toBe(`pi_for_${reference}`)
    expect(refund.form.get('amount')).toBe(String(Math.round(booking.price * 100)))
    expect(refund.idempotencyKey).toBe(`refund-${bookingId}`)
    expect((await stored(app, bookingId)).payment).toMatchObject({ status: 'refunded', refundedAmount: booking.price })
  })

  it('reads where a session stands, for the check on start', async () => {
    expect(await provider.check('cs_test_x')).toBe('paid')
    sessionStates.set('cs_test_open', { payment_status: 'unpaid', status: 'open' })
    sessionStates.set('cs_test_gone', { payment_status: 'unpaid', status: 'expired' })
    expect(await provider.check('cs_test_open')).toBe('awaiting')
    expect(await provider.check('cs_test_gone')).toBe('failed')
  })

  it('refunds the page that was paid, and gives back whole, once, a second page paid too', async () => {
    const app = await testServer({ payments: provider })
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const reply = await call(app, 'POST', '/api/book', { token: anna.token, body: bookingBody(await carWhere(app)) })
    const { bookingId } = reply.json as { bookingId: string }
    const first = (await stored(app, bookingId))._pay!.reference!
    // The driver closed the first page and asked for another (call 72); the first one's expiry says nothing of the second.
    const again = await call(app, 'POST', `/api/checkout/${bookingId}`, { token: anna.token })
    expect(again.status).toBe(200)
    const second = (await stored(app, bookingId))._pay!.reference!
    expect(second).not.toBe(first)
    await deliver(app, signed('checkout.session.expired', { id: first, payment_status: 'unpaid', metadata: { bookingId } }, 'evt_exp_1'))
    expect((await stored(app, bookingId)).payment!.status).toBe('awaiting')
    // Both pages get paid (two tabs): the booking is paid by the first word, the other money goes back whole.
    await deliver(app, signed('checkout.session.completed', { id: first, payment_status: 'paid', metadata: { bookingId } }, 'evt_p_1'))
    expect((await stored(app, bookingId)).status).toBe('paid')
    const before = seen.length
    for (let i = 0; i < 2; i++)
      await deliver(
        app,
        signed('checkout.session.completed', { id: second, payment_status: 'paid', metadata: { bookingId } }, `evt_p2_${i}`),
      )
    const duplicates = seen.slice(before).filter((s) => s.path === '/v1/refunds')
    expect(duplicates).toHaveLength(1)
    expect(duplicates[0].form.get('payment_intent')).toBe(`pi_for_${second}`)
    expect(duplicates[0].idempotencyKey).toBe(`refund-${bookingId}-${second}`)
    expect((await stored(app, bookingId)).payment).toMatchObject({ status: 'paid' })
    // Cancelled unasked: the refund goes to the page that paid the booking.
    const admin = await call(app, 'POST', '/api/sign-in/backend', { body: { email: 'admin@volta.example', password: 'admin1234' } })
    const token = (admin.json as { accessToken: string }).accessToken
    await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [bookingId], status: 'cancelled' } })
    const refund = seen.filter((s) => s.path === '/v1/refunds').pop()!
    expect([refund.form.get('payment_intent'), refund.idempotencyKey]).toEqual([`pi_for_${first}`, `refund-${bookingId}`])
  })

  it('on start: a payment still awaiting is asked of Stripe, and a refund asked but not recorded is asked again with its key', async () => {
    const app = await testServer({ payments: provider })
    const anna = await signIn(app, 'anna@example.com', 'anna1234')
    const car = await carWhere(app)
    const book = async (from: number) =>
      (
        (
          await call(app, 'POST', '/api/book', {
            token: anna.token,
            body: bookingBody(car, { from: daysFromNow(from), to: daysFromNow(from + 2) }),
          })
        ).json as { bookingId: string }
      ).bookingId
    const paidMeanwhile = await book(50)
    const stillOpen = await book(55)
    const halfRefunded = await book(60)
    sessionStates.set((await stored(app, stillOpen))._pay!.reference!, { payment_status: 'unpaid', status: 'open' })
    // As a crash would leave it: paid, cancelled, the refund written as asked, and nothing after.
    const b = await stored(app, halfRefunded)
    b.status = 'cancelled'
    b.payment = { ...b.payment!, status: 'paid', paidAt: new Date().toISOString() }
    b._pay = { ...b._pay!, paidReference: b._pay!.reference, refundAsked: { amount: b.price, at: new Date().toISOString() } }
    await withRepo(app.deps, (r) => r.bookings.put(b))
    const before = seen.length
    await recheckPayments(app.deps)
    expect(await stored(app, paidMeanwhile)).toMatchObject({ status: 'paid', payment: { status: 'paid' } })
    expect(await stored(app, stillOpen)).toMatchObject({ status: 'void', payment: { status: 'awaiting' } })
    expect((await stored(app, halfRefunded)).payment).toMatchObject({ status: 'refunded', refundedAmount: b.price })
    const refunds = seen.slice(before).filter((s) => s.path === '/v1/refunds')
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`refund-${halfRefunded}`])
    // Checked again: nothing more is asked.
    const after = seen.length
    await recheckPayments(app.deps)
    expect(seen.slice(after).filter((s) => s.path === '/v1/refunds')).toHaveLength(0)
  })
})

async function deliver(app: ApiServer, event: { payload: string; header: string }): Promise<void> {
  const reply = await call(app, 'POST', '/api/payment-events/stripe', {
    body: event.payload,
    headers: { 'stripe-signature': event.header },
  })
  expect(reply.status, reply.text).toBe(200)
}
