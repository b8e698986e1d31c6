import { useLingui } from '@lingui/react/macro'
import type { Booking } from '../../lib/api/entities'
import { formatDateTime, formatMoney } from '../../lib/i18n/format'
import { PAYMENT_STATES } from '../booking-pass/pass-model'
import { paymentStatusNow } from '../payment/payment-texts'
import * as css from './bookings.css'

/**
 * Where a booking's money stands, in a line of the bookings list (issue 47): paid online; to pay at
 * pick-up; not completed, with the time it may still be paid by (the device's local time); not paid
 * in time; refunded with the amount. A booking paid before online payments existed says nothing
 * more than its status.
 */
export function PaymentNote({ booking }: { booking: Booking }) {
  const { t, i18n } = useLingui()
  const payment = booking.payment
  if (!payment) {
    const atDesk = booking.status === 'pending' ? PAYMENT_STATES.pending : undefined
    return atDesk ? (
      <span className={css.muted} data-testid="payment-note">
        {i18n._(atDesk)}
      </span>
    ) : null
  }
  const status = paymentStatusNow(payment)
  const by = formatDateTime(i18n, payment.expiresAt)
  const refund = formatMoney(i18n, payment.refundedAmount ?? 0, payment.currency)
  const text = {
    paid: t`Paid online`,
    awaiting: t`Payment not completed: pay by ${by}`,
    failed: t`Payment not completed: pay by ${by}`,
    expired: t`Not paid in time`,
    refunded: t`Refunded: ${refund}`,
    partially_refunded: t`Partly refunded: ${refund}`,
  }[status]
  return (
    <span className={css.muted} data-testid="payment-note">
      {text}
    </span>
  )
}
