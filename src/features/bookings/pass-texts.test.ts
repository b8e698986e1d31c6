/** What a driver's pass keeps with its copy for the first paint: its texts and its QR code, read back by the first paint's reader. */
import { describe, expect, it } from 'vitest'
import { bookingSchema } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { formatDate } from '../../lib/i18n/format'
import { activateLanguage, i18n } from '../../lib/i18n/i18n'
import { shownDate, shownQr } from '../../lib/i18n/shown-texts'
import { qrCode } from '../booking-pass/qr'
import { bookingLink } from './booking-view'
import { shownPassTexts } from './pass-texts'

describe('shownPassTexts', () => {
  it('keeps the booking date as the pass shows it, and the QR code the pass draws for its link', async () => {
    await activateLanguage('fr')
    const booking = bookingSchema(BOOKING)
    const shown = shownPassTexts(i18n, booking, Date.parse('2030-05-20T12:00:00Z'))
    expect(shownDate(shown, 'fr', booking.createdAt)).toBe(formatDate(i18n, booking.createdAt))
    const link = bookingLink(booking._id)
    expect(shownQr(shown, link)).toEqual(qrCode(link))
    expect(shownQr(shown, bookingLink('another'))).toBeUndefined()
    // Stored as JSON, read back the same.
    expect(shownQr(JSON.parse(JSON.stringify(shown)), link)).toEqual(qrCode(link))
  })
})
