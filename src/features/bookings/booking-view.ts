import type { I18n } from '@lingui/core'
import { config } from '../../lib/config'
import type { Booking } from '../../lib/api/entities'
import { rentalDays } from '../../lib/dates'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'

export function bookingDays(booking: Pick<Booking, 'from' | 'to'>): number {
  return rentalDays(booking.from, booking.to)
}

export function carImageUrl(image: string | undefined): string | null {
  return image ? `${config.cdnCars}/${encodeURIComponent(image)}` : null
}

/** Who is looking at a booking: the driver who booked it, or the supplier whose car it is. */
export type Viewer = 'driver' | 'supplier'

export function bookingHref(bookingId: string, who: Viewer = 'driver'): string {
  return `${who === 'supplier' ? '/supplier/booking' : '/booking'}?b=${encodeURIComponent(bookingId)}`
}

/** How a supplier names a booking's driver: the name when the reply carries it, else what it has (the driver's id). */
export function driverLabel(booking: Pick<Booking, 'driver' | 'driverDetails'>): string {
  return booking.driverDetails?.fullName || booking.driver
}

/** A driver's cancellation request that the supplier has not answered yet. */
export function awaitsCancellation(booking: Pick<Booking, 'cancelRequest' | 'status'>): boolean {
  return booking.cancelRequest && booking.status !== 'cancelled'
}

/** The texts a booking's facts show, formatted once per render (a list renders hundreds of them). */
export function bookingTexts(i18n: I18n, booking: Booking): { from: string; to: string; price: string; days: number } {
  return {
    from: formatDateTime(i18n, booking.from),
    to: formatDateTime(i18n, booking.to),
    price: formatPrice(i18n, booking.price),
    days: bookingDays(booking),
  }
}
