import { config } from '../config'
import type { Language } from '../constants'
import { getStoredLanguage, getStoredUser } from '../storage/user'
import { chooseLanguage } from './language'

/**
 * The language a page opens in (product spec, section 4), from the URL's `l`, the stored account
 * and bc-language: the same for the first paint's early calls, its frames and the app's start.
 */
export function visitorLanguage(search: string): Language {
  return chooseLanguage({
    query: new URLSearchParams(search).get('l'),
    userLanguage: getStoredUser()?.language ?? null,
    stored: getStoredLanguage(),
    supported: config.languages,
    defaultLanguage: config.defaultLanguage,
  })
}
