/**
 * What a driver's pass keeps with its copy for the first paint. A module of its own: it brings
 * the QR encoder, which the bookings list (booking-texts.ts) has no use for.
 */
import type { I18n } from '@lingui/core'
import type { Booking } from '../../lib/api/entities'
import { keepShownTexts } from '../../lib/i18n/keep-shown-texts'
import type { ShownTexts } from '../../lib/i18n/shown-texts'
import { qrCode } from '../booking-pass/qr'
import { bookingLink } from './booking-view'

/**
 * What a driver's pass shows of `booking` as the app formats it (the booking date, when its data
 * came, and the freshness line's "… ago") and its QR code: kept with the pass's copy
 * (app/first-paint/pass-frame.ts).
 */
export function shownPassTexts(i18n: I18n, booking: Booking, savedAt: number): ShownTexts {
  const link = bookingLink(booking._id)
  return {
    ...keepShownTexts(i18n, { dates: [booking.createdAt], dateTimes: [new Date(savedAt).toISOString()] }),
    // And its QR code, as the pass drew it: the first paint then draws it without encoding it again.
    qr: { value: link, ...qrCode(link) },
  }
}
