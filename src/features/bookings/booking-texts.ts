import type { I18n } from '@lingui/core'
import type { Booking, Paged } from '../../lib/api/entities'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { keepShownTexts } from '../../lib/i18n/keep-shown-texts'
import type { ShownTexts } from '../../lib/i18n/shown-texts'
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

/**
 * What the list's first cards show as the app formats it (their dates, lengths and prices, the
 * count, and the freshness line's "… ago"): kept with the first page's copy, from which
 * index.html's first paint draws them without Intl (mirror.ts, app/first-paint/bookings-frame.ts).
 */
export function shownBookingTexts(i18n: I18n, page: Paged<Booking>): ShownTexts {
  return keepShownTexts(i18n, {
    dateTimes: page.items.flatMap((b) => [b.from, b.to]),
    numbers: [page.total, ...page.items.map(bookingDays)],
    prices: page.items.map((b) => b.price),
  })
}
