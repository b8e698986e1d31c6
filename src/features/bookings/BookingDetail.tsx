import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '../../lib/api/entities'
import { CAR_OPTIONS } from '../../lib/constants'
import { formatDate, formatDateTime, formatPrice, formatPricePerDay } from '../../lib/i18n/format'
import { Card } from '../../ui/Page'
import { OPTION_LABELS } from '../cars/labels'
import { bookingDays, carImageUrl } from './booking-view'
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
  const days = bookingDays(booking)
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
            <dt className={css.dt}>
              <Trans>Booking number</Trans>
            </dt>
            <dd className={css.dd}>{booking._id}</dd>
            <dt className={css.dt}>
              <Trans>Booked on</Trans>
            </dt>
            <dd className={css.dd}>{formatDate(i18n, booking.createdAt)}</dd>
          </dl>
        </div>
        <div className={css.section}>
          <h2 className={css.sectionTitle}>
            <Trans>Rental</Trans>
          </h2>
          <dl className={css.dl}>
            <dt className={css.dt}>
              <Trans>Pickup</Trans>
            </dt>
            <dd className={css.dd}>
              {formatDateTime(i18n, booking.from)}
              <br />
              {booking.pickupLocation.name}
            </dd>
            <dt className={css.dt}>
              <Trans>Drop-off</Trans>
            </dt>
            <dd className={css.dd}>
              {formatDateTime(i18n, booking.to)}
              <br />
              {booking.dropOffLocation.name}
            </dd>
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
              <Trans>Total</Trans>
            </dt>
            <dd className={`${css.dd} ${css.total}`}>{formatPrice(i18n, booking.price)}</dd>
          </dl>

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
                <dt className={css.dt}>
                  <Trans>Full name</Trans>
                </dt>
                <dd className={css.dd}>{extra.fullName}</dd>
                <dt className={css.dt}>
                  <Trans>Email</Trans>
                </dt>
                <dd className={css.dd}>{extra.email}</dd>
                {extra.phone && (
                  <>
                    <dt className={css.dt}>
                      <Trans>Phone</Trans>
                    </dt>
                    <dd className={css.dd}>{extra.phone}</dd>
                  </>
                )}
                <dt className={css.dt}>
                  <Trans>Birth date</Trans>
                </dt>
                <dd className={css.dd}>{formatDate(i18n, extra.birthDate)}</dd>
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
