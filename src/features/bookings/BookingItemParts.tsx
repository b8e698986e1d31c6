import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Booking } from '../../lib/api/entities'
import { VisuallyHidden } from '../../ui/Page'
import { bookingHref } from './booking-view'
import { CancelBooking } from './CancelBooking'
import * as css from './bookings.css'

/** What a booking of the list (a row on desktop, a card on mobile) gets. */
export interface BookingItemProps {
  booking: Booking
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
}

/** The car's small picture in a list item (decorative: the car's name stands next to it). */
export function CarThumb({ src }: { src: string | null }) {
  return src ? <img className={css.thumb} src={src} alt="" width={72} height={48} loading="lazy" decoding="async" /> : null
}

/** A list item's actions: the link to the booking (named after its car) and the cancel action. */
export function BookingActions({ booking, onCancel, onRefused, cell }: BookingItemProps & { cell?: boolean }) {
  return (
    <div role={cell ? 'cell' : undefined} className={css.actions}>
      <Link href={bookingHref(booking._id)} className={css.link}>
        <Trans>View</Trans>
        <VisuallyHidden> {booking.car.name}</VisuallyHidden>
      </Link>
      <CancelBooking booking={booking} onCancel={onCancel} onRefused={onRefused} small />
    </div>
  )
}
