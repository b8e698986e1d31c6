import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALE_TAGS } from './language'
import { amountFraction, DATE, DATE_TIME, fractionDigits, RELATIVE, relativeTime } from './format-rules'
import type { Language } from '../constants'

// Explicit ids: the English text alone ("DH") would not say what it is for.
const PRICE = msg({ id: 'price.amount', message: '{amount} DH' })
const PRICE_PER_DAY = msg({ id: 'price.perDay', message: '{amount} DH/day' })
const CURRENCY = msg({ id: 'price.currency', message: 'DH' })
// A payment's amount keeps the currency it was made in (issue 47), whatever the language shown.
const IN_PLN = msg({ id: 'price.inPLN', message: '{amount} PLN' })
const IN_MAD = msg({ id: 'price.inMAD', message: '{amount} DH' })
const JUST_NOW = msg({ id: 'time.justNow', message: 'just now' })

function tag(i18n: I18n): string {
  return LOCALE_TAGS[i18n.locale as Language] ?? i18n.locale
}

// Building an Intl formatter is costly (the first one of a kind loads locale data:
// 150 ms for RelativeTimeFormat on a mid-range phone), and long lists format
// hundreds of values: each formatter is built once per locale and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined
  if (!format) {
    format = build()
    formatters.set(key, format)
  }
  return format
}

const numberFormat = (i18n: I18n, fraction: 0 | 2 | 'upTo2') =>
  cached(
    `number|${tag(i18n)}|${fraction}`,
    () => new Intl.NumberFormat(tag(i18n), fraction === 'upTo2' ? { maximumFractionDigits: 2 } : fractionDigits(fraction)),
  )
const dateFormat = (i18n: I18n, withTime: boolean) =>
  cached(`date|${tag(i18n)}|${withTime}`, () => new Intl.DateTimeFormat(tag(i18n), withTime ? DATE_TIME : DATE))
const relativeFormat = (i18n: I18n) => cached(`relative|${tag(i18n)}`, () => new Intl.RelativeTimeFormat(tag(i18n), RELATIVE))

/**
 * Builds the active locale's formatters ahead of need: a list screen calls it while
 * its data is on the way, so the first rows do not wait for locale data.
 */
export function prepareFormats(i18n: I18n): void {
  numberFormat(i18n, 0)
  numberFormat(i18n, 2)
  dateFormat(i18n, false)
  dateFormat(i18n, true)
  relativeFormat(i18n)
}

/** An amount of money: whole numbers stay whole, others get two decimals (12,50). */
function formatAmount(i18n: I18n, value: number): string {
  return numberFormat(i18n, amountFraction(value)).format(value)
}

/**
 * A price with the currency label of the active language (PLN for pl, DH for
 * fr and en). The label and its place come from the catalogues.
 */
export function formatPrice(i18n: I18n, amount: number): string {
  return i18n._(PRICE.id, { amount: formatAmount(i18n, amount) }, { message: PRICE.message })
}

/** An amount in a given currency (a payment's: PLN, or MAD shown as DH), in the active language's number format. */
export function formatMoney(i18n: I18n, amount: number, currency: 'PLN' | 'MAD'): string {
  const label = currency === 'PLN' ? IN_PLN : IN_MAD
  return i18n._(label.id, { amount: formatAmount(i18n, amount) }, { message: label.message })
}

/** A price per day ("120 PLN/dzień", "120 DH/day"). */
export function formatPricePerDay(i18n: I18n, amount: number): string {
  return i18n._(PRICE_PER_DAY.id, { amount: formatAmount(i18n, amount) }, { message: PRICE_PER_DAY.message })
}

/** The currency label alone (for filters such as "Less than 2500 PLN"). */
export function currencyLabel(i18n: I18n): string {
  return i18n._(CURRENCY)
}

export function formatDate(i18n: I18n, value: Date | string): string {
  return dateFormat(i18n, false).format(new Date(value))
}

export function formatDateTime(i18n: I18n, value: Date | string): string {
  return dateFormat(i18n, true).format(new Date(value))
}

/**
 * "5 minutes ago" style relative time, for "last updated" (a time in the past). Under a
 * minute it is "just now", from the catalogue: data that has just come in does not wait for
 * Intl.RelativeTimeFormat, whose first use loads its locale data (90 ms on a slow phone,
 * when the first rows of a list are rendering).
 */
export function formatRelative(i18n: I18n, value: Date | number, now = Date.now()): string {
  const ago = relativeTime(value, now)
  return ago ? relativeFormat(i18n).format(ago.value, ago.unit) : i18n._(JUST_NOW)
}
