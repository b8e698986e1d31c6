import { pickOptions, type CarPriceRequest } from '../../lib/api/cars'
import type { BookingOptions } from '../../lib/api/entities'
import type { DateInput } from '../../lib/api/path'
import { CAR_OPTIONS, type Language } from '../../lib/constants'

/**
 * THE request of the server's price (call 21), for every screen that asks it: a car's card in
 * a list (no `flags`: the rental alone, no additional driver), the car selection and the booking
 * form (`optionFlags`, the one rule shared with the booking), and the pass (the booking's own
 * flags). Only the six option flags are taken from `flags`, never the rest of a booking.
 */
export function carPriceRequest(
  carId: string,
  from: DateInput,
  to: DateInput,
  language: Language,
  flags?: BookingOptions,
): CarPriceRequest {
  if (!flags) return { carId, from, to, language, additionalDriver: false }
  return { carId, from, to, language, ...pickOptions(flags, CAR_OPTIONS) }
}
