import type Stripe from 'stripe'
import {
  BadSignature,
  minorUnits,
  type CheckoutPage,
  type CheckoutRequest,
  type Currency,
  type PaymentEvent,
  type PaymentProvider,
} from './provider.ts'

/**
 * Stripe Checkout (hosted), through the official `stripe` package: a Checkout Session per payment
 * page, its events on call 74 (`/api/payment-events/stripe`) checked by the package's own signature
 * check on the raw body, refunds through the Refunds API with an idempotency key, and a session read
 * back for the check on start. Configured by BC_STRIPE_SECRET_KEY and BC_STRIPE_WEBHOOK_SECRET.
 */
export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Where the API is (tests point it at a local double of the endpoints used). */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

/** Stripe keeps a Checkout Session open at least 30 minutes; ours closes a little after the booking's hold. */
const MIN_SESSION_MS = 31 * 60_000

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe'
  readonly test = false
  private readonly webhookSecret: string
  /** The `stripe` package is loaded at the first call that needs it, not at the server's start. */
  private client: Promise<Stripe> | null = null

  constructor(private readonly options: StripeOptions) {
    this.webhookSecret = options.webhookSecret
  }

  private stripe(): Promise<Stripe> {
    const { secretKey, host, port, protocol } = this.options
    this.client ??= import('stripe').then(
      ({ default: Stripe }) =>
        new Stripe(secretKey, {
          maxNetworkRetries: 2,
          timeout: 15_000,
          ...(host && { host }),
          ...(port && { port }),
          ...(protocol && { protocol }),
        }),
      (err: unknown) => {
        this.client = null
        throw err
      },
    )
    return this.client
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutPage> {
    const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + MIN_SESSION_MS)
    const stripe = await this.stripe()
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: minorUnits(request.amount),
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.bookingId,
        metadata: { bookingId: request.bookingId },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        expires_at: Math.ceil(expiresAt / 1000),
      },
      // A second page for the same booking is a new session (call 72), never a replay of the first.
      { idempotencyKey: `checkout-${request.bookingId}-${request.expiresAt.getTime()}-${Date.now()}` },
    )
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL.')
    return { url: session.url, reference: session.id }
  }

  async readEvent(rawBody: string, headers: Headers): Promise<PaymentEvent | null> {
    const stripe = await this.stripe()
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', this.webhookSecret)
    } catch {
      throw new BadSignature('Bad signature.')
    }
    const outcome =
      event.type === 'checkout.session.async_payment_succeeded'
        ? 'paid'
        : event.type === 'checkout.session.completed'
          ? event.data.object.payment_status === 'paid'
            ? 'paid'
            : null // a payment still under way (a bank transfer): its async event follows
          : event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired'
            ? 'failed'
            : null
    if (!outcome || !event.type.startsWith('checkout.session.')) return null
    const session = event.data.object as Stripe.Checkout.Session
    const bookingId = session.metadata?.bookingId ?? session.client_reference_id
    if (!bookingId) return null
    return { id: event.id, bookingId, reference: session.id, outcome }
  }

  async refund(reference: string, amount: number, _currency: Currency, idempotencyKey: string): Promise<void> {
    const stripe = await this.stripe()
    const session = await stripe.checkout.sessions.retrieve(reference)
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    if (!intent) throw new Error(`Stripe session ${reference} has no payment to refund.`)
    await stripe.refunds.create({ payment_intent: intent, amount: minorUnits(amount) }, { idempotencyKey })
  }

  async check(reference: string): Promise<'paid' | 'failed' | 'awaiting'> {
    const session = await (await this.stripe()).checkout.sessions.retrieve(reference)
    if (session.payment_status === 'paid') return 'paid'
    return session.status === 'expired' ? 'failed' : 'awaiting'
  }
}
