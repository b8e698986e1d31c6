import type { Language } from '../../lib/constants'
import type { StoredUser } from '../../lib/storage/user'

export interface LanguageSyncDeps {
  user: StoredUser | null
  validateAccessToken: () => Promise<boolean>
  updateLanguage: (id: string, language: Language) => Promise<boolean>
  /** Writes the new language into bc-user. */
  patchUser: (patch: Partial<StoredUser>) => void
  /** Shows "An error occurred while changing language." in the chosen language. */
  showError: () => void
}

/**
 * Step 3 of the spec's language start-up: when a user is stored and the chosen
 * language differs from theirs, validate the session, then send the language
 * update; any other answer or a failure shows the language-change error.
 * Returns what happened, for the tests and the caller.
 */
export async function syncUserLanguage(chosen: Language, deps: LanguageSyncDeps): Promise<'unchanged' | 'updated' | 'failed'> {
  const { user } = deps
  if (!user || user.language === chosen) return 'unchanged'
  try {
    const valid = await deps.validateAccessToken()
    if (valid && (await deps.updateLanguage(user.id, chosen))) {
      deps.patchUser({ language: chosen })
      return 'updated'
    }
  } catch {
    // Reported below, like any other answer.
  }
  deps.showError()
  return 'failed'
}
