import { SESSION_EXPIRED_MESSAGE } from '../../lib/storage/cache-names'
import { onSessionExpired } from '../../lib/api/session-expired'
import { currentUser, signOut } from './session'

/**
 * Any 401/403 on a call that carried the token means the session is over:
 * sign out (which purges every personal store) and go to /sign-in. Parallel
 * calls may report the same expiry: only the first one acts.
 */
let leaving = false

function handleSessionExpired(refusedToken: string): void {
  const user = currentUser()
  // Only the session whose token was refused ends: an old account's late refusal leaves a newer one alone.
  if (leaving || !user || refusedToken !== user.accessToken) return
  leaving = true
  void signOut({ to: '/sign-in' }).finally(() => {
    leaving = false
  })
}

// The worker says so too when the network refused the token of an answer it may have served
// from its cache (the page then saw no 401 itself).
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; token?: unknown } | null>) => {
    // A worker of an older version names no token: then it is the current one's.
    const token = event.data?.token
    if (event.data?.type === SESSION_EXPIRED_MESSAGE)
      handleSessionExpired(typeof token === 'string' ? token : (currentUser()?.accessToken ?? ''))
  })
}

// Registered as soon as this is evaluated, before any call is made; the client itself loads
// with the first screen that calls the API.
onSessionExpired(handleSessionExpired)
