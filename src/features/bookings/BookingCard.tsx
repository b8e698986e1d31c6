import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { bookingTexts, carImageUrl } from './booking-view'
import { BookingFacts } from './BookingFacts'
import { BookingActions, CarThumb, type BookingItemProps } from './BookingItemParts'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

/** One booking as a card (mobile). */
export const BookingCard = memo(function BookingCard({ booking, onCancel, onRefused }: BookingItemProps) {
  const { i18n } = useLingui()
  const text = bookingTexts(i18n, booking)
  return (
    <li className={css.card} data-booking={booking._id}>
      <div className={css.cardHead}>
        <div className={css.carCell}>
          <CarThumb src={carImageUrl(booking.car.image)} />
          <div className={css.cell}>
            <h2 className={css.strong} style={{ fontSize: 'inherit', margin: 0 }}>
              {booking.car.name}
            </h2>
            <span className={css.muted}>{booking.company.fullName}</span>
          </div>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <BookingFacts
        compact
        pickup={booking.pickupLocation.name}
        dropOff={booking.dropOffLocation.name}
        from={text.from}
        to={text.to}
        days={text.days}
        price={text.price}
      />
      <BookingActions booking={booking} onCancel={onCancel} onRefused={onRefused} />
    </li>
  )
})
