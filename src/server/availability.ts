import type { Store } from './db.ts'
import { readOnlyValues } from './journal.ts'
import { paymentHolds } from './payments/status.ts'
import type { BookingRecord, BookingStatus } from './types.ts'

/**
 * Which bookings hold a car (issue 11, calls 18, 25 and 44): pending, deposit, paid and reserved
 * ones hold it from `from` to `to`, and a void one while its online payment may still be made
 * (issue 47: 30 minutes); other void and cancelled ones hold nothing. Periods are half-open,
 * [from, to), so a booking that ends when another starts does not overlap it.
 */

const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved']

export function holds(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status)
}

/** Whether a booking holds its car as of `now`: by its status, or (void) while its payment may still be made (issue 47). */
export function bookingHolds(booking: BookingRecord, now: Date): boolean {
  return holds(booking.status) || paymentHolds(booking, now)
}

export function overlaps(aFrom: Date, aTo: Date, bFrom: Date, bTo: Date): boolean {
  return aFrom.getTime() < bTo.getTime() && bFrom.getTime() < aTo.getTime()
}

/** Ids of the cars some holding booking takes for part of [from, to). */
export function heldCars(store: Store, from: Date, to: Date): Set<string> {
  const held = new Set<string>()
  const now = store.now()
  // Read-only scan of every booking: the plain records, not the journal's proxies (journal.ts).
  for (const b of readOnlyValues(store.bookings)) {
    if (bookingHolds(b, now) && overlaps(b.from, b.to, from, to)) held.add(b.car)
  }
  return held
}

/** The first holding booking of this car that overlaps [from, to), other than `except`. */
export function conflictingBooking(store: Store, car: string, from: Date, to: Date, except?: BookingRecord): BookingRecord | null {
  const now = store.now()
  for (const b of readOnlyValues(store.bookings)) {
    if (b._id !== except?._id && b.car === car && bookingHolds(b, now) && overlaps(b.from, b.to, from, to))
      return store.bookings.get(b._id)!
  }
  return null
}
