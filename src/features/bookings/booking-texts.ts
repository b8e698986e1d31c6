import type { I18n } from '@lingui/core'
import type { Booking } from '../../lib/api/entities'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { bookingDays } from './booking-view'

/** The texts a booking's facts show, formatted once per render (a list renders hundreds of them). */
export function bookingTexts(i18n: I18n, booking: Booking): { from: string; to: string; price: string; days: number } {
  return {
    from: formatDateTime(i18n, booking.from),
    to: formatDateTime(i18n, booking.to),
    price: formatPrice(i18n, booking.price),
    days: bookingDays(booking),
  }
}
