/** Call 25's body for the booking form, and the intent its idempotency key is tied to. */
import type { BookPayload } from '../../lib/api/bookings'
import type { BookingOptions, Car } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import type { StoredUser } from '../../lib/storage/user'
import type { CheckoutInput } from './use-checkout-data'
import type { BookingFormValues, PersonValues } from './validation'

function bodyDate(yyyyMmDd: string): string {
  return new Date(`${yyyyMmDd}T00:00:00Z`).toISOString()
}

function person(p: PersonValues) {
  return { fullName: p.fullName.trim(), email: p.email.trim(), phone: p.phone.trim(), birthDate: bodyDate(p.birthDate) }
}

export interface BookingRequest {
  car: Car
  input: CheckoutInput
  user: StoredUser | null
  language: Language
  values: BookingFormValues
  /** The booking's option flags (optionFlags: the one rule shared with the price). */
  flags: BookingOptions
  /** A licence upload's temporary name (call 62), for a supplier that requires one. */
  licence?: string
}

/** What is sent: the flags as they are, a guest's details, the additional driver's when that option is on. */
export function bookPayload({ car, input, user, language, values, flags, licence }: BookingRequest): BookPayload {
  return {
    booking: {
      company: car.company._id,
      car: car._id,
      ...(user && { driver: user.id }),
      pickupLocation: input.pickupLocation,
      dropOffLocation: input.dropOffLocation,
      from: input.from,
      to: input.to,
      ...flags,
    },
    ...(flags.additionalDriver && { additionalDriver: person(values.additional) }),
    ...(!user && { driver: { ...person(values.driver), language, ...(licence && { license: licence }) } }),
    payLater: car.company.payLater === true && values.payLater,
    // A signed-in driver's upload goes at the top level; a guest's inside `driver` (as BookCars).
    ...(user && licence && { license: licence }),
  }
}

/** Who books what (car, places, dates, options): the same intent reuses its idempotency key. */
export function bookingIntent(user: StoredUser | null, input: CheckoutInput): string {
  return JSON.stringify({ u: user?.id ?? null, ...input, from: input.from.toISOString(), to: input.to.toISOString() })
}
