/**
 * Where the client reports a refused session (401/403 on a call that carried the token) and
 * the auth feature hears of it. A module of its own, with no imports, so that the auth
 * feature can register at start-up without loading the client and the whole data layer
 * with it: the first screen that calls the API loads them.
 */

/** Gets the token the server refused, so a session started since (another account) is left alone. */
export type SessionExpiredHandler = (refusedToken: string) => void
const handlers = new Set<SessionExpiredHandler>()

/**
 * Registers what to do when the server rejects the session: the auth feature signs out and
 * purges there, so the transport never touches UI or storage itself. Parallel calls may
 * report the same expiry more than once: the handler must be idempotent. Returns an
 * unregister function.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  handlers.add(handler)
  return () => handlers.delete(handler)
}

/** Tells every handler; one that throws does not stop the others, nor hide the caller's error. */
export function reportSessionExpired(refusedToken: string): void {
  for (const handler of handlers) {
    try {
      handler(refusedToken)
    } catch (e) {
      console.error(e)
    }
  }
}
