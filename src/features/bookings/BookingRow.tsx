import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { VisuallyHidden } from '../../ui/Page'
import { bookingTexts } from './booking-texts'
import { awaitsCancellation, carImageUrl } from './booking-view'
import { BookingActions, CancelRequestNote, CarThumb, OtherParty, SelectBooking, type BookingItemProps } from './BookingItemParts'
import { PaymentNote } from './PaymentNote'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'
import { cx } from '../../ui/cx'

/** One booking as a row of the desktop table. */
export const BookingRow = memo(function BookingRow(props: BookingItemProps) {
  const { booking, who, onSelect } = props
  const { i18n } = useLingui()
  const { from, to, price, days } = bookingTexts(i18n, booking)
  const awaiting = (who === 'supplier' || who === 'admin') && awaitsCancellation(booking)
  return (
    <div
      role="row"
      className={css.bookingRow[onSelect ? 'selectable' : 'plain'][awaiting ? 'awaiting' : 'normal']}
      data-booking={booking._id}
      data-cancel-request={awaiting || undefined}
    >
      {onSelect && (
        <div role="cell" className={css.cell}>
          <SelectBooking booking={booking} from={from} selected={props.selected} onSelect={onSelect} />
        </div>
      )}
      <div role="cell" className={css.carCell}>
        <CarThumb src={carImageUrl(booking.car.image)} />
        <span className={css.cell}>
          <span className={css.strong}>{booking.car.name}</span>
          <OtherParty booking={booking} who={who} />
        </span>
      </div>
      <div role="cell" className={css.cell}>
        <span>{from}</span>
        <span>{to}</span>
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
        <PaymentNote booking={booking} />
        {(who === 'supplier' || who === 'admin') && <CancelRequestNote booking={booking} />}
      </div>
      <div role="cell" className={cx(css.cell, css.strong)}>
        {price}
      </div>
      <BookingActions cell {...props} />
    </div>
  )
})
