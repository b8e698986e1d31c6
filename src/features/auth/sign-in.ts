import type { SignInPayload } from '../../lib/api/users'
import { getStoredUser, roleOf } from '../../lib/storage/user'
import { doorOf, type Door } from './redirect'
import { signOut, startSession } from './session'

/** How a sign-in attempt ended. 'other-door': right email and password, but the account belongs to the other sign-in. */
export type SignInOutcome = 'signed-in' | 'wrong-credentials' | 'suspended' | 'other-door'

const OTHER: Record<Door, Door> = { driver: 'supplier', supplier: 'driver' }

/**
 * Signs a driver (call 7), or a supplier or the operator (call 35, the back-office door) in. A wrong email or password is
 * 'wrong-credentials'. When the server refuses the account at this door, the other door is
 * asked once: if it accepts, the account is of the other kind and the reply (token included)
 * is dropped unstored, so the screen can say where to sign in. A blacklisted driver gets a
 * token from the server but is refused here and never stored. Network errors are thrown.
 */
export async function signInAs(door: Door, payload: SignInPayload): Promise<SignInOutcome> {
  // The API client loads on the first attempt, not with the sign-in screen's first paint.
  const { signIn } = await import('../../lib/api/users')
  const reply = await signIn(payload, { door })
  if (!reply) {
    const other = await signIn(payload, { door: OTHER[door] }).catch(() => null)
    return other && doorOf(roleOf(other)) === OTHER[door] ? 'other-door' : 'wrong-credentials'
  }
  if (doorOf(roleOf(reply)) !== door) return 'wrong-credentials' // a server that answers another kind of account at this door
  if (reply.blacklisted) {
    // Never kept: and if anything was stored, leave it without a redirect.
    if (getStoredUser()) await signOut({ to: null })
    return 'suspended'
  }
  if (!startSession(reply)) return 'wrong-credentials'
  return 'signed-in'
}
