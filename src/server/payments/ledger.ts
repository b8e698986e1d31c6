import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { conflictingBooking } from '../availability.ts'
import { withRepo, type Deps } from '../context.ts'
import { lapsedPayments, paymentsToRecheck } from '../db/queries/payments.ts'
import type { Repo } from '../db/repo.ts'
import { MESSAGES } from '../messages.ts'
import { notifyPayment } from '../notify.ts'
import type { BookingRecord } from '../types.ts'
import type { PaymentEvent } from './provider.ts'
import { formatAmount, paymentStatus } from './status.ts'

/**
 * Where the money of a booking stands (issue 47, contract calls 72–74). One record per booking, on
 * the booking itself (`payment`, and `_pay` for what only the server knows), so the payment and the
 * booking's status are written by the same call, in the same statement. A booking
 * becomes `paid` only here, on a verified event of the provider; never because the driver came back.
 */

/** An unpaid booking holds its car this long, then lapses. */
const PAYMENT_HOLD_MS = 30 * 60_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The guest's key to calls 72 and 73: compared by hash, in constant time. */
export function tokenOpens(booking: BookingRecord, token: string | undefined): boolean {
  if (!token || !booking._pay || !/^[0-9a-f]{32}$/.test(token)) return false
  const [a, b] = [Buffer.from(sha256(token)), Buffer.from(booking._pay.tokenHash)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Call 25 with payLater false: the booking waits for its payment; returns the payment token (shown once). */
export function openPayment(booking: BookingRecord, provider: string, now: Date): string {
  const token = randomBytes(16).toString('hex')
  booking.payment = {
    status: 'awaiting',
    amount: booking.price,
    currency: booking.currency ?? 'PLN',
    provider,
    expiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString(),
  }
  booking._pay = { tokenHash: sha256(token), events: [] }
  return token
}

/**
 * A new page at the provider for a payment that may still be made (calls 25 and 72). Only the provider
 * is asked (commit the call's transaction first): the caller writes the booking, whose `_pay.reference`
 * is now the new page's.
 */
export async function checkoutPage(deps: Deps, booking: BookingRecord, apiOrigin: string): Promise<string> {
  const provider = deps.payments
  const payment = booking.payment
  if (!provider || !payment || !booking._pay) throw new Error(`booking ${booking._id} has no payment to make`)
  const page = await provider.createCheckout({
    bookingId: booking._id,
    amount: payment.amount,
    currency: payment.currency,
    description: `Volta ${booking._id}`,
    returnUrl: deps.links.checkout(booking._id),
    expiresAt: new Date(payment.expiresAt),
    apiOrigin,
  })
  booking._pay = { ...booking._pay, reference: page.reference }
  return page.url
}

/** Why call 72 cannot make a new page, or null when it can. */
export function whyNotPayable(booking: BookingRecord, now: Date): string | null {
  if (!booking.payment) return 'This booking is paid at the desk.'
  const status = paymentStatus(booking.payment, now)
  if (status === 'paid') return 'This booking is already paid.'
  if (status === 'expired') return 'The time to pay this booking has run out: book again.'
  if (status === 'refunded' || status === 'partially_refunded') return 'This booking was refunded.'
  return null
}

/**
 * Applies a verified event of the provider once. A payment made after its time for a car another
 * booking has taken since, or for a booking cancelled while it waited, is given back at once, as is a
 * second page paid for a booking already paid; otherwise paid is paid. The booking's row is locked, so
 * two processes given the same event (a provider's retry) take turns and the second finds it applied.
 */
export async function applyEvent(deps: Deps, repo: Repo, event: PaymentEvent): Promise<void> {
  const booking = await repo.bookings.forUpdate(event.bookingId)
  const pay = booking?._pay
  if (!booking?.payment || !pay || pay.reference === undefined) return
  if (pay.events.includes(event.id)) return
  booking._pay = { ...pay, events: [...pay.events.slice(-19), event.id] }
  const now = repo.now()
  const status = paymentStatus(booking.payment, now)
  if (event.outcome === 'failed') {
    if (status === 'awaiting' && event.reference === pay.reference) booking.payment = { ...booking.payment, status: 'failed' }
    await repo.bookings.put(booking)
    return
  }
  if (status === 'paid' || status === 'refunded' || status === 'partially_refunded') {
    await repo.bookings.put(booking)
    // A second page paid too (an earlier one, after call 72 made another): that money goes back whole.
    if (event.reference !== (pay.paidReference ?? pay.reference)) await refundDuplicate(deps, repo, booking, event.reference)
    return
  }
  booking._pay = { ...booking._pay, paidReference: event.reference }
  booking.payment = { ...booking.payment, status: 'paid', paidAt: now.toISOString() }
  const lapsed = status === 'expired' && (await conflictingBooking(repo, booking.car, booking.from, booking.to, booking)) !== null
  if (lapsed || booking.status === 'cancelled') {
    // Paid too late (the car is someone else's now), or for a booking cancelled meanwhile: the money goes
    // back whole, and the booking stays as it is.
    await repo.bookings.put(booking)
    await refund(deps, repo, booking, booking.payment.amount)
    return
  }
  booking.status = 'paid'
  await repo.bookings.put(booking)
  await notifyPayment(deps, repo, booking)
}

/**
 * After the provider answered (the call's transaction was committed before it was asked): the booking
 * as it is now, its row locked again, taken over by the caller's copy (a later put of that copy writes
 * nothing stale); null when it is gone.
 */
async function relocked(repo: Repo, booking: BookingRecord): Promise<BookingRecord | null> {
  const fresh = await repo.bookings.forUpdate(booking._id)
  if (!fresh) return null
  for (const key of Object.keys(booking)) if (!(key in fresh)) delete (booking as unknown as Record<string, unknown>)[key]
  return Object.assign(booking, fresh)
}

/**
 * Gives back, whole and once, a payment made on another page of a booking already paid (recorded as
 * asked before the provider is asked, with a key of its own, so the check on start can ask again safely).
 */
async function refundDuplicate(deps: Deps, repo: Repo, booking: BookingRecord, reference: string): Promise<void> {
  const provider = deps.payments
  const pay = booking._pay
  if (!provider || !pay || !booking.payment) return
  const asked = pay.duplicateRefunds?.find((d) => d.reference === reference)
  if (asked?.done) return
  if (!asked) {
    booking._pay = { ...pay, duplicateRefunds: [...(pay.duplicateRefunds ?? []), { reference }] }
    await repo.bookings.put(booking)
  }
  await repo.commitNow()
  await provider.refund(reference, booking.payment.amount, booking.payment.currency, `refund-${booking._id}-${reference}`)
  const now = await relocked(repo, booking)
  if (!now?._pay) return
  now._pay = {
    ...now._pay,
    duplicateRefunds: (now._pay.duplicateRefunds ?? []).map((d) => (d.reference === reference ? { reference, done: true as const } : d)),
  }
  await repo.bookings.put(now)
}

/**
 * A paid-online booking that becomes cancelled (call 44, by the supplier or the operator) is refunded
 * by the contract's rule: the whole amount when nobody asked to cancel; at the driver's request, the
 * amount less the cancellation option's price (0 when included), and nothing once the rental began.
 */
export async function refundDue(repo: Repo, booking: BookingRecord, now: Date): Promise<number> {
  const payment = booking.payment
  if (!payment || paymentStatus(payment, now) !== 'paid') return 0
  if (!booking.cancelRequest) return payment.amount
  if (!booking.cancellation || booking.from.getTime() <= now.getTime()) return 0
  const optionPrice = Math.max(0, (await repo.cars.get(booking.car))?.cancellation ?? 0)
  return Math.max(0, Math.round((payment.amount - optionPrice) * 100) / 100)
}

/**
 * Asks the provider to give `amount` back, at most once a booking (the key makes a retry after a crash
 * safe). Writes the booking itself: as asked (committed with what the call changed so far, before the
 * provider is asked), then as refunded; the caller's copy is brought up to date.
 */
export async function refund(deps: Deps, repo: Repo, booking: BookingRecord, amount: number): Promise<void> {
  const provider = deps.payments
  const pay = booking._pay
  if (!provider || !pay?.reference || !booking.payment || amount <= 0) return
  if (booking.payment.refundedAt) return
  const asked = pay.refundAsked ?? { amount, at: repo.now().toISOString() }
  booking._pay = { ...pay, refundAsked: asked }
  await repo.bookings.put(booking)
  await repo.commitNow()
  await provider.refund(pay.paidReference ?? pay.reference, asked.amount, booking.payment.currency, `refund-${booking._id}`)
  const now = await relocked(repo, booking)
  if (!now?.payment || now.payment.refundedAt) return
  now.payment = {
    ...now.payment,
    status: asked.amount >= now.payment.amount ? 'refunded' : 'partially_refunded',
    refundedAmount: asked.amount,
    refundedAt: repo.now().toISOString(),
  }
  await repo.bookings.put(now)
  await notifyRefund(deps, repo, now, asked.amount)
}

async function notifyRefund(deps: Deps, repo: Repo, booking: BookingRecord, amount: number): Promise<void> {
  const driver = await repo.users.get(booking.driver)
  if (!driver || !booking.payment) return
  const m = MESSAGES[driver.language]
  const message = m.refunded(booking._id, formatAmount(amount, booking.payment.currency))
  await repo.notifications.add(driver._id, message, booking._id)
  const link = deps.links.booking(booking._id)
  await deps.outbox.send(repo, driver.email, m.refundSubject(booking._id), `${message}\n${link}`, [link])
}

/**
 * Writes `expired` on the payments whose time has run out (the replies already say so: paymentStatus);
 * the booking then holds its car no more, in its row too. Returns how many were written.
 */
export async function expireDue(deps: Deps): Promise<number> {
  return withRepo(deps, async (repo) => {
    const now = repo.now()
    let expired = 0
    for (const booking of await lapsedPayments(await repo.kx(), now)) {
      if (!booking.payment || paymentStatus(booking.payment, now) !== 'expired') continue
      booking.payment = { ...booking.payment, status: 'expired' }
      await repo.bookings.put(booking)
      expired += 1
    }
    return expired
  })
}

/**
 * On start (and every few minutes): what a crash may have left half done. A payment still awaiting is
 * asked of its provider (an event lost with the process is not lost: the provider says where it
 * stands), and a refund asked but not recorded is asked again with the same key (the provider gives it
 * back once). Each booking in a transaction of its own, none held while the provider is asked.
 */
export async function recheckPayments(deps: Deps): Promise<void> {
  const provider = deps.payments
  if (!provider) return
  const ids = await withRepo(deps, async (repo) => paymentsToRecheck(await repo.kx(), provider.name))
  for (const id of ids) {
    try {
      await withRepo(deps, async (repo) => {
        const booking = await repo.bookings.forUpdate(id)
        const pay = booking?._pay
        if (!booking?.payment || !pay?.reference || booking.payment.provider !== provider.name) return
        for (const duplicate of pay.duplicateRefunds ?? [])
          if (!duplicate.done) await refundDuplicate(deps, repo, booking, duplicate.reference)
        if (pay.refundAsked && !booking.payment.refundedAt) {
          await refund(deps, repo, booking, pay.refundAsked.amount)
        } else if (booking.payment.status === 'awaiting' || booking.payment.status === 'failed') {
          await repo.commitNow()
          const outcome = await provider.check(pay.reference)
          if (outcome === 'paid')
            await applyEvent(deps, repo, { id: `check-${pay.reference}`, bookingId: booking._id, reference: pay.reference, outcome })
        }
      })
    } catch (err) {
      console.error(`Checking the payment of booking ${id} failed (it will be checked again):`, err)
    }
  }
}
