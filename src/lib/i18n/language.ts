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
