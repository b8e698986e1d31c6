import { i18n } from '@lingui/core'
import { getBooking } from '../../lib/api/bookings'
import { languageOf } from '../../lib/i18n/use-language'
import { currentUser } from '../auth/session'
import { forgetBooking, writeBooking } from '../bookings/mirror'

/** Dispatched on window once a pushed booking's copy is fresh (push.spec.ts waits for it). */
const BOOKING_REFRESHED = 'volta:push-booking-refreshed'

/** A push named this booking: its copy on the device (the bookings mirror) is read again from the server. */
export async function refreshBooking(bookingId: string): Promise<void> {
  const user = currentUser()
  if (!user) return
  const booking = await getBooking(bookingId, languageOf(i18n.locale), { fresh: true })
  // The account may have changed meanwhile: the mirror writes only for the one signed in.
  if (currentUser()?.id !== user.id) return
  if (booking) await writeBooking(user.id, booking)
  else await forgetBooking(user.id, bookingId)
  window.dispatchEvent(new CustomEvent(BOOKING_REFRESHED, { detail: bookingId }))
}
