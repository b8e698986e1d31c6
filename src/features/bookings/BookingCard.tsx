import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { bookingTexts } from './booking-texts'
import { awaitsCancellation, carImageUrl } from './booking-view'
import { BookingFacts } from './BookingFacts'
import { BookingActions, CancelRequestNote, CarThumb, OtherParty, SelectBooking, type BookingItemProps } from './BookingItemParts'
import { PaymentNote } from './PaymentNote'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

/** One booking as a card (mobile). */
export const BookingCard = memo(function BookingCard(props: BookingItemProps) {
  const { booking, who, onSelect } = props
  const { i18n } = useLingui()
  const text = bookingTexts(i18n, booking)
  const awaiting = (who === 'supplier' || who === 'admin') && awaitsCancellation(booking)
  return (
    <li
      className={css.bookingCard[awaiting ? 'awaiting' : 'normal']}
      data-booking={booking._id}
      data-cancel-request={awaiting || undefined}
    >
      <div className={css.cardHead}>
        <div className={css.carCell}>
          {onSelect && <SelectBooking booking={booking} from={text.from} selected={props.selected} onSelect={onSelect} />}
          <CarThumb src={carImageUrl(booking.car.image)} />
          <div className={css.cell}>
            <h2 className={css.strong} style={{ fontSize: 'inherit', margin: 0 }}>
              {booking.car.name}
            </h2>
            <OtherParty booking={booking} who={who} />
          </div>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      {awaiting && (
        <div className={css.cell}>
          <CancelRequestNote booking={booking} />
        </div>
      )}
      <PaymentNote booking={booking} />
      <BookingFacts
        compact
        pickup={booking.pickupLocation.name}
        dropOff={booking.dropOffLocation.name}
        from={text.from}
        to={text.to}
        days={text.days}
        price={text.price}
      />
      <BookingActions {...props} />
    </li>
  )
})
