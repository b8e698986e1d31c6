import { t } from '@lingui/core/macro'
import type { Language } from '../../lib/constants'
import { updateLanguage, validateAccessToken } from '../../lib/api/users'
import { getStoredUser, patchStoredUser } from '../../lib/storage/user'
import { toast } from '../../ui/toast'
import { refreshSession } from '../auth/session'
import { syncUserLanguage } from './startup'

/** Runs step 3 of the language start-up with the real API, storage and toast. */
export function syncLanguageAtStartup(language: Language): Promise<unknown> {
  return syncUserLanguage(language, {
    user: getStoredUser(),
    validateAccessToken,
    updateLanguage,
    patchUser: (patch) => {
      patchStoredUser(patch)
      refreshSession()
    },
    showError: () => toast.error(t`An error occurred while changing language.`),
  })
}
