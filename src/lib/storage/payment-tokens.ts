/**
 * The payment token of a booking paid now (issue 47, call 25's reply), kept on this device so that
 * /checkout can follow and retry the payment without an account (calls 72 and 73 take it as `?t=`).
 * A week at most; personal, so the sign-out purge removes them (purge.ts).
 */
import { PAYMENT_TOKEN_PREFIX } from './keys'

const KEEP_MS = 7 * 86_400_000

export function rememberPaymentToken(bookingId: string, token: string, now = Date.now()): void {
  try {
    localStorage.setItem(PAYMENT_TOKEN_PREFIX + bookingId, JSON.stringify({ token, until: now + KEEP_MS }))
  } catch {
    // Storage full or blocked: a signed-in driver needs no token; a guest is told to sign in.
  }
}

export function paymentTokenOf(bookingId: string, now = Date.now()): string | undefined {
  try {
    const raw = localStorage.getItem(PAYMENT_TOKEN_PREFIX + bookingId)
    const kept = raw ? (JSON.parse(raw) as { token?: unknown; until?: unknown }) : null
    if (!kept || typeof kept.token !== 'string' || !/^[0-9a-f]{32}$/.test(kept.token)) return undefined
    if (typeof kept.until !== 'number' || kept.until < now) {
      localStorage.removeItem(PAYMENT_TOKEN_PREFIX + bookingId)
      return undefined
    }
    return kept.token
  } catch {
    return undefined
  }
}
