/**
 * What the verify-email banner does with the API: loaded on demand, so that the banner
 * itself (VerifyEmailBanner.tsx) can sit in the entry without the API client.
 */
import { getUser, resendLink } from '../../lib/api/users'
import { patchStoredUser } from '../../lib/storage/user'
import { toast } from '../../ui/toast'
import { refreshSession } from './session'

// The session (by its token) whose `verified` flag was already asked for since the app started.
let checkedToken: string | null = null

/** Asks the API whether the account's email is verified, once per session start, and keeps the answer in bc-user. */
export async function learnVerified(id: string, token: string): Promise<void> {
  if (checkedToken === token) return
  checkedToken = token
  try {
    const user = await getUser(id)
    patchStoredUser({ verified: user.verified })
    refreshSession()
  } catch {
    // Offline or failing: ask again at the next start.
    checkedToken = null
  }
}

/** Sends the validation email again, and says how it went with `said`'s texts. */
export async function resendValidation(email: string, said: { sent: string; failed: string }): Promise<void> {
  try {
    await resendLink(email)
    toast.success(said.sent)
  } catch {
    toast.error(said.failed)
  }
}
