import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import type { Booking, Payment } from '../../lib/api/entities'
import { formatDateTime, formatMoney } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { cx } from '../../ui/cx'
import { VisuallyHidden } from '../../ui/Page'
import { toast } from '../../ui/toast'
import * as css from '../booking-pass/pass.css'
import { payAgain } from './pay-again'
import { paymentStatusNow, providerName } from './payment-texts'

/**
 * Where the money of a booking paid now stands (issue 47), as rows of the pass's price list: on the
 * driver's booking page and pass (offline too, from the mirror), and on the supplier's and the
 * operator's booking pages. A paid one carries the receipt: amount, currency, provider, date (the
 * booking number heads the pass).
 */
export function PaymentRows({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui()
  const status = paymentStatusNow(payment)
  const amount = formatMoney(i18n, payment.amount, payment.currency)
  const labels: Record<typeof status, string> = {
    awaiting: t`Payment not completed`,
    failed: t`Payment declined`,
    expired: t`Not paid in time: the booking has lapsed`,
    paid: t`Paid online`,
    refunded: t`Refunded`,
    partially_refunded: t`Partly refunded`,
  }
  return (
    <>
      <dt className={css.dt}>
        <Trans>Payment</Trans>
      </dt>
      <dd className={cx(css.dd, css.strong)} data-testid="payment-status">
        {labels[status]}
      </dd>
      <dt className={css.dt}>
        {status === 'paid' || status.endsWith('refunded') ? <Trans>Amount paid</Trans> : <Trans>Amount to pay</Trans>}
      </dt>
      <dd className={css.dd}>{amount}</dd>
      {payment.paidAt && (
        <>
          <dt className={css.dt}>
            <Trans>Paid on</Trans>
          </dt>
          <dd className={css.dd}>{formatDateTime(i18n, payment.paidAt)}</dd>
          <dt className={css.dt}>
            <Trans>Paid through</Trans>
          </dt>
          <dd className={css.dd}>{providerName(i18n, payment.provider)}</dd>
        </>
      )}
      {(status === 'awaiting' || status === 'failed') && (
        <>
          <dt className={css.dt}>
            <Trans>Pay before</Trans>
          </dt>
          <dd className={css.dd}>{formatDateTime(i18n, payment.expiresAt)}</dd>
        </>
      )}
      {payment.refundedAmount !== undefined && (
        <>
          <dt className={css.dt}>
            <Trans>Refund</Trans>
          </dt>
          <dd className={css.dd}>
            {formatMoney(i18n, payment.refundedAmount, payment.currency)}
            {payment.refundedAt && ` · ${formatDateTime(i18n, payment.refundedAt)}`}
          </dd>
        </>
      )}
    </>
  )
}

/** "Pay now" for the driver while the payment may still be made: a new page at the provider (call 72). `small` in a list. */
export function PayNow({ booking, small }: { booking: Booking; small?: boolean }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const status = booking.payment && paymentStatusNow(booking.payment)
  if (status !== 'awaiting' && status !== 'failed') return null
  async function pay() {
    if (!navigator.onLine) {
      toast.error(t`Paying needs a connection. Try again when you are back online.`)
      return
    }
    setBusy(true)
    try {
      await payAgain(booking._id)
    } catch (error) {
      toast.error(apiErrorMessage(error))
      setBusy(false)
    }
  }
  const button = (
    <Button busy={busy} small={small} onClick={() => void pay()}>
      <Trans>Pay now</Trans>
      {small && <VisuallyHidden> {booking.car.name}</VisuallyHidden>}
    </Button>
  )
  return small ? button : <p>{button}</p>
}
