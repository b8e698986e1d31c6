import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { ButtonLink } from '../../ui/Button'
import { bookingHref } from '../bookings/booking-view'
import { Card } from '../../ui/Page'
import type { Booked } from './use-book'
import * as css from './booking-form.css'

/** Issue 50: the offer to turn on notifications, loaded only once a booking is made. */
const PushOffer = lazy(() => import('../push/PushOffer'))

/** The booking went through: its number, and what comes next. */
export function BookingConfirmation({ booked }: { booked: Booked }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const email = booked.guestEmail
  return (
    <Card>
      <div className={css.stack} role="status" data-testid="booking-confirmation">
        <h2 ref={heading} tabIndex={-1} className={css.sectionTitle}>
          <Trans>Your booking is confirmed.</Trans>
        </h2>
        <p>
          <Trans>Booking number:</Trans>{' '}
          <span className={css.bookingNumber} data-testid="booking-number">
            {booked.bookingId}
          </span>
        </p>
        {email ? (
          <p>
            <Trans>We have sent an email to {email}. Open the link in it to activate your account, then you can follow your booking.</Trans>
          </p>
        ) : (
          <div className={css.actions}>
            <ButtonLink href={bookingHref(booked.bookingId)}>
              <Trans>View the booking</Trans>
            </ButtonLink>
            <ButtonLink href="/bookings" variant="secondary">
              <Trans>My bookings</Trans>
            </ButtonLink>
          </div>
        )}
      </div>
      {!email && (
        <Suspense fallback={null}>
          <PushOffer />
        </Suspense>
      )}
    </Card>
  )
}
