import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { apiErrorMessage } from '../../lib/api/error-message'
import type { PaymentState } from '../../lib/api/entities'
import { formatDateTime, formatMoney } from '../../lib/i18n/format'
import { clearDraft } from '../../features/booking/draft'
import { payAgain } from '../../features/payment/pay-again'
import { providerName } from '../../features/payment/payment-texts'
import { useCheckout } from '../../features/payment/use-checkout'
import { Button, ButtonLink } from '../../ui/Button'
import { Card, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'

/** The receipt of a payment: booking number, amount, currency, provider, date. */
function Receipt({ payment }: { payment: PaymentState }) {
  const { i18n } = useLingui()
  return (
    <dl>
      <dt>
        <Trans>Booking number</Trans>
      </dt>
      <dd>{payment.bookingId}</dd>
      <dt>
        <Trans>Amount paid</Trans>
      </dt>
      <dd>{formatMoney(i18n, payment.amount, payment.currency)}</dd>
      <dt>
        <Trans>Paid through</Trans>
      </dt>
      <dd>{providerName(i18n, payment.provider)}</dd>
      {payment.paidAt && (
        <>
          <dt>
            <Trans>Paid on</Trans>
          </dt>
          <dd>{formatDateTime(i18n, payment.paidAt)}</dd>
        </>
      )}
    </dl>
  )
}

/**
 * /checkout?b=<booking> (issue 47): where the provider sends the driver back, paid or not. The
 * booking is paid only when the server says so (call 73, polled); the page says where it stands in words.
 */
export default function CheckoutScreen() {
  const { t, i18n } = useLingui()
  const bookingId = new URLSearchParams(useSearch()).get('b') ?? ''
  const { view, checkAgain } = useCheckout(bookingId)
  const [paying, setPaying] = useState(false)
  const [payError, setPayError] = useState<string | null>(null)
  const bookingHref = `/booking?b=${encodeURIComponent(bookingId)}`

  useEffect(() => {
    // Paid: the booking form's draft has served its purpose.
    if (view.kind === 'paid') clearDraft()
  }, [view.kind])

  async function tryAgain() {
    setPaying(true)
    try {
      await payAgain(bookingId)
    } catch (error) {
      setPaying(false)
      setPayError(apiErrorMessage(error))
    }
  }

  const bookingLink = (
    <ButtonLink href={bookingHref} variant="secondary">
      <Trans>See the booking</Trans>
    </ButtonLink>
  )

  return (
    <Page title={t({ id: 'title:/checkout', message: 'Payment' })} narrow>
      <Card>
        <div aria-live="polite">
          {!bookingId && (
            <p>
              <Trans>There is no payment to follow here.</Trans>
            </p>
          )}
          {bookingId && view.kind === 'checking' && (
            <>
              <p>
                <Trans>Checking your payment…</Trans>
              </p>
              <Loading />
            </>
          )}
          {bookingId && view.kind === 'offline' && (
            <>
              <Notice>
                <Trans>You are offline. Your payment is checked as soon as the network is back.</Trans>
              </Notice>
              {view.payment && (
                <p>
                  <Trans>The car is held for you until {formatDateTime(i18n, view.payment.expiresAt)}.</Trans>
                </p>
              )}
            </>
          )}
          {bookingId && view.kind === 'error' && (
            <>
              <Notice tone="danger">{apiErrorMessage(null)}</Notice>
              <Button variant="secondary" onClick={checkAgain}>
                <Trans>Check again</Trans>
              </Button>
            </>
          )}
          {bookingId && view.kind === 'none' && (
            <p>
              <Trans>There is no payment to follow for this booking on this device. Sign in to see your bookings.</Trans>
            </p>
          )}
          {view.kind === 'paid' && (
            <>
              <Notice tone="success">
                <Trans>Paid. Your booking is confirmed, and the receipt is on its way by email.</Trans>
              </Notice>
              <Receipt payment={view.payment} />
              {bookingLink}
            </>
          )}
          {view.kind === 'failed' && (
            <>
              <Notice tone="danger">
                <Trans>The payment was declined. The car stays held for you until {formatDateTime(i18n, view.payment.expiresAt)}.</Trans>
              </Notice>
              {payError && <Notice tone="danger">{payError}</Notice>}
              <Button busy={paying} onClick={() => void tryAgain()}>
                <Trans>Try again</Trans>
              </Button>
            </>
          )}
          {view.kind === 'waiting' && (
            <>
              <p>
                {view.late ? (
                  <Trans>
                    The payment provider has not confirmed your payment yet. It can take a few minutes; you will get an email once it is
                    paid.
                  </Trans>
                ) : (
                  <Trans>Waiting for the payment provider to confirm your payment…</Trans>
                )}
              </p>
              <p>
                <Trans>The car is held for you until {formatDateTime(i18n, view.payment.expiresAt)}.</Trans>
              </p>
              {view.late ? (
                <Button variant="secondary" onClick={checkAgain}>
                  <Trans>Check again</Trans>
                </Button>
              ) : (
                <Loading />
              )}
              {payError && <Notice tone="danger">{payError}</Notice>}
              <Button busy={paying} variant="secondary" onClick={() => void tryAgain()}>
                <Trans>Pay now</Trans>
              </Button>
            </>
          )}
          {view.kind === 'expired' && (
            <>
              <Notice tone="danger">
                <Trans>The time to pay has run out: the booking has lapsed and the car is no longer held. Book again to rent it.</Trans>
              </Notice>
              <ButtonLink href="/">
                <Trans>Book again</Trans>
              </ButtonLink>
            </>
          )}
          {view.kind === 'refunded' && (
            <>
              <p>
                <Trans>This booking was refunded: {formatMoney(i18n, view.payment.refundedAmount ?? 0, view.payment.currency)}.</Trans>
              </p>
              {bookingLink}
            </>
          )}
        </div>
      </Card>
    </Page>
  )
}
