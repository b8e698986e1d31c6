import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import type { BookingStatus } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { formatDate } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { PassBreakdown } from '../booking-pass/PassBreakdown'
import { PassPrice } from '../booking-pass/PassPrice'
import { PassCar, PassPlaces } from '../booking-pass/PassSections'
import { telHref } from '../booking-pass/pass-model'
import * as passCss from '../booking-pass/pass.css'
import { awaitsCancellation } from '../bookings/booking-view'
import { CancelRequestNote } from '../bookings/BookingItemParts'
import { StatusBadge } from '../bookings/StatusBadge'
import { LicenceView } from '../licence/LicenceView'
import { ChangeNotes, StatusChanger, type ChangeFailed } from './StatusChanger'
import type { StatusChangeResult } from './use-status-change'
import * as css from './supplier-bookings.css'
import { cx } from '../../ui/cx'

type Change = (ids: readonly string[], status: BookingStatus) => Promise<StatusChangeResult>

interface Props {
  booking: Booking
  change: Change
}

/**
 * One booking of the supplier's cars: its number and status (with the status changer, and the
 * driver's cancellation request to accept), the driver's contact, then the pass's own parts:
 * pick-up and return, the car and its options, the price. From the saved copy when offline.
 */
export function SupplierBookingDetail({ booking, change }: Props) {
  const { i18n } = useLingui()
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const [accepted, setAccepted] = useState(0)
  // Accepting removes its own button: focus goes to the status it changed, not to the page's start.
  useEffect(() => {
    if (!accepted) return
    const id = setTimeout(() => statusHeading.current?.focus(), 0)
    return () => clearTimeout(id)
  }, [accepted])

  return (
    <div className={passCss.pass} data-pass={booking._id}>
      <section className={passCss.card} aria-labelledby="supplier-booking-status">
        <h2 id="supplier-booking-status" ref={statusHeading} tabIndex={-1} className={cx(passCss.sectionTitle, css.focusTarget)}>
          <Trans>Status</Trans>
        </h2>
        <div className={passCss.statusLine}>
          <StatusBadge status={booking.status} />
        </div>
        <h3 className={passCss.label}>
          <Trans>Booking number</Trans>
        </h3>
        <p className={cx(passCss.meaning, css.driverId)} data-testid="pass-reference">
          {booking._id}
        </p>
        <p className={passCss.muted}>
          <Trans>Booked on</Trans> {formatDate(i18n, booking.createdAt)}
        </p>
        <AcceptCancellation booking={booking} change={change} onAccepted={() => setAccepted((n) => n + 1)} />
        <StatusChanger key={booking._id} ids={[booking._id]} change={change} />
      </section>
      <DriverContact booking={booking} />
      <PassPlaces booking={booking} />
      <PassCar booking={booking} />
      <PassPrice booking={booking} driverNote={false}>
        <PassBreakdown booking={booking} />
      </PassPrice>
    </div>
  )
}

/** The driver's cancellation request, and "Accept the cancellation" (Cancelled, after a confirmation). */
function AcceptCancellation({ booking, change, onAccepted }: { booking: Booking; change: Change; onAccepted: () => void }) {
  const online = useOnline()
  const reasonId = useId()
  const [failed, setFailed] = useState<ChangeFailed | null>(null)
  if (!awaitsCancellation(booking)) return null

  async function accept() {
    setFailed(null)
    const result = await change([booking._id], 'cancelled')
    if (result.ok) onAccepted()
    else setFailed({ failure: result.failure, error: result.error })
  }

  return (
    <div className={css.request} data-testid="cancel-request-detail">
      <CancelRequestNote booking={booking} />
      <ConfirmDialog
        trigger={
          <Button variant="danger" disabled={!online} aria-describedby={online ? undefined : reasonId}>
            <Trans>Accept the cancellation</Trans>
          </Button>
        }
        title={<Trans>Accept the cancellation?</Trans>}
        description={<Trans>The booking will be set to Cancelled, and the driver will get a notification.</Trans>}
        confirmLabel={<Trans>Accept the cancellation</Trans>}
        cancelLabel={<Trans>Go back</Trans>}
        danger
        onConfirm={accept}
      />
      <ChangeNotes online={online} reasonId={reasonId} failed={failed} />
    </div>
  )
}

/** Who booked: the name, email and phone when the reply carries them (as links), else the driver's id. */
function DriverContact({ booking }: { booking: Booking }) {
  const { t } = useLingui()
  const details = booking.driverDetails
  const tel = telHref(details?.phone)
  const name = details?.fullName ?? ''
  const email = details?.email ?? ''
  const phone = details?.phone ?? ''
  return (
    <section className={passCss.card} aria-labelledby="supplier-booking-driver">
      <h2 id="supplier-booking-driver" className={passCss.sectionTitle}>
        <Trans>Driver</Trans>
      </h2>
      {details ? (
        <div className={css.contact} data-testid="booking-driver">
          <p className={cx(passCss.strong, passCss.meaning)}>{details.fullName}</p>
          {details.email && (
            <a className={passCss.tapLink} href={`mailto:${details.email}`} aria-label={t`Email ${name}: ${email}`}>
              {details.email}
            </a>
          )}
          {details.phone &&
            (tel ? (
              <a className={passCss.tapLink} href={tel} aria-label={t`Call ${name}: ${phone}`}>
                {details.phone}
              </a>
            ) : (
              <p className={passCss.meaning}>{details.phone}</p>
            ))}
        </div>
      ) : (
        <>
          <p className={passCss.muted}>
            <Trans>This booking carries no contact details for the driver.</Trans>
          </p>
          <dl className={passCss.dl}>
            <dt className={passCss.dt}>
              <Trans>Account ID</Trans>
            </dt>
            <dd className={cx(passCss.dd, css.driverId)} data-testid="booking-driver">
              {booking.driver}
            </dd>
          </dl>
        </>
      )}
      {/* Call 66: the licence of a driver of this supplier's bookings (and for the operator); never from an address. */}
      <LicenceView userId={booking.driver} driverName={details?.fullName} />
    </section>
  )
}
