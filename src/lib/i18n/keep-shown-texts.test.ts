/** The texts kept for the first paint are the app's own, read back by the first paint's reader. */
import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from './i18n'
import { formatDate, formatDateTime, formatPrice, formatRelative } from './format'
import { keepShownTexts } from './keep-shown-texts'
import { AGO_UNITS, shownAgo, shownDate, shownDateTime, shownNumber, shownPrice } from './shown-texts'
import { SUPPORTED_LANGUAGES } from '../constants'

describe('texts kept for the first paint', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }
  it('are the texts the app shows, in each language: dates, plural counts, prices and every "… ago" it keeps', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      await activateLanguage(language)
      const dates = ['2030-06-01T10:00:00.000Z', '2030-12-24T18:30:00.000Z']
      const shown = keepShownTexts(i18n, {
        dates,
        dateTimes: [...dates, 'not a date'],
        numbers: [4, 1000, 12345],
        prices: [520, 99.5, 1234.5],
      })
      expect(shown.language).toBe(language)
      for (const value of dates) expect(shownDateTime(shown, language, value)).toBe(formatDateTime(i18n, value))
      for (const value of dates) expect(shownDate(shown, language, value)).toBe(formatDate(i18n, value))
      expect(Object.keys(shown.dateTimes)).toEqual(dates)
      // As a plural message's `#` shows the number.
      for (const n of [4, 1000, 12345])
        expect(shownNumber(shown, language, n)).toBe(i18n._({ id: 'count', message: '{n, plural, other {#}}', values: { n } }))
      for (const amount of [520, 99.5, 1234.5]) expect(shownPrice(shown, language, amount)).toBe(formatPrice(i18n, amount))
      for (const unit of Object.keys(AGO_UNITS) as (keyof typeof AGO_UNITS)[])
        for (let n = 1; n <= AGO_UNITS[unit]; n++)
          expect(shownAgo(shown, language, unit, n)).toBe(formatRelative(i18n, now - n * UNIT_MS[unit], now))
    }
  })
})
