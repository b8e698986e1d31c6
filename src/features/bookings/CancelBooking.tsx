import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import { useOnline } from '../../lib/hooks/use-online'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { cancelState } from './cancel'
import * as css from './bookings.css'

interface Props {
  booking: Booking
  /** Sends the request; see useCancelBooking. */
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  /** After a 204: the data on screen is out of date. */
  onRefused?: () => void
  small?: boolean
}

/** The cancel action, or why it is not there: request sent, or no connection. */
export function CancelBooking({ booking, onCancel, onRefused, small }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const [refused, setRefused] = useState(false)
  const state = cancelState(booking)

  if (state === 'requested') {
    return (
      <span className={css.requested} role="status">
        <Trans>Cancellation requested</Trans>
      </span>
    )
  }
  if (refused) {
    return (
      <span className={css.muted} role="status">
        <Trans>This booking can no longer be cancelled.</Trans>
      </span>
    )
  }
  if (state !== 'allowed') return null
  if (!online) {
    return (
      <span className={css.cancelOffline}>
        <Button variant="secondary" small={small} disabled aria-describedby={`cancel-offline-${booking._id}`}>
          <Trans>Cancel booking</Trans>
        </Button>
        <span id={`cancel-offline-${booking._id}`} className={css.muted}>
          <Trans>Cancelling needs a connection.</Trans>
        </span>
      </span>
    )
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" small={small} aria-label={t`Cancel booking ${booking.car.name}`}>
          <Trans>Cancel booking</Trans>
        </Button>
      }
      // Elements, not strings: they are only rendered (translated) when the dialog opens.
      title={<Trans>Cancel this booking?</Trans>}
      description={<Trans>Your cancellation request will be sent to {booking.company.fullName}, who will confirm it.</Trans>}
      confirmLabel={<Trans>Request cancellation</Trans>}
      cancelLabel={<Trans>Keep the booking</Trans>}
      danger
      onConfirm={async () => {
        const outcome = await onCancel(booking._id)
        if (outcome === 'refused') {
          setRefused(true)
          onRefused?.()
        }
      }}
    />
  )
}
