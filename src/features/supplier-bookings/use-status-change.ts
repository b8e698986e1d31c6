/** Call 44 from a screen: never retried by itself (a write), confirmed by toast, applied to the rows and the mirror once the server agrees. */
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { updateBookingStatus } from '../../lib/api/bookings'
import type { BookingStatus } from '../../lib/constants'
import { toast } from '../../ui/toast'
import { patchBookings } from '../bookings/mirror'
import { statusChangeFailure, type StatusChangeFailure } from './status-change'

export type StatusChangeResult = { ok: true } | { ok: false; failure: StatusChangeFailure; error: unknown }

/**
 * Returns `change(ids, status)`. On success the rows on screen follow (`onChanged`, no reload),
 * the mirror too (so the offline copy agrees), and "Changes made successfully." is toasted. On any
 * failure nothing changed (call 44 is all or nothing): the result says why, for the caller to show.
 */
export function useStatusChange(userId: string, onChanged: (bookingIds: readonly string[], status: BookingStatus) => void) {
  const { t } = useLingui()
  return useCallback(
    async (bookingIds: readonly string[], status: BookingStatus): Promise<StatusChangeResult> => {
      try {
        await updateBookingStatus([...bookingIds], status)
      } catch (error) {
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
