import { Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '../../lib/api/entities'
import { CAR_OPTIONS } from '../../lib/constants'
import { formatDate, formatPricePerDay } from '../../lib/i18n/format'
import { Card } from '../../ui/Page'
import { OPTION_LABELS } from '../cars/labels'
import { bookingTexts, carImageUrl } from './booking-view'
import { BookingFacts, Fact } from './BookingFacts'
import { cancelState } from './cancel'
import { CancelBooking } from './CancelBooking'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

interface Props {
  booking: Booking
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
}

/** Everything about one booking. */
export function BookingDetail({ booking, onCancel, onRefused }: Props) {
  const { i18n } = useLingui()
  const text = bookingTexts(i18n, booking)
  const image = carImageUrl(booking.car.image)
  const options = CAR_OPTIONS.filter((o) => booking[o])
  const extra = booking._additionalDriver
  const state = cancelState(booking)
  return (
    <Card>
      <div className={css.detail}>
        <div className={css.section}>
          {image && <img className={css.detailImage} src={image} alt={booking.car.name} width={300} height={200} decoding="async" />}
          <h2 className={css.sectionTitle}>{booking.car.name}</h2>
          <span className={css.muted}>{booking.company.fullName}</span>
          <div className={css.actions}>
            <StatusBadge status={booking.status} />
          </div>
          <dl className={css.dl}>
            <Fact label={<Trans>Booking number</Trans>}>{booking._id}</Fact>
            <Fact label={<Trans>Booked on</Trans>}>{formatDate(i18n, booking.createdAt)}</Fact>
          </dl>
        </div>
        <div className={css.section}>
          <h2 className={css.sectionTitle}>
            <Trans>Rental</Trans>
          </h2>
          <BookingFacts pickup={booking.pickupLocation.name} dropOff={booking.dropOffLocation.name} from={text.from} to={text.to} days={text.days} price={text.price}>
            {text.days > 0 && <Fact label={<Trans>Price per day</Trans>}>{formatPricePerDay(i18n, Math.round((booking.price / text.days) * 100) / 100)}</Fact>}
          </BookingFacts>

          <h2 className={css.sectionTitle}>
            <Trans>Options</Trans>
          </h2>
          {options.length ? (
            <ul className={css.optionList}>
              {options.map((o) => (
                <li key={o}>{i18n._(OPTION_LABELS[o])}</li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>
              <Trans>No options taken.</Trans>
            </p>
          )}

          {booking.additionalDriver && extra && (
            <>
              <h2 className={css.sectionTitle}>
                <Trans>Additional driver</Trans>
              </h2>
              <dl className={css.dl}>
                <Fact label={<Trans>Full name</Trans>}>{extra.fullName}</Fact>
                <Fact label={<Trans>Email</Trans>}>{extra.email}</Fact>
                {extra.phone && <Fact label={<Trans>Phone</Trans>}>{extra.phone}</Fact>}
                <Fact label={<Trans>Birth date</Trans>}>{formatDate(i18n, extra.birthDate)}</Fact>
              </dl>
            </>
          )}

          <h2 className={css.sectionTitle}>
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
        </div>
      </div>
    </Card>
  )
}
