/**
 * Where a payment stands as of `now` (ms since the epoch): one still open (awaiting, or failed and
 * open to another try) past its time to pay by is `expired`, whether or not the server has written
 * that yet. The bundled API (what holds a car, what replies carry) and the app (what a driver is
 * told, offline too) read it alike.
 */
export function paymentStatusAt<S extends string>(payment: { status: S; expiresAt: string }, now: number): S | 'expired' {
  const open = payment.status === 'awaiting' || payment.status === 'failed'
  return open && Date.parse(payment.expiresAt) <= now ? 'expired' : payment.status
}
