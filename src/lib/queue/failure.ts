/**
 * How the queue counts a failed call of lib/api (an ApiError): try again later, stop for now, or the
 * server's refusal and why. Generic to every kind of kept action (their table is the product's:
 * features/pending-actions/actions.ts).
 */
import { isApiError, type ApiError } from '../api/errors'
import { failureReason } from '../api/failure'
import type { Failure } from './queue'

/** The wait a 429 or a 503 asked for (its Retry-After, read by lib/api's client), when it said one. */
function serverWait(error: ApiError): { retryAfterMs?: number } {
  return error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }
}

/** Calls whose 403 means "not yours" (ownerCheck in lib/api), not an ended session. */
const OWNER_CHECKED = new Set(['updateCar', 'updateBookingStatus'])

/** How the queue counts a failed call: a lost network waits and tries again; the server's refusals are reported. */
export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { type: 'refused', reason: 'other' }
  switch (error.kind) {
    case 'offline':
      return { type: 'retry', offline: true }
    case 'network':
      return { type: 'retry' }
    case 'server':
      // A 503 says the server did not handle the request (unavailable); a 500, 502 or 504 may come after it did.
      return error.status === 503 ? { type: 'retry', unhandled: true, ...serverWait(error) } : { type: 'retry' }
    case 'rate-limited':
      return { type: 'retry', slowDown: true, unhandled: true, ...serverWait(error) }
    case 'unauthorized':
      // A refused session purges the device (session-expired): nothing to send any more.
      return error.status === 403 && OWNER_CHECKED.has(error.call) ? { type: 'refused', reason: 'not-yours' } : { type: 'stop' }
    case 'no-content':
    case 'not-found':
      return { type: 'refused', reason: 'gone' }
    case 'conflict':
      return { type: 'refused', reason: 'conflict' }
    case 'bad-request': {
      const reason = failureReason(error)
      return { type: 'refused', reason: reason === 'too-young' || reason === 'invalid-phone' ? reason : 'invalid' }
    }
    default:
      return { type: 'refused', reason: 'other' }
  }
}

/**
 * Whether a write failed for lack of network (then it is kept and sent later). A server's error
 * (5xx) is reported as before: the person sees it and decides; only a kept action's later tries
 * count a 5xx as "try again".
 */
export function failedForNetwork(error: unknown): boolean {
  return isApiError(error, 'offline') || isApiError(error, 'network')
}
