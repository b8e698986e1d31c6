/**
 * The early flush: when a call of this page has just been answered by the server (lib/api's
 * reached.ts), the network is back, so what the queue keeps goes out now instead of at the end
 * of its backoff. Kept apart from runtime.ts so that it can be tested without a page.
 *
 * Never a loop: a reply that comes during a flush is that flush's own call (or the flush will
 * see what it changed), so it is ignored; replies are debounced (one flush per burst); and the
 * queue leaves an action tried less than 2 s ago to its timer, so an early flush that fails
 * makes no call that could start another. Only the app's own calls that follow an action sent
 * (a screen reloading) can start the next one, and each such action has left the queue.
 */
export interface EarlyFlushDeps {
  /** Whether a flush is on (queue.flushing). */
  flushing: () => boolean
  /** Whether something is kept for the signed-in account. */
  waiting: () => boolean
  /** The early flush (flushSignedIn({ early: true })). */
  flush: () => Promise<unknown>
  /** How long to wait for more replies of the same burst (a screen's calls) before flushing. */
  debounceMs?: number
}

/** The listener to give to onServerReached. */
export function earlyFlushOnReply({ flushing, waiting, flush, debounceMs = 300 }: EarlyFlushDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    if (timer !== undefined || flushing() || !waiting()) return
    timer = setTimeout(() => {
      timer = undefined
      if (!flushing() && waiting()) void flush()
    }, debounceMs)
  }
}
