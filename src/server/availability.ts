import { conflictingHold, releaseExpiredHolds } from './db/queries/bookings.ts'
import type { Repo } from './db/repo.ts'
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

/**
 * The first holding booking of this car that overlaps [from, to), other than `except`. Payment holds
 * of the car that ran out are released first (releaseExpiredHolds), so the database's exclusion
 * constraint, the real guard against double booking, agrees with this check.
 */
export async function conflictingBooking(
  repo: Repo,
  car: string,
  from: Date,
  to: Date,
  except?: BookingRecord,
): Promise<BookingRecord | null> {
  const kx = await repo.kx()
  const now = repo.now()
  await releaseExpiredHolds(kx, car, now)
  return conflictingHold(kx, car, from, to, now, except?._id)
}
