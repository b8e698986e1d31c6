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

export function bookingHref(bookingId: string): string {
  return `/booking?b=${encodeURIComponent(bookingId)}`
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
