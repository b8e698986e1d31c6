import { config } from '../../lib/config'
import type { Booking } from '../../lib/api/entities'
import { rentalDays } from '../../lib/dates'

export function bookingDays(booking: Pick<Booking, 'from' | 'to'>): number {
  return rentalDays(booking.from, booking.to)
}

export function carImageUrl(image: string | undefined): string | null {
  return image ? `${config.cdnCars}/${encodeURIComponent(image)}` : null
}

export function bookingHref(bookingId: string): string {
  return `/booking?b=${encodeURIComponent(bookingId)}`
}
