/**
 * Where the client says that the server was just reached: a call answered 2xx over the network
 * (not from the service worker's cache). The action queue listens, so that what waits on a
 * backoff goes out as soon as the network is known to be back. A module of its own, with no
 * imports: lib/api knows nothing of the queue, the queue subscribes.
 */
type Listener = () => void
const listeners = new Set<Listener>()

/** Calls `listener` after each fresh 2xx reply; returns an unsubscribe function. */
export function onServerReached(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener; one that throws does not stop the others, nor the call that succeeded. */
export function reportServerReached(): void {
  for (const listener of listeners) {
    try {
      listener()
    } catch (e) {
      console.error(e)
    }
  }
}
