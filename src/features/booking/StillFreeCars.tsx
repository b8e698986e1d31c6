import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { formatPricePerDay } from '../../lib/i18n/format'
import { criteriaToQuery, toSearchString } from '../../lib/car-search/criteria'
import type { CheckoutInput } from './use-checkout-data'
import { useStillFreeCars } from './use-still-free-cars'
import * as css from './booking-form.css'

/**
 * After a 409 (the car was booked meanwhile): the cars still free for the same
 * place and dates, cheapest first, each one step from its car selection with the
 * same search.
 */
export function StillFreeCars({ input, exceptCarId }: { input: CheckoutInput; exceptCarId: string }) {
  const { i18n } = useLingui()
  const { pickupLocation, dropOffLocation, from, to } = input
  const { data: cars } = useStillFreeCars(input, exceptCarId)

  const query = criteriaToQuery({ pickupLocation, dropOffLocation, from, to })
  // Loading, or failed: nothing is offered.
  if (!cars) return null
  if (cars.length === 0) {
    return (
      <p data-testid="still-free-none">
        <Trans>No other car is free for these dates at this place.</Trans>
      </p>
    )
  }
  return (
    <div data-testid="still-free">
      <p className={css.freeTitle}>
        <Trans>Still free for the same dates:</Trans>
      </p>
      <ul className={css.freeList}>
        {cars.map((car) => {
          const q = new URLSearchParams(query)
          q.set('c', car._id)
          return (
            <li key={car._id}>
              <Link href={`/car-selection${toSearchString(q)}`} className={css.link}>
                {car.name}
              </Link>{' '}
              <span className={css.muted}>
                {car.company.fullName} · {formatPricePerDay(i18n, car.price)}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
