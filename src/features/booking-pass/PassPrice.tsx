import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Booking } from '../../lib/api/entities'
import { formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { bookingDays } from '../bookings/booking-view'
import { PAYMENT_STATES } from './pass-model'
import { PaymentRows, PayNow } from '../payment/PaymentFacts'
import * as css from './pass.css'
import { cx } from '../../ui/cx'

/**
 * The price area of the pass, in one place: what the rental costs and whether it
 * is paid, and the security deposit to expect at the desk. More detail (such as
 * a breakdown) goes in as `children`, under the total. The supplier's copy (`driverNote`
 * false) leaves out the word to the driver about the deposit.
 */
export function PassPrice({ booking, children, driverNote = true }: { booking: Booking; children?: ReactNode; driverNote?: boolean }) {
  const { i18n } = useLingui()
  const days = bookingDays(booking)
  const deposit = booking.car.deposit
  const payment = PAYMENT_STATES[booking.status]
  return (
    <section className={css.card} aria-labelledby="pass-price">
      <h2 id="pass-price" className={css.sectionTitle}>
        <Trans>Price</Trans>
      </h2>
      <dl className={css.dl}>
        <dt className={css.dt}>
          <Trans>Total</Trans>
        </dt>
        <dd className={cx(css.dd, css.total)} data-testid="pass-price">
          {formatPrice(i18n, booking.price)}
        </dd>
        {booking.payment ? (
          <PaymentRows payment={booking.payment} />
        ) : (
          payment && (
            <>
              <dt className={css.dt}>
                <Trans>Payment</Trans>
              </dt>
              <dd className={cx(css.dd, css.strong)}>{i18n._(payment)}</dd>
            </>
          )
        )}
        <dt className={css.dt}>
          <Trans>Length</Trans>
        </dt>
        <dd className={css.dd}>
          <Plural value={days} one="# day" other="# days" />
        </dd>
        {days > 0 && (
          <>
            <dt className={css.dt}>
              <Trans>Price per day</Trans>
            </dt>
            <dd className={css.dd}>{formatPricePerDay(i18n, Math.round((booking.price / days) * 100) / 100)}</dd>
          </>
        )}
        <dt className={css.dt}>
          <Trans>Security deposit</Trans>
        </dt>
        <dd className={css.dd} data-testid="pass-deposit">
          {deposit > 0 ? formatPrice(i18n, deposit) : <Trans>None</Trans>}
        </dd>
      </dl>
      {driverNote && <PayNow booking={booking} />}
      {children}
      {driverNote && deposit > 0 && (
        <p className={css.muted}>
          <Trans>
            The supplier holds the security deposit on your payment card at pick-up and releases it once the car is back in order.
          </Trans>
        </p>
      )}
    </section>
  )
}
