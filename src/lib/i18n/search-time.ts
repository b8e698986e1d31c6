/**
 * The time a kept search came from the network, as its age line says it (features/cars/SearchAge.tsx):
 * the time of day when it is today's, else the date and time. Pure Intl, no Lingui: index.html's first
 * paint formats it too when it draws a search kept on the device (app/first-paint/page/cars-frame.ts).
 */
import type { Language } from '../constants'
import { DATE_TIME } from './format-rules'
import { LOCALE_TAGS } from './language'

/** The time of day, as Lingui's i18n.date formats it (in the language's own code). */
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/** `savedAt` (ms since epoch) in `language`, seen at `now`: "10:42" today, "27 lis 2026, 10:42" another day (format.ts formatDateTime). */
export function formatSearchTime(language: Language, savedAt: number, now: number): string {
  const at = new Date(savedAt)
  return at.toDateString() === new Date(now).toDateString()
    ? new Intl.DateTimeFormat(language, TIME_OF_DAY).format(at)
    : new Intl.DateTimeFormat(LOCALE_TAGS[language] ?? language, DATE_TIME).format(at)
}
