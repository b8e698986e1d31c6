import type { PaymentState } from '../../lib/api/entities'

/**
 * What /checkout says (issue 47), worked out from call 73's last reply: the app polls it every 2 s for
 * at most 2 minutes while the payment is awaiting, and says in words where it stands. Pure, so that
 * every state is tested without a browser.
 */
export const POLL_EVERY_MS = 2_000
export const POLL_FOR_MS = 120_000

export type CheckoutView =
  /** No answer yet. */
  | { kind: 'checking' }
  /** Offline while the payment may still change (nothing known yet, or awaiting): it is checked once the network is back. */
  | { kind: 'offline'; payment?: PaymentState }
  /** The server could not be asked (after the read policy's retries). */
  | { kind: 'error' }
  /** No payment this device may follow (a booking paid at the desk, another account's, no token). */
  | { kind: 'none' }
  | { kind: 'paid'; payment: PaymentState }
  /** The provider refused: still payable until it expires ("Try again"). */
  | { kind: 'failed'; payment: PaymentState }
  /** Not paid yet; `late` once 2 minutes have passed without news ("Check again"). */
  | { kind: 'waiting'; payment: PaymentState; late: boolean }
  | { kind: 'expired'; payment: PaymentState }
  | { kind: 'refunded'; payment: PaymentState }

export interface CheckoutInput {
  /** Call 73's last answer: undefined before one came, null for 204. */
  reply: PaymentState | null | undefined
  /** The last call failed (and there is no answer to show). */
  failed: boolean
  online: boolean
  /** Since polling started. */
  elapsedMs: number
}

export function checkoutView({ reply, failed, online, elapsedMs }: CheckoutInput): CheckoutView {
  if (reply === null) return { kind: 'none' }
  if (reply === undefined) return !online ? { kind: 'offline' } : failed ? { kind: 'error' } : { kind: 'checking' }
  switch (reply.status) {
    case 'paid':
      return { kind: 'paid', payment: reply }
    case 'failed':
      return { kind: 'failed', payment: reply }
    case 'expired':
      return { kind: 'expired', payment: reply }
    case 'refunded':
    case 'partially_refunded':
      return { kind: 'refunded', payment: reply }
    case 'awaiting':
      return online ? { kind: 'waiting', payment: reply, late: elapsedMs >= POLL_FOR_MS } : { kind: 'offline', payment: reply }
  }
}

/** Whether to ask again in POLL_EVERY_MS: while the answer may still change by itself, online, within 2 minutes. */
export function keepPolling(view: CheckoutView, online: boolean, elapsedMs: number): boolean {
  if (!online || elapsedMs >= POLL_FOR_MS) return false
  return view.kind === 'checking' || view.kind === 'error' || (view.kind === 'waiting' && !view.late)
}
