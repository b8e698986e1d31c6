import { getBookings } from '../../lib/api/bookings'
import { getAllCompanies } from '../../lib/api/companies'
import type { Booking } from '../../lib/api/entities'
import type { BookingStatus, Language } from '../../lib/constants'

/** The statuses of a booking that will still happen. */
const LIVE: BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved']

/** A booking that is not over yet, whose supplier requires a licence. */
export function needsLicence(booking: Pick<Booking, 'to' | 'status' | 'company'>, now: Date): boolean {
  return LIVE.includes(booking.status) && booking.company.licenseRequired === true && Date.parse(booking.to) > now.getTime()
}

/**
 * How many of the driver's bookings (the newest 100 still live) are upcoming or under way with a
 * supplier that requires a licence: deleting the licence is then warned about.
 */
export async function countBookingsNeedingLicence(
  userId: string,
  language: Language,
  signal?: AbortSignal,
  now = new Date(),
): Promise<number> {
  const suppliers = await getAllCompanies({ signal })
  if (suppliers.length === 0) return 0
  const page = await getBookings(1, 100, language, { companies: suppliers.map((s) => s._id), statuses: LIVE, user: userId }, { signal })
  return page.items.filter((b) => needsLicence(b, now)).length
}
