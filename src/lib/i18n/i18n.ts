import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../constants'

/**
 * Each catalogue is its own small chunk (the Lingui Vite plugin compiles the
 * .po file on import); only the active one is loaded, the others are precached
 * by the service worker so a switch works offline.
 */
const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  pl: () => import('../../../locales/pl/messages.po'),
  fr: () => import('../../../locales/fr/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
}

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return
  const { messages } = await catalogues[language]()
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
}

export { i18n }
