import { paymentStatusAt } from '../../lib/payment-status.ts'
import type { BookingRecord, Currency, Language, PaymentRecord, PaymentStatus } from '../types.ts'

/** What a payment's state means for its booking, as of a time (pure: availability.ts and views.ts read it too). */

/** PLN when the booking is made in Polish, else MAD (shown as DH): the product spec's rule. */
export function currencyFor(language: Language): Currency {
  return language === 'pl' ? 'PLN' : 'MAD'
}

export function formatAmount(amount: number, currency: Currency): string {
  return `${amount.toFixed(2)} ${currency === 'PLN' ? 'PLN' : 'DH'}`
}

/** The status as of `now`: a payment not made by its time is `expired`, whether or not the sweep has written it yet. */
export function paymentStatus(payment: PaymentRecord, now: Date): PaymentStatus {
  return paymentStatusAt(payment, now.getTime())
}

/** A void booking whose payment may still be made holds its car like a pending one. */
export function paymentHolds(booking: BookingRecord, now: Date): boolean {
  if (booking.status !== 'void' || !booking.payment) return false
  const status = paymentStatus(booking.payment, now)
  return status === 'awaiting' || status === 'failed'
}

/** The payment as replies carry it. */
export function paymentView(booking: BookingRecord, now: Date): PaymentRecord | undefined {
  return booking.payment && { ...booking.payment, status: paymentStatus(booking.payment, now) }
}
