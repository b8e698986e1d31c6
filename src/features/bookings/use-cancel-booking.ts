/**
 * The cancel request: never retried by itself (a write), reported by toast, mirrored when the server agrees.
 * Without a network it is kept on the device and sent when the network is back (lib/queue).
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { cancelBooking } from '../../lib/api/bookings'
import { failedForNetwork } from '../../lib/queue/failure'
import { keepAction } from '../pending-actions/queue'
import type { Booking } from '../../lib/api/entities'
import { toast } from '../../ui/toast'
import { patchBooking, readBooking } from './mirror'

export type CancelOutcome = 'requested' | 'refused'

/**
 * Returns `cancel(id)`: 'requested' when the server recorded the request,
 * 'refused' when it answered 204 (no longer cancellable); 'requested' too when the network failed
 * and the request was kept for later (CancelBooking shows it pending from the queue); throws on
 * any other failure after saying why, so the dialog stays open for a retry.
 */
export function useCancelBooking(userId: string, onChange: (bookingId: string, patch: Partial<Booking>) => void) {
  const { t } = useLingui()
  return useCallback(
    async (bookingId: string): Promise<CancelOutcome> => {
      try {
        const done = await cancelBooking(bookingId)
        if (done) {
          onChange(bookingId, { cancelRequest: true })
          await patchBooking(userId, bookingId, { cancelRequest: true })
          toast.success(t`Your cancellation request has been sent.`)
          return 'requested'
        }
        toast.info(t`This booking can no longer be cancelled: it has started, was already cancelled or a request is pending.`)
        return 'refused'
      } catch (error) {
        if (failedForNetwork(error)) {
          const label = (await readBooking(userId, bookingId))?.data.car.name ?? ''
          await keepAction(userId, 'cancel-booking', { bookingId, label })
          toast.info(t`Your cancellation request will be sent when you are back online.`)
          return 'requested'
        }
        toast.error(t`An unhandled error occurred.`)
        throw error
      }
    },
    [userId, onChange, t],
  )
}
