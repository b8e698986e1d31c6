/** One booking: at once from the mirror, then from the network (null on 204: not found or not the driver's). */
import { useCallback } from 'react'
import { getBooking, peekBooking } from '../../lib/api/bookings'
import type { Booking } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'
import { bookingKey, forgetBooking, primed, readBooking, writeBooking } from './mirror'

interface BookingState {
  booking: Booking | null
  savedAt: number | null
  fresh: boolean
  loading: boolean
  notFound: boolean
  error: unknown
}

export function useBooking(userId: string, bookingId: string, language: Language) {
  const r = useResource<Booking | null>(
    bookingId ? ['booking', userId, bookingId, language] : null,
    (signal) => getBooking(bookingId, language, { signal }),
    {
      mirror: {
        read: () => readBooking(userId, bookingId),
        write: (booking, savedAt) => (booking ? writeBooking(userId, booking, savedAt) : forgetBooking(userId, bookingId)),
      },
      offline: 'mirror',
      revalidateOnReconnect: true,
      // The first paint asked for it (first-paint/page/early-calls.ts): when its answer is in, the pass shows in the first render.
      inHand: () => peekBooking(bookingId, language),
      // Otherwise the mirror's copy, when the screen's module read it ahead (the first paint drew its frame).
      mirrorInHand: () => primed<Booking>(bookingKey(userId, bookingId)),
    },
  )
  const { mutate } = r
  const patch = useCallback((change: Partial<Booking>) => mutate((b) => (b ? { ...b, ...change } : b)), [mutate])
  const state: BookingState = {
    booking: r.data ?? null,
    savedAt: r.data ? r.savedAt : null,
    fresh: r.fresh,
    loading: r.loading,
    notFound: !bookingId || (r.fresh && r.data === null),
    error: r.error,
  }
  return { ...state, retry: r.retry, patch }
}
