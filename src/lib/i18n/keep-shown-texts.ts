/**
 * The writer of the texts kept for the first paint (shown-texts.ts is the reader): apart from
 * format.ts, so that the screens that only format (the car list, the car) do not carry it.
 */
import type { I18n } from '@lingui/core'
import type { Language } from '../constants'
import { formatDate, formatDateTime, formatPrice, formatRelative } from './format'
import { AGO_UNITS, offsetAt, type AgoUnit, type ShownTexts } from './shown-texts'

const UNIT_MS: Record<AgoUnit, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }

/** The "… ago" texts of a locale: the same for every copy, so made once per locale. */
const agoTexts = new Map<string, ShownTexts['ago']>()
function agoOf(i18n: I18n): ShownTexts['ago'] {
  let ago = agoTexts.get(i18n.locale)
  if (!ago) {
    const now = Date.now()
    ago = { minute: [], hour: [], day: [] }
    for (const unit of Object.keys(AGO_UNITS) as AgoUnit[])
      for (let n = 1; n <= AGO_UNITS[unit]; n++) ago[unit][n] = formatRelative(i18n, now - n * UNIT_MS[unit], now)
    agoTexts.set(i18n.locale, ago)
  }
  return ago
}

/**
 * The texts the app shows `values` as now, in the active language, with "n minutes/hours/days
 * ago" for the freshness line: kept beside a copy of data that index.html's first paint draws
 * without building an Intl formatter (shown-texts.ts). A plain number is as a plural message's
 * `#` shows it (Lingui formats it with the language's default number format).
 */
export function keepShownTexts(
  i18n: I18n,
  values: { dates?: readonly string[]; dateTimes?: readonly string[]; numbers?: readonly number[]; prices?: readonly number[] },
): ShownTexts {
  const shown: ShownTexts = {
    language: i18n.locale as Language,
    dates: {},
    dateTimes: {},
    numbers: {},
    prices: {},
    ago: agoOf(i18n),
  }
  const valid = (value: string) => !Number.isNaN(new Date(value).getTime())
  for (const value of values.dates ?? []) if (valid(value)) shown.dates[value] = [offsetAt(value), formatDate(i18n, value)]
  for (const value of values.dateTimes ?? []) if (valid(value)) shown.dateTimes[value] = [offsetAt(value), formatDateTime(i18n, value)]
  const plain = new Intl.NumberFormat(i18n.locale)
  for (const value of values.numbers ?? []) shown.numbers[String(value)] = plain.format(value)
  for (const value of values.prices ?? []) shown.prices[String(value)] = formatPrice(i18n, value)
  return shown
}
