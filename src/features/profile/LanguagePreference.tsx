import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import { SelectField } from '../../ui/Field'

// Each language named in itself, so a driver finds his own whatever the page's language.
const NAMES: Record<Language, string> = { pl: 'Polski', fr: 'Français', en: 'English' }

export interface LanguagePreferenceProps {
  /** The app's language switch (stores, applies and saves it on the account). */
  onSwitch: (language: Language) => Promise<void>
}

export function LanguagePreference({ onSwitch }: LanguagePreferenceProps) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  return (
    <SelectField
      label={t`Language`}
      name="language"
      value={i18n.locale}
      disabled={busy}
      onChange={(e) => {
        setBusy(true)
        void onSwitch(e.target.value as Language).finally(() => setBusy(false))
      }}
    >
      {config.languages.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {NAMES[lang]}
        </option>
      ))}
    </SelectField>
  )
}
