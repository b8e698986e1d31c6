import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Booking, Location } from '../../lib/api/entities'
import { config } from '../../lib/config'
import { CAR_OPTIONS, SUPPLIER_LOGO } from '../../lib/constants'
import { formatDate, formatDateTime, formatPrice } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { toast } from '../../ui/toast'
import { CAR_TYPE_LABELS, GEARBOX_LABELS, OPTION_LABELS } from '../cars/labels'
import { bookingLink, carImageUrl } from '../bookings/booking-view'
import { StatusBadge } from '../bookings/StatusBadge'
import { copyText } from './clipboard'
import { PassActions } from './PassActions'
import { directionsUrl, STATUS_MEANINGS, telHref } from './pass-model'
import { QrCode } from './QrCode'
import * as css from './pass.css'
import { cx } from '../../ui/cx'
import { STALE } from '../../lib/storage/frame-snapshot'

/** The top of the pass: supplier, the reference (large, copyable), the QR code, the status and the actions. */
export function PassTicket({ booking, savedAt }: { booking: Booking; savedAt: number | null }) {
  const { i18n, t } = useLingui()
  const reference = booking._id
  const when = savedAt === null ? null : formatDateTime(i18n, new Date(savedAt))
  const supplier = booking.company
  const copy = async () => {
    if (await copyText(reference)) toast.success(t`Booking number copied.`, { toastId: 'pass-copy' })
    else toast.error(t`The booking number could not be copied. Select it and copy it by hand.`, { toastId: 'pass-copy' })
  }
  return (
    <section className={css.ticket} aria-labelledby="pass-reference-label">
      <div className={css.ticketMain}>
        <div className={css.supplierLine}>
          {supplier.avatar && (
            <img
              className={css.logo}
              src={`${config.cdnUsers}/${encodeURIComponent(supplier.avatar)}`}
              alt=""
              width={SUPPLIER_LOGO.width}
              height={SUPPLIER_LOGO.height}
              decoding="async"
            />
          )}
          <span>{supplier.fullName}</span>
        </div>
        <h2 id="pass-reference-label" className={css.label}>
          <Trans>Booking number</Trans>
        </h2>
        <div className={css.referenceRow}>
          <p className={css.reference} data-testid="pass-reference">
            {reference}
          </p>
          <Button variant="secondary" small onClick={() => void copy()} aria-label={t`Copy the booking number`} className={css.noPrint}>
            <Trans>Copy</Trans>
          </Button>
        </div>
        <div className={css.statusLine}>
          <StatusBadge status={booking.status} />
          <p className={css.meaning} data-testid="pass-status-meaning">
            {i18n._(STATUS_MEANINGS[booking.status])}
          </p>
        </div>
        <p className={css.muted}>
          <Trans>Booked on</Trans> {formatDate(i18n, booking.createdAt)}
        </p>
        {booking.amendedAt && (
          <p className={css.muted} data-testid="pass-changed-on">
            <Trans>Changed on {formatDate(i18n, booking.amendedAt)}</Trans>
          </p>
        )}
        {when !== null && (
          // On paper, "5 minutes ago" would mean nothing: the date and time instead.
          <p className={cx(css.muted, css.printOnly)} {...STALE}>
            <Trans>Last updated {when}</Trans>
          </p>
        )}
      </div>
      <figure className={css.qrBox}>
        <QrCode value={bookingLink(reference)} label={t`QR code of booking ${reference}`} />
        <figcaption className={css.muted}>
          <Trans>Show this code at the desk.</Trans>
        </figcaption>
      </figure>
      <PassActions booking={booking} />
    </section>
  )
}

/** The supplier's desk: what the supplier has of its address, phone and hours. */
export function PassDesk({ booking }: { booking: Booking }) {
  const { t } = useLingui()
  const { fullName, location, phone, bio } = booking.company
  const tel = telHref(phone)
  return (
    <section className={css.card} aria-labelledby="pass-desk">
      <h2 id="pass-desk" className={css.sectionTitle}>
        <Trans>Rental desk</Trans>
      </h2>
      <p className={cx(css.strong, css.meaning)}>{fullName}</p>
      {location && (
        <address className={css.address} data-testid="pass-desk-address">
          {location}
        </address>
      )}
      {phone &&
        (tel ? (
          <a className={css.tapLink} href={tel} aria-label={t`Call ${fullName}: ${phone}`} data-testid="pass-phone">
            {phone}
          </a>
        ) : (
          <p className={css.meaning}>{phone}</p>
        ))}
      {bio && (
        <>
          <h3 className={css.label}>
            <Trans>Opening hours and pick-up instructions</Trans>
          </h3>
          <p className={css.freeText} data-testid="pass-desk-hours">
            {bio}
          </p>
        </>
      )}
      {!location && !phone && !bio && (
        <p className={css.muted}>
          <Trans>The supplier has not given the desk’s address, phone or hours.</Trans>
        </p>
      )}
    </section>
  )
}

function PlaceAndTime({ id, title, place, at }: { id: string; title: ReactNode; place: Location; at: string }) {
  const { i18n, t } = useLingui()
  const directions = directionsUrl(place)
  const name = place.name
  return (
    <section className={css.card} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <p className={css.when}>
        <span className={css.whenTime}>{formatDateTime(i18n, at)}</span>
        <span>{name}</span>
      </p>
      {directions && (
        <a
          className={cx(css.tapLink, css.noPrint)}
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Directions to ${name} (opens the maps app)`}
        >
          <Trans>Directions</Trans>
        </a>
      )}
    </section>
  )
}

/** Where and when the car is picked up and returned, with directions where the place has coordinates. */
export function PassPlaces({ booking }: { booking: Booking }) {
  return (
    <>
      <PlaceAndTime id="pass-pickup" title={<Trans>Pickup</Trans>} place={booking.pickupLocation} at={booking.from} />
      <PlaceAndTime id="pass-return" title={<Trans>Drop-off</Trans>} place={booking.dropOffLocation} at={booking.to} />
    </>
  )
}

/** The car, and the extras taken with it. */
export function PassCar({ booking }: { booking: Booking }) {
  const { i18n } = useLingui()
  const car = booking.car
  const image = carImageUrl(car.image)
  const options = CAR_OPTIONS.filter((o) => booking[o])
  const extra = booking.additionalDriver ? booking._additionalDriver : undefined
  const seats = car.seats
  return (
    <section className={css.card} aria-labelledby="pass-car">
      <h2 id="pass-car" className={css.sectionTitle}>
        <Trans>Car</Trans>
      </h2>
      <div className={css.carRow}>
        {image && <img className={css.carImage} src={image} alt="" width={300} height={200} decoding="async" />}
        <div>
          <p className={cx(css.strong, css.meaning)}>{car.name}</p>
          <p className={css.muted}>
            {i18n._(CAR_TYPE_LABELS[car.type])} · {i18n._(GEARBOX_LABELS[car.gearbox])} ·{' '}
            <Plural value={seats} one="# seat" other="# seats" />
          </p>
        </div>
      </div>
      <h3 className={css.label}>
        <Trans>Options</Trans>
      </h3>
      {options.length ? (
        <ul className={css.list}>
          {options.map((o) => (
            <li key={o}>{i18n._(OPTION_LABELS[o])}</li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>
          <Trans>No options taken.</Trans>
        </p>
      )}
      {extra && (
        <>
          <h3 className={css.label}>
            <Trans>Additional driver</Trans>
          </h3>
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
    </section>
  )
}

/** What the driver must bring to the desk. */
export function PassBring({ booking, driverName }: { booking: Booking; driverName: string }) {
  const { i18n } = useLingui()
  const extra = booking.additionalDriver ? booking._additionalDriver : undefined
  const extraName = extra?.fullName ?? ''
  const deposit = booking.car.deposit
  const amount = formatPrice(i18n, deposit)
  const age = booking.car.minimumAge
  return (
    <section className={css.card} aria-labelledby="pass-bring">
      <h2 id="pass-bring" className={css.sectionTitle}>
        <Trans>What to bring</Trans>
      </h2>
      <ul className={css.list} data-testid="pass-bring-list">
        <li>
          {driverName ? (
            <Trans>The driving licence and an identity document (ID card or passport) of the driver, {driverName}</Trans>
          ) : (
            <Trans>The driving licence and an identity document (ID card or passport) of the driver</Trans>
          )}
        </li>
        {extra && (
          <li>
            <Trans>The driving licence and an identity document of the additional driver, {extraName}</Trans>
          </li>
        )}
        {deposit > 0 && (
          <li>
            <Trans>A payment card in the driver’s name for the security deposit of {amount}</Trans>
          </li>
        )}
        <li>
          <Trans>This pass, on your phone or printed</Trans>
        </li>
      </ul>
      <p className={css.muted}>
        <Plural
          value={age}
          one="The driver must be at least # year old for this car."
          other="The driver must be at least # years old for this car."
        />
      </p>
    </section>
  )
}
