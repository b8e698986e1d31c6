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
  pointManifestAt(language)
}

/**
 * Points <link rel="manifest"> at the manifest in this language (Polish is the
 * default manifest.webmanifest; vite.config.ts writes manifest-fr/-en beside
 * it), so an install offers the app's name and description in the driver's language.
 */
function pointManifestAt(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) return
  const file = language === 'pl' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`
  const href = link.getAttribute('href') ?? ''
  const next = href.replace(/manifest(-[a-z]{2})?\.webmanifest$/, file)
  if (next !== href) link.setAttribute('href', next)
}

export { i18n }
