import type { SignInPayload } from '../../lib/api/users'
import { getStoredUser } from '../../lib/storage/user'
import { signOut, startSession } from './session'

/** How a sign-in attempt ended. */
export type SignInOutcome = 'signed-in' | 'wrong-credentials' | 'suspended'

/**
 * Signs a driver in. A wrong email or password (and any account that is not a
 * driver's) is 'wrong-credentials'; a blacklisted driver gets a token from the
 * server but is refused here and never stored. Network errors are thrown.
 */
export async function signInDriver(payload: SignInPayload): Promise<SignInOutcome> {
  // The API client loads on the first attempt, not with the sign-in screen's first paint.
  const { signIn } = await import('../../lib/api/users')
  const reply = await signIn(payload)
  if (!reply) return 'wrong-credentials'
  if (reply.blacklisted) {
    // Never kept: and if anything was stored, leave it without a redirect.
    if (getStoredUser()) await signOut({ to: null })
    return 'suspended'
  }
  if (!startSession(reply)) return 'wrong-credentials'
  return 'signed-in'
}
