import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { Link } from 'wouter'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { VisuallyHidden } from '../../ui/Page'
import { bookingDays, bookingHref, carImageUrl } from './booking-view'
import type { BookingItemProps } from './BookingRow'
import { CancelBooking } from './CancelBooking'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

/** One booking as a card (mobile). */
export const BookingCard = memo(function BookingCard({ booking, onCancel, onRefused }: BookingItemProps) {
  const { i18n } = useLingui()
  const days = bookingDays(booking)
  const image = carImageUrl(booking.car.image)
  return (
    <li className={css.card} data-booking={booking._id}>
      <div className={css.cardHead}>
        <div className={css.carCell}>
          {image && <img className={css.thumb} src={image} alt="" width={72} height={48} loading="lazy" decoding="async" />}
          <div className={css.cell}>
            <h2 className={css.strong} style={{ fontSize: 'inherit', margin: 0 }}>
              {booking.car.name}
            </h2>
            <span className={css.muted}>{booking.company.fullName}</span>
          </div>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className={css.dl}>
        <dt className={css.dt}>
          <Trans>Pickup</Trans>
        </dt>
        <dd className={css.dd}>
          {formatDateTime(i18n, booking.from)} · {booking.pickupLocation.name}
        </dd>
        <dt className={css.dt}>
          <Trans>Drop-off</Trans>
        </dt>
        <dd className={css.dd}>
          {formatDateTime(i18n, booking.to)} · {booking.dropOffLocation.name}
        </dd>
        <dt className={css.dt}>
          <Trans>Length</Trans>
        </dt>
        <dd className={css.dd}>
          <Plural value={days} one="# day" other="# days" />
        </dd>
        <dt className={css.dt}>
          <Trans>Price</Trans>
        </dt>
        <dd className={`${css.dd} ${css.strong}`}>{formatPrice(i18n, booking.price)}</dd>
      </dl>
      <div className={css.actions}>
        <Link href={bookingHref(booking._id)} className={css.link}>
          <Trans>View</Trans>
          <VisuallyHidden> {booking.car.name}</VisuallyHidden>
        </Link>
        <CancelBooking booking={booking} onCancel={onCancel} onRefused={onRefused} small />
      </div>
    </li>
  )
})
