import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Booking } from '../../lib/api/entities'
import { VisuallyHidden } from '../../ui/Page'
import { awaitsCancellation, bookingHref, driverLabel, type Viewer } from './booking-view'
import { CancelBooking } from './CancelBooking'
import { PayNow } from '../payment/PaymentFacts'
import * as css from './bookings.css'

/** What a booking of the list (a row on desktop, a card on mobile) gets. */
export interface BookingItemProps {
  booking: Booking
  /** The driver (default) cancels his own bookings; a supplier ticks the bookings of its cars to change their status. */
  who?: Viewer
  /** The driver's cancel request. */
  onCancel?: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
  /** Given with onSelect: the row has a checkbox (a supplier's list). */
  selected?: boolean
  onSelect?: (bookingId: string) => void
}

/** The car's small picture in a list item (decorative: the car's name stands next to it). */
export function CarThumb({ src }: { src: string | null }) {
  return src ? <img className={css.thumb} src={src} alt="" width={72} height={48} loading="lazy" decoding="async" /> : null
}

/** Under the car's name: its supplier for the driver, the driver for the supplier, both for the operator. */
export function OtherParty({ booking, who }: { booking: Booking; who?: Viewer }) {
  if (who !== 'supplier' && who !== 'admin') return <span className={css.muted}>{booking.company.fullName}</span>
  const name = driverLabel(booking)
  return (
    <span className={css.muted} data-testid="booking-driver">
      {who === 'admin' && <>{booking.company.fullName} · </>}
      <Trans>Driver: {name}</Trans>
    </span>
  )
}

/** A driver's cancellation request the supplier has not answered: a badge and the words (not colour alone). */
export function CancelRequestNote({ booking }: { booking: Pick<Booking, 'cancelRequest' | 'status'> }) {
  if (!awaitsCancellation(booking)) return null
  return (
    <>
      <span className={css.requestBadge} data-testid="cancel-request">
        <Trans>Cancellation request</Trans>
      </span>
      <span className={css.requestText}>
        <Trans>The driver asked to cancel this booking</Trans>
      </span>
    </>
  )
}

/** The checkbox that ticks one booking, named after its car and pick-up. */
export function SelectBooking({
  booking,
  from,
  selected,
  onSelect,
}: { booking: Booking; from: string } & Pick<BookingItemProps, 'selected' | 'onSelect'>) {
  const { t } = useLingui()
  const car = booking.car.name
  return (
    <input
      type="checkbox"
      className={css.select}
      checked={!!selected}
      onChange={() => onSelect?.(booking._id)}
      aria-label={t`Select the booking of ${car}, ${from}`}
    />
  )
}

/** A list item's actions: the link to the booking (named after its car) and, for the driver, the cancel action. */
export function BookingActions({ booking, who, onCancel, onRefused, cell }: BookingItemProps & { cell?: boolean }) {
  return (
    <div role={cell ? 'cell' : undefined} className={css.actions}>
      <Link href={bookingHref(booking._id, who)} className={css.link}>
        <Trans>View</Trans>
        <VisuallyHidden> {booking.car.name}</VisuallyHidden>
      </Link>
      {(who ?? 'driver') === 'driver' && <PayNow booking={booking} small />}
      {(who ?? 'driver') === 'driver' && onCancel && <CancelBooking booking={booking} onCancel={onCancel} onRefused={onRefused} small />}
    </div>
  )
}
