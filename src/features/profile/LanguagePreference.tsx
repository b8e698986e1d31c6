import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import { isKind } from '../pending-actions/actions'
import { queue, useKeptActions } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { patchStoredUser } from '../../lib/storage/user'
import { refreshSession, useSession } from '../auth/session'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
import { SelectField } from '../../ui/Field'

// Each language named in itself, so a driver finds his own whatever the page's language.
const NAMES: Record<Language, string> = { pl: 'Polski', fr: 'Français', en: 'English' }

export interface LanguagePreferenceProps {
  /** The app's language switch (stores, applies and saves it on the account). */
  onSwitch: (language: Language) => Promise<void>
}

/**
 * The account's language. Offline, the app switches at once and the account's preference is kept
 * until the network is back (lib/queue), pending with Undo; the stored account already says the
 * new language, so the switch itself sends nothing.
 */
export function LanguagePreference({ onSwitch }: LanguagePreferenceProps) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const user = useSession()
  const { actions, sendingId } = useKeptActions(user?.id)
  const kept = actions.find((a) => isKind(a, 'language'))

  async function choose(language: Language): Promise<void> {
    if (user && navigator.onLine === false && user.language !== language) {
      const previous = kept && isKind(kept, 'language') ? kept.payload.previous : (user.language as Language)
      if (kept && language === previous) await queue.undo(user.id, kept.id)
      else await keepAction(user.id, 'language', { language, previous })
      patchStoredUser({ language })
      refreshSession()
    }
    await onSwitch(language)
  }

  function undone(previous: Language): void {
    patchStoredUser({ language: previous })
    refreshSession()
    void onSwitch(previous)
  }

  return (
    <>
      <SelectField
        label={t`Language`}
        name="language"
        value={i18n.locale}
        disabled={busy}
        onChange={(e) => {
          setBusy(true)
          void choose(e.target.value as Language).finally(() => setBusy(false))
        }}
      >
        {config.languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </SelectField>
      {kept && (
        <PendingNote
          action={kept}
          sending={sendingId === kept.id}
          what={whatOf(kept)}
          onUndone={(a) => isKind(a, 'language') && undone(a.payload.previous)}
        />
      )}
    </>
  )
}
