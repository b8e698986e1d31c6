/**
 * Plain helpers of the booking screens, without Lingui. The formatted texts are booking-texts.ts'.
 */
import { config } from '../../lib/config'
import type { Booking } from '../../lib/api/entities'
import { rentalDays } from '../../lib/dates'

/**
 * Bookings rendered at first: about a screenful (a phone shows four cards, a desktop some
 * thirty table rows). BookingsList renders more in chunks as the end comes near; the first
 * paint draws the phone's first ones.
 */
export const FIRST_CHUNK = { mobile: 4, desktop: 30 } as const

export function bookingDays(booking: Pick<Booking, 'from' | 'to'>): number {
  return rentalDays(booking.from, booking.to)
}

export function carImageUrl(image: string | undefined): string | null {
  return image ? `${config.cdnCars}/${encodeURIComponent(image)}` : null
}

/** Who is looking at a booking: the driver who booked it, or the supplier whose car it is. */
export type Viewer = 'driver' | 'supplier' | 'admin'

const BOOKING_SCREEN: Record<Viewer, string> = { driver: '/booking', supplier: '/supplier/booking', admin: '/admin/booking' }

export function bookingHref(bookingId: string, who: Viewer = 'driver'): string {
  return `${BOOKING_SCREEN[who]}?b=${encodeURIComponent(bookingId)}`
}

/** The booking's address, as the pass's share sheet and QR code give it. */
export function bookingLink(bookingId: string, origin: string = window.location.origin): string {
  return `${origin}${bookingHref(bookingId)}`
}

/** How a supplier names a booking's driver: the name when the reply carries it, else what it has (the driver's id). */
export function driverLabel(booking: Pick<Booking, 'driver' | 'driverDetails'>): string {
  return booking.driverDetails?.fullName || booking.driver
}

/** A driver's cancellation request that the supplier has not answered yet. */
export function awaitsCancellation(booking: Pick<Booking, 'cancelRequest' | 'status'>): boolean {
  return booking.cancelRequest && booking.status !== 'cancelled'
}
