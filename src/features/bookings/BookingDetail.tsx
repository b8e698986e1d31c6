import { Trans } from '@lingui/react/macro'
import type { Booking } from '../../lib/api/entities'
import { PassBreakdown } from '../booking-pass/PassBreakdown'
import { PassPrice } from '../booking-pass/PassPrice'
import { PassBring, PassCar, PassDesk, PassPlaces, PassTicket } from '../booking-pass/PassSections'
import * as passCss from '../booking-pass/pass.css'
import { AmendBooking } from '../booking-amend/AmendBooking'
import { cancelState } from './cancel'
import { CancelBooking } from './CancelBooking'
import * as css from './bookings.css'
import { cx } from '../../ui/cx'

interface Props {
  booking: Booking
  /** The signed-in driver's name, for "what to bring". */
  driverName: string
  /** When the data on screen came from the network (printed on the pass). */
  savedAt: number | null
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
  /** After a change went through (call 60): the booking as the server changed it. Without it, no change is offered. */
  onAmended?: (booking: Booking) => void
}

/**
 * Everything about one booking, as the pass the driver shows at the rental desk:
 * reference and QR code, the desk, pick-up and return, the car, the price, what
 * to bring; then the cancellation (screen only). All of it from the saved copy
 * when offline.
 */
export function BookingDetail({ booking, driverName, savedAt, onCancel, onRefused, onAmended }: Props) {
  const state = cancelState(booking)
  return (
    <div className={passCss.pass} data-pass={booking._id}>
      <PassTicket booking={booking} savedAt={savedAt} />
      <PassPlaces booking={booking} />
      <PassDesk booking={booking} />
      <PassBring booking={booking} driverName={driverName} />
      <PassCar booking={booking} />
      <PassPrice booking={booking}>
        <PassBreakdown booking={booking} />
      </PassPrice>
      {onAmended && (
        <section className={cx(passCss.card, passCss.noPrint)} aria-labelledby="pass-changes">
          <h2 id="pass-changes" className={passCss.sectionTitle}>
            <Trans>Changes</Trans>
          </h2>
          <AmendBooking booking={booking} onAmended={onAmended} />
        </section>
      )}
      <section className={cx(passCss.card, passCss.noPrint)} aria-labelledby="pass-cancellation">
        <h2 id="pass-cancellation" className={passCss.sectionTitle}>
          <Trans>Cancellation</Trans>
        </h2>
        {state === 'not-taken' && (
          <p className={css.muted}>
            <Trans>The cancellation option was not taken.</Trans>
          </p>
        )}
        {state === 'started' && (
          <p className={css.muted}>
            <Trans>The rental has started; it can no longer be cancelled.</Trans>
          </p>
        )}
        {state === 'cancelled' && (
          <p className={css.muted}>
            <Trans>This booking is cancelled.</Trans>
          </p>
        )}
        <div className={css.actions}>
          <CancelBooking booking={booking} onCancel={onCancel} onRefused={onRefused} />
        </div>
      </section>
    </div>
  )
}
