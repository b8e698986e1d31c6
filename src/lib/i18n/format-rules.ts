/**
 * The rules of the app's formats (format.ts), without Lingui: index.html's first paint
 * formats what it draws with them too (app/first-paint/page/cars-frame.ts, through search-time.ts).
 */

/** A date; with its time of day. */
export const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** An amount of money's decimals: whole numbers stay whole, others get two (12,50). */
export function amountFraction(value: number): 0 | 2 {
  return Number.isInteger(value) ? 0 : 2
}

/** Exactly `fraction` decimals. */
export function fractionDigits(fraction: number): Intl.NumberFormatOptions {
  return { minimumFractionDigits: fraction, maximumFractionDigits: fraction }
}

/** "yesterday", "5 minutes ago". */
export const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/** How far in the past `value` is, in the unit "last updated" shows it in; null under a minute ("just now"). */
export function relativeTime(value: Date | number, now: number): { value: number; unit: 'minute' | 'hour' | 'day' } | null {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000)
  const abs = Math.abs(seconds)
  if (abs < 60) return null
  if (abs < 3600) return { value: Math.round(seconds / 60), unit: 'minute' }
  if (abs < 86400) return { value: Math.round(seconds / 3600), unit: 'hour' }
  return { value: Math.round(seconds / 86400), unit: 'day' }
}
