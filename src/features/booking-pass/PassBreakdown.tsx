import { useEffect, useState } from 'react'
import { getCarPrice } from '../../lib/api/cars'
import type { Booking, CarPrice } from '../../lib/api/entities'
import { useLanguage } from '../../lib/i18n/use-language'
import { PriceBreakdown } from '../cars/PriceBreakdown'

/**
 * The booking's price line by line, when the server can still explain it: call 21 for
 * the same car, dates and options, shown only if its total is the booking's own (a
 * price changed since, or no breakdown from the server, leaves the total alone).
 */
export function PassBreakdown({ booking }: { booking: Booking }) {
  const language = useLanguage()
  const [price, setPrice] = useState<CarPrice | null>(null)
  const { _id: bookingId, from, to } = booking
  const carId = booking.car._id
  const { cancellation, amendments, theftProtection, collisionDamageWaiver, fullInsurance, additionalDriver } = booking

  useEffect(() => {
    const controller = new AbortController()
    getCarPrice(
      { carId, from, to, language, cancellation, amendments, theftProtection, collisionDamageWaiver, fullInsurance, additionalDriver },
      { signal: controller.signal },
    ).then(setPrice, () => setPrice(null))
    return () => controller.abort()
  }, [
    bookingId,
    carId,
    from,
    to,
    language,
    cancellation,
    amendments,
    theftProtection,
    collisionDamageWaiver,
    fullInsurance,
    additionalDriver,
  ])

  if (!price?.breakdown || Math.abs(price.totalPrice - booking.price) >= 0.01) return null
  return <PriceBreakdown breakdown={price.breakdown} days={price.days} totalPrice={booking.price} withoutTotal />
}
