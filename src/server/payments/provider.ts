/**
 * The one seam between bookings and a payment provider (issue 47). The booking code (ledger.ts)
 * speaks only this interface; each provider (test-provider.ts, stripe-provider.ts) sits behind it.
 * The driver pays on the provider's hosted page: no card data ever reaches this server or the app.
 */

/** The contract's currencies: PLN for a booking made in Polish, MAD (shown as DH) otherwise. */
export type Currency = 'PLN' | 'MAD'

export interface CheckoutRequest {
  bookingId: string
  /** In the currency's major unit (złoty, dirham), as the booking's price. */
  amount: number
  currency: Currency
  /** What the provider's page says is paid for. */
  description: string
  /** Where the provider sends the driver back, paid or not: `<app origin>/checkout?b=<id>`. */
  returnUrl: string
  /** After this the booking holds nothing and cannot be paid. */
  expiresAt: Date
  /** The origin this server is reached on (the test provider serves its page from it). */
  apiOrigin: string
}

export interface CheckoutPage {
  url: string
  /** The provider's own id of this payment page (a Stripe Checkout Session id). */
  reference: string
}

type PaymentOutcome = 'paid' | 'failed'

/** A verified word from the provider about one payment page. */
export interface PaymentEvent {
  /** The provider's event id: an event applied once is never applied again. */
  id: string
  bookingId: string
  reference: string
  outcome: PaymentOutcome
}

/** A signature that does not check: call 74 answers 400 and nothing changes. */
export class BadSignature extends Error {}

export interface PaymentProvider {
  /** As the payment reply names it (`provider`), and in call 74's path. */
  readonly name: string
  /** The built-in test provider: refused by a production start. */
  readonly test: boolean
  createCheckout(request: CheckoutRequest): Promise<CheckoutPage>
  /** Verifies an event of call 74 (throws BadSignature); null for an event that changes no payment. */
  readEvent(rawBody: string, headers: Headers): Promise<PaymentEvent | null>
  /** Gives `amount` back; `idempotencyKey` makes a retry (after a crash) ask the provider once. */
  refund(reference: string, amount: number, currency: Currency, idempotencyKey: string): Promise<void>
  /** Where the payment stands at the provider, for the check on start. */
  check(reference: string): Promise<PaymentOutcome | 'awaiting'>
}

/** Amounts go to providers in the currency's minor unit (grosze, centimes): both currencies have two decimals. */
export function minorUnits(amount: number): number {
  return Math.round(amount * 100)
}
