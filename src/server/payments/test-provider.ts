import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { BadSignature, type CheckoutPage, type CheckoutRequest, type PaymentEvent, type PaymentProvider } from './provider.ts'

/**
 * The built-in test provider, for the demo (`npm start`) and the tests: its "hosted page" is served
 * by this server (routes/payments.ts, `/api/test-pay/<booking>`), says it is a test, and has "Pay" and
 * "Decline". A press becomes an event signed with this provider's key and goes through the same
 * check as a real provider's (call 74, `/api/payment-events/test`). No money moves; a production
 * start refuses it (main.ts).
 */
export const TEST_SIGNATURE_HEADER = 'x-test-signature'

/**
 * The test provider's signing key, derived from the data folder's secret so that an event signed
 * before a restart still checks after it (as a real provider's retries would); random without one.
 */
export function testPaymentKey(secret: string | undefined): string | undefined {
  return secret ? createHmac('sha256', secret).update('volta test payments').digest('hex') : undefined
}

export class TestProvider implements PaymentProvider {
  readonly name = 'test'
  readonly test = true
  private readonly key: Buffer
  /** Pages made (reference → booking); refunds asked (for the tests to read). */
  readonly refunds: { reference: string; amount: number; idempotencyKey: string }[] = []
  private readonly outcomes = new Map<string, 'paid' | 'failed'>()

  constructor(key: string = randomBytes(32).toString('hex')) {
    this.key = Buffer.from(key)
  }

  createCheckout(request: CheckoutRequest): Promise<CheckoutPage> {
    const reference = `tp_${randomBytes(12).toString('hex')}`
    const url = `${request.apiOrigin}/api/test-pay/${encodeURIComponent(request.bookingId)}?r=${reference}`
    return Promise.resolve({ url, reference })
  }

  /** A signed event for a press on the page, as the provider would send it to call 74. */
  signedEvent(bookingId: string, reference: string, outcome: 'paid' | 'failed'): { body: string; signature: string } {
    const body = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, bookingId, reference, outcome })
    return { body, signature: this.sign(body) }
  }

  sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('hex')
  }

  readEvent(rawBody: string, headers: Headers): Promise<PaymentEvent | null> {
    const given = Buffer.from(headers.get(TEST_SIGNATURE_HEADER) ?? '', 'utf8')
    const expected = Buffer.from(this.sign(rawBody), 'utf8')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Promise.reject(new BadSignature('Bad signature.'))
    const event = JSON.parse(rawBody) as Partial<PaymentEvent>
    if (typeof event.id !== 'string' || typeof event.bookingId !== 'string' || typeof event.reference !== 'string')
      return Promise.resolve(null)
    if (event.outcome !== 'paid' && event.outcome !== 'failed') return Promise.resolve(null)
    this.outcomes.set(event.reference, event.outcome)
    return Promise.resolve({ id: event.id, bookingId: event.bookingId, reference: event.reference, outcome: event.outcome })
  }

  refund(reference: string, amount: number, _currency: string, idempotencyKey: string): Promise<void> {
    if (!this.refunds.some((r) => r.idempotencyKey === idempotencyKey)) this.refunds.push({ reference, amount, idempotencyKey })
    return Promise.resolve()
  }

  check(reference: string): Promise<'paid' | 'failed' | 'awaiting'> {
    return Promise.resolve(this.outcomes.get(reference) ?? 'awaiting')
  }
}
