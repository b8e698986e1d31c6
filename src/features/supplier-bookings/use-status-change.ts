/**
 * Call 44 from a screen: never retried by itself (a write), confirmed by toast, applied to the rows and the mirror once the server agrees.
 * A supplier's change made offline, or whose request lost the network, is kept until the network is back (lib/queue) and applied
 * when it goes out; the operator's stays online-only.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect } from 'react'
import { updateBookingStatus } from '../../lib/api/bookings'
import type { BookingStatus } from '../../lib/constants'
import { failedForNetwork } from '../../lib/queue/failure'
import { isKind } from '../pending-actions/actions'
import { onOutcome } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { roleOf } from '../../lib/storage/user'
import { currentUser } from '../auth/session'
import { toast } from '../../ui/toast'
import { patchBookings } from '../bookings/mirror'
import { statusChangeFailure, type StatusChangeFailure } from './status-change'

/** `kept`: not sent yet, kept until the network is back (StatusChanger shows it pending). */
export type StatusChangeResult = { ok: true; kept?: boolean } | { ok: false; failure: StatusChangeFailure; error: unknown }

/** Whether status changes may wait for the network: a supplier's, not the operator's. */
function keepsStatusChanges(): boolean {
  const user = currentUser()
  return !!user && roleOf(user) === 'supplier'
}

/**
 * Returns `change(ids, status)`. On success the rows on screen follow (`onChanged`, no reload),
 * the mirror too (so the offline copy agrees), and "Changes made successfully." is toasted. On any
 * failure nothing changed (call 44 is all or nothing): the result says why, for the caller to show.
 */
export function useStatusChange(userId: string, onChanged: (bookingIds: readonly string[], status: BookingStatus) => void) {
  const { t } = useLingui()
  useEffect(
    () =>
      onOutcome((o) => {
        if (isKind(o.action, 'booking-status') && o.outcome === 'done') onChanged(o.action.payload.ids, o.action.payload.status)
      }),
    [onChanged],
  )
  return useCallback(
    async (bookingIds: readonly string[], status: BookingStatus): Promise<StatusChangeResult> => {
      const keep = async (): Promise<StatusChangeResult> => {
        await keepAction(userId, 'booking-status', { ids: [...bookingIds], status })
        toast.info(t`Will be sent when you are back online.`)
        return { ok: true, kept: true }
      }
      try {
        if (keepsStatusChanges() && navigator.onLine === false) return await keep()
        await updateBookingStatus([...bookingIds], status)
      } catch (error) {
        if (keepsStatusChanges() && failedForNetwork(error)) return await keep()
        return { ok: false, failure: statusChangeFailure(error), error }
      }
      onChanged(bookingIds, status)
      await patchBookings(userId, bookingIds, { status })
      toast.success(t`Changes made successfully.`)
      return { ok: true }
    },
    [userId, onChanged, t],
  )
}
