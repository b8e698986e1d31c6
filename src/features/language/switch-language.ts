import { t } from '@lingui/core/macro'
import { navigate } from 'wouter/use-browser-location'
import type { Language } from '../../lib/constants'
import { activateLanguage } from '../../lib/i18n/i18n'
import { setStoredLanguage, patchStoredUser } from '../../lib/storage/user'
import { toast } from '../../ui/toast'
import { currentUser, refreshSession } from '../auth/session'

/**
 * The header's language switch: stores bc-language, applies the catalogue at
 * once, drops a stale `l` from the URL, and saves the choice on the driver's
 * account when signed in.
 */
export async function switchLanguage(language: Language): Promise<void> {
  setStoredLanguage(language)
  await activateLanguage(language)
  const url = new URL(location.href)
  if (url.searchParams.has('l')) {
    url.searchParams.delete('l')
    navigate(url.pathname + url.search + url.hash, { replace: true })
  }
  const user = currentUser()
  if (!user || user.language === language) return
  try {
    const { updateLanguage } = await import('../../lib/api/users')
    if (!(await updateLanguage(user.id, language))) throw new Error('update-language refused')
    patchStoredUser({ language })
    refreshSession()
  } catch {
    toast.error(t`An error occurred while changing language.`)
  }
}
