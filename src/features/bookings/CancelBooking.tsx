import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import { useOnline } from '../../lib/hooks/use-online'
import { isKind } from '../pending-actions/actions'
import { onOutcome, useKeptActions } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { useSession } from '../auth/session'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
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

/**
 * The cancel action, or why it is not there: request sent, or kept until the network is back
 * (pending, with Undo; its outcome, when it goes out, shows here and in a toast).
 */
export function CancelBooking({ booking, onCancel, onRefused, small }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const user = useSession()
  const { actions, sendingId } = useKeptActions(user?.id)
  const kept = actions.find((a) => isKind(a, 'cancel-booking') && a.payload.bookingId === booking._id)
  const [refused, setRefused] = useState(false)
  const [sent, setSent] = useState(false)
  const state = sent ? 'requested' : cancelState(booking)

  useEffect(
    () =>
      onOutcome((outcome) => {
        const { action } = outcome
        if (!isKind(action, 'cancel-booking') || action.payload.bookingId !== booking._id) return
        if (outcome.outcome === 'done') setSent(true)
        else {
          setRefused(true)
          onRefused?.()
        }
      }),
    [booking._id, onRefused],
  )

  if (kept && state === 'allowed') {
    return <PendingNote action={kept} sending={sendingId === kept.id} what={whatOf(kept)} />
  }
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
  const offlineId = `cancel-offline-${booking._id}`
  const dialog = (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          small={small}
          aria-label={t`Cancel booking ${booking.car.name}`}
          aria-describedby={online ? undefined : offlineId}
        >
          <Trans>Cancel booking</Trans>
        </Button>
      }
      // Elements, not strings: they are only rendered (translated) when the dialog opens.
      title={<Trans>Cancel this booking?</Trans>}
      description={
        online ? (
          <Trans>Your cancellation request will be sent to {booking.company.fullName}, who will confirm it.</Trans>
        ) : (
          <Trans>
            You are offline: your cancellation request will be sent to {booking.company.fullName} when you are back online, and you can undo
            it until then.
          </Trans>
        )
      }
      confirmLabel={<Trans>Request cancellation</Trans>}
      cancelLabel={<Trans>Keep the booking</Trans>}
      danger
      onConfirm={async () => {
        if (!online && user) {
          await keepAction(user.id, 'cancel-booking', { bookingId: booking._id, label: booking.car.name })
          return
        }
        const outcome = await onCancel(booking._id)
        if (outcome === 'refused') {
          setRefused(true)
          onRefused?.()
        }
      }}
    />
  )
  if (online) return dialog
  // Offline: the same box as the first paint's offline frame (button and a note), the note saying the request will wait.
  return (
    <span className={css.cancelOffline}>
      {dialog}
      <span id={offlineId} className={css.muted}>
        <Trans>You are offline: the request will be sent when you are back online.</Trans>
      </span>
    </span>
  )
}
