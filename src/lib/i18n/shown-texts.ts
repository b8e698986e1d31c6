/**
 * Texts as the app showed them, kept beside a copy of data that index.html's first paint
 * draws before the app runs (the bookings list's first page: features/bookings/mirror.ts).
 * The first Intl formatter of a page (a number, a date or a relative time; not plural rules)
 * costs 40–110 ms on a slow phone (Chromium at CPU ×4), most of the time the first paint
 * takes to draw the cards: with the texts at hand it builds none, and the app builds its
 * own once the cards are on screen. The writer is format.ts's keepShownTexts.
 *
 * A text is taken only while it is the one the app would show: the same language, and for a
 * date the same offset from UTC at that date (a driver abroad whose phone changed time zone
 * gets freshly formatted dates). No Lingui here: the first paint's scripts import it.
 */
import type { Language } from '../constants'

export type AgoUnit = 'minute' | 'hour' | 'day'

export interface ShownTexts {
  language: Language
  /** Dates, by the ISO value: the offset from UTC then (as getTimezoneOffset) and the text. */
  dates: Record<string, [offset: number, text: string]>
  /** Dates with their time of day, likewise. */
  dateTimes: Record<string, [offset: number, text: string]>
  /** Plain numbers, by value. */
  numbers: Record<string, string>
  /** Amounts of money with their currency label, by value. */
  prices: Record<string, string>
  /** How long ago, by unit: at index n, n units ago ("5 minutes ago"; "yesterday" for one day). */
  ago: Record<AgoUnit, string[]>
  /**
   * A QR code the app drew (a driver's pass: features/booking-pass/qr.ts), by the value it
   * encodes: its width in modules and its SVG path. Encoding it took 40 to 80 ms at CPU ×4,
   * before the first paint could show the pass.
   */
  qr?: { value: string; size: number; path: string }
}

/** How many of each unit `ago` keeps: up to a month ago, the unit formatRelative would use (format-rules.ts relativeTime). */
export const AGO_UNITS: Record<AgoUnit, number> = { minute: 59, hour: 23, day: 31 }

export const offsetAt = (value: string): number => new Date(value).getTimezoneOffset()

/** `shown` (read from storage: anything) when it holds texts in `language`. */
function inLanguage(shown: unknown, language: Language): Partial<ShownTexts> | undefined {
  if (!shown || typeof shown !== 'object') return undefined
  const texts = shown as Partial<ShownTexts>
  return texts.language === language ? texts : undefined
}

function entry(table: unknown, key: string): unknown {
  return table && typeof table === 'object' && Object.hasOwn(table, key) ? (table as Record<string, unknown>)[key] : undefined
}

const textOrNone = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function dateIn(table: unknown, value: string): string | undefined {
  const kept = entry(table, value)
  return Array.isArray(kept) && kept.length === 2 && kept[0] === offsetAt(value) ? textOrNone(kept[1]) : undefined
}

/** The date `value` (an ISO date), if `shown` has it and it still holds. */
export function shownDate(shown: unknown, language: Language, value: string): string | undefined {
  return dateIn(inLanguage(shown, language)?.dates, value)
}

/** The date `value` (an ISO date) with its time, if `shown` has it and it still holds. */
export function shownDateTime(shown: unknown, language: Language, value: string): string | undefined {
  return dateIn(inLanguage(shown, language)?.dateTimes, value)
}

export function shownNumber(shown: unknown, language: Language, value: number): string | undefined {
  return textOrNone(entry(inLanguage(shown, language)?.numbers, String(value)))
}

export function shownPrice(shown: unknown, language: Language, value: number): string | undefined {
  return textOrNone(entry(inLanguage(shown, language)?.prices, String(value)))
}

/** `count` `unit`s ago (count ≥ 1), if `shown` has it. */
export function shownAgo(shown: unknown, language: Language, unit: AgoUnit, count: number): string | undefined {
  const list = entry(inLanguage(shown, language)?.ago, unit)
  return Array.isArray(list) && Number.isInteger(count) && count >= 1 ? textOrNone(list[count]) : undefined
}

/** Only what qr.ts qrPath writes: one rectangle per run of dark modules ("M3 4h2v1h-2z"). */
const QR_PATH = /^(M\d+ \d+h\d+v1h-\d+z)*$/

/** The QR code of `value` (any language: it is the same picture), if `shown` has it and it reads as one. */
export function shownQr(shown: unknown, value: string): { size: number; path: string } | undefined {
  const qr = entry(shown, 'qr') as Partial<NonNullable<ShownTexts['qr']>> | undefined
  if (!qr || typeof qr !== 'object' || qr.value !== value) return undefined
  const { size, path } = qr
  // Versions 1 to 40 are 21 to 177 modules wide, plus 4 of quiet zone on each side.
  if (!Number.isInteger(size) || size! < 29 || size! > 185 || typeof path !== 'string' || !QR_PATH.test(path)) return undefined
  return { size: size!, path }
}
