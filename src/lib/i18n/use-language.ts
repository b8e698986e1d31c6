import { useLingui } from '@lingui/react'
import { SUPPORTED_LANGUAGES, type Language } from '../constants'
import { config } from '../config'

/** The active interface language as a Language (start-up only ever activates one of them). */
export function languageOf(locale: string): Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : config.defaultLanguage
}

/** The active language, re-rendering on a switch: instead of `i18n.locale as Language`. */
export function useLanguage(): Language {
  return languageOf(useLingui().i18n.locale)
}
