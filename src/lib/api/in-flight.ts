/**
 * How many API calls are on the way. Plain and tiny: the shell waits on it (to start
 * background work such as the service worker's install only once the first screen
 * has its data) without loading the API client.
 */
let inFlight = 0
let lastSettled = 0

/** Wraps one call: counts it while it is on the way. */
export async function tracked<T>(call: () => Promise<T>): Promise<T> {
  inFlight++
  try {
    return await call()
  } finally {
    inFlight--
    lastSettled = performance.now()
  }
}

/**
 * Resolves once no call has been on the way for `quietMs` (a screen often makes one
 * call after another), or after `maxMs` anyway.
 */
export function whenCallsQuiet(quietMs = 500, maxMs = 10_000): Promise<void> {
  const start = performance.now()
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now()
      const quietFor = inFlight === 0 ? now - Math.max(lastSettled, start) : 0
      if (quietFor >= quietMs || now - start >= maxMs) resolve()
      else setTimeout(check, inFlight === 0 ? quietMs - quietFor : 100)
    }
    check()
  })
}
