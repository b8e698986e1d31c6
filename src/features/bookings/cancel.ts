import type { Booking } from '../../lib/api/entities'

export type CancelState = 'allowed' | 'requested' | 'not-taken' | 'started' | 'cancelled'

/**
 * Whether the driver may ask to cancel, as the server decides it: the
 * cancellation option was taken, no request is pending, the booking is not
 * cancelled and has not started yet.
 */
export function cancelState(
  booking: Pick<Booking, 'cancellation' | 'cancelRequest' | 'status' | 'from'>,
  now: Date = new Date(),
): CancelState {
  if (booking.status === 'cancelled') return 'cancelled'
  if (booking.cancelRequest) return 'requested'
  if (!booking.cancellation) return 'not-taken'
  if (new Date(booking.from).getTime() <= now.getTime()) return 'started'
  return 'allowed'
}

export function canCancel(booking: Pick<Booking, 'cancellation' | 'cancelRequest' | 'status' | 'from'>, now: Date = new Date()): boolean {
  return cancelState(booking, now) === 'allowed'
}
