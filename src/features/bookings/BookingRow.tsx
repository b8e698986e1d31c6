import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { Link } from 'wouter'
import type { Booking } from '../../lib/api/entities'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { VisuallyHidden } from '../../ui/Page'
import { bookingDays, bookingHref, carImageUrl } from './booking-view'
import { CancelBooking } from './CancelBooking'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

export interface BookingItemProps {
  booking: Booking
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
}

/** One booking as a row of the desktop table. */
export const BookingRow = memo(function BookingRow({ booking, onCancel, onRefused }: BookingItemProps) {
  const { i18n } = useLingui()
  const days = bookingDays(booking)
  const image = carImageUrl(booking.car.image)
  return (
    <div role="row" className={css.row} data-booking={booking._id}>
      <div role="cell" className={css.carCell}>
        {image && <img className={css.thumb} src={image} alt="" width={72} height={48} loading="lazy" decoding="async" />}
        <span className={css.cell}>
          <span className={css.strong}>{booking.car.name}</span>
          <span className={css.muted}>{booking.company.fullName}</span>
        </span>
      </div>
      <div role="cell" className={css.cell}>
        <span>{formatDateTime(i18n, booking.from)}</span>
        <span>{formatDateTime(i18n, booking.to)}</span>
        <span className={css.muted}>
          <Plural value={days} one="# day" other="# days" />
        </span>
      </div>
      <div role="cell" className={css.cell}>
        <span>{booking.pickupLocation.name}</span>
        {booking.dropOffLocation._id !== booking.pickupLocation._id && (
          <span className={css.muted}>
            <VisuallyHidden>
              <Trans>Drop-off:</Trans>{' '}
            </VisuallyHidden>
            → {booking.dropOffLocation.name}
          </span>
        )}
      </div>
      <div role="cell" className={css.cell}>
        <StatusBadge status={booking.status} />
      </div>
      <div role="cell" className={`${css.cell} ${css.strong}`}>
        {formatPrice(i18n, booking.price)}
      </div>
      <div role="cell" className={css.actions}>
        <Link href={bookingHref(booking._id)} className={css.link}>
          <Trans>View</Trans>
          <VisuallyHidden> {booking.car.name}</VisuallyHidden>
        </Link>
        <CancelBooking booking={booking} onCancel={onCancel} onRefused={onRefused} small />
      </div>
    </div>
  )
})
