import type { Booking } from '../../lib/api/entities'
import { useLanguage } from '../../lib/i18n/use-language'
import { PriceBreakdown } from '../cars/PriceBreakdown'
import { carPriceRequest } from '../cars/price-request'
import { useCarPrice } from '../cars/use-car-price'

/**
 * The booking's price line by line, when the server can still explain it: call 21 for
 * the same car, dates and options, shown only if its total is the booking's own (a
 * price changed since, or no breakdown from the server, leaves the total alone).
 */
export function PassBreakdown({ booking }: { booking: Booking }) {
  const language = useLanguage()
  const { data: price } = useCarPrice(carPriceRequest(booking.car._id, booking.from, booking.to, language, booking))
  if (!price?.breakdown || Math.abs(price.totalPrice - booking.price) >= 0.01) return null
  return <PriceBreakdown breakdown={price.breakdown} days={price.days} totalPrice={booking.price} withoutTotal />
}
