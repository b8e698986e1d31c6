import { isApiError } from './errors'

/** Waits between read attempts: three tries after the first, 0.5 s, 1 s, 2 s. */
const READ_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000]

function transient(error: unknown): boolean {
  // Only a lost or failing network is worth another try; a refusal, a 204 or a malformed reply will not change.
  return isApiError(error, 'network') || isApiError(error, 'server')
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError')
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(abortReason(signal))
      },
      { once: true },
    )
  })
}

/**
 * Runs a READ with retries and backoff. Never use it for writes (book, cancel):
 * a replayed write whose first reply was lost could act twice.
 */
export async function withReadRetry<T>(
  read: () => Promise<T>,
  signal?: AbortSignal,
  delays: readonly number[] = READ_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= delays.length || !transient(error) || signal?.aborted) throw error
      await sleep(delays[attempt], signal)
    }
  }
}
