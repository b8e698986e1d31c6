import { useLingui } from '@lingui/react/macro'
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import * as css from './language-menu.css'

/** The switch (with its toast and the API call) loads on the first change, not with the header. */
const switchLanguage = (language: Language) => import('./switch-language').then((m) => m.switchLanguage(language))

/** Each language in its own name, so a driver finds theirs whatever is active. */
const NAMES: Record<Language, string> = { pl: 'Polski', fr: 'Français', en: 'English' }

export function LanguageMenu() {
  const { t, i18n } = useLingui()
  return (
    <select
      className={css.select}
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => void switchLanguage(e.target.value as Language)}
    >
      {config.languages.map((l) => (
        <option key={l} value={l} lang={l} className={css.option}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  )
}
