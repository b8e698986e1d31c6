import type { Language } from '../constants'

export interface LanguageInputs {
  /** The `l` query parameter, if any. */
  query: string | null
  /** The stored user's language, when a user is stored. */
  userLanguage: string | null
  /** The bc-language value. */
  stored: string | null
  supported: readonly Language[]
  defaultLanguage: Language
}

function isSupported(candidate: string | null, supported: readonly Language[]): candidate is Language {
  return candidate !== null && (supported as readonly string[]).includes(candidate)
}

/**
 * The language chosen at start-up (product spec, section 4): query `l`, then the
 * stored user's language, then bc-language when it has two letters, then the
 * default; an unsupported candidate falls back to bc-language, then the default.
 */
export function chooseLanguage({ query, userLanguage, stored, supported, defaultLanguage }: LanguageInputs): Language {
  const twoLetterStored = stored && stored.length === 2 ? stored : null
  const candidate = query || userLanguage || twoLetterStored || defaultLanguage
  if (isSupported(candidate, supported)) return candidate
  if (isSupported(stored, supported)) return stored
  return defaultLanguage
}

/** BCP 47 tags used with Intl for each interface language. */
export const LOCALE_TAGS: Record<Language, string> = { pl: 'pl-PL', fr: 'fr-FR', en: 'en-GB' }

/**
 * Loads the locale data of numbers and dates for `language` ahead of need. The first Intl
 * formatter of a locale costs 60–90 ms on a slow phone (Chromium at CPU ×4), any later one,
 * of any options and Lingui's own included, about a millisecond: done while the app's code
 * is still on the way, it is no longer part of rendering the first cards or rows.
 */
export function loadLocaleData(language: Language): void {
  const tag = LOCALE_TAGS[language]
  new Intl.NumberFormat(tag).format(0)
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(0)
}
