import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { getFrontendCars } from '../../lib/api/cars'
import { CAR_SORTS } from '../../lib/constants'
import { getAllCompanies } from '../../lib/api/companies'
import type { Car } from '../../lib/api/entities'
import { CAR_TYPES, GEARBOXES, MILEAGE_TYPES } from '../../lib/constants'
import { formatPricePerDay } from '../../lib/i18n/format'
import { criteriaToQuery, toSearchString } from '../search/criteria'
import type { CheckoutInput } from './use-checkout-data'
import * as css from './booking-form.css'

const SHOWN = 5

/**
 * After a 409 (the car was booked meanwhile): the cars still free for the same
 * place and dates, cheapest first, each one step from its car selection with the
 * same search.
 */
export function StillFreeCars({ input, exceptCarId }: { input: CheckoutInput; exceptCarId: string }) {
  const { i18n } = useLingui()
  const [cars, setCars] = useState<Car[] | null>(null)
  const [failed, setFailed] = useState(false)
  const { pickupLocation, dropOffLocation, from, to } = input
  const fromMs = from.getTime()
  const toMs = to.getTime()

  useEffect(() => {
    const controller = new AbortController()
    const signal = controller.signal
    getAllCompanies({ signal })
      .then((companies) =>
        getFrontendCars(
          1,
          SHOWN + 1,
          {
            companies: companies.map((c) => c._id),
            pickupLocation,
            fuel: [...CAR_TYPES],
            gearbox: [...GEARBOXES],
            mileage: [...MILEAGE_TYPES],
            deposit: -1,
            from: new Date(fromMs).toISOString(),
            to: new Date(toMs).toISOString(),
            sort: CAR_SORTS[1],
          },
          { signal },
        ),
      )
      .then(
        (page) => setCars(page.items.filter((c) => c._id !== exceptCarId).slice(0, SHOWN)),
        () => !signal.aborted && setFailed(true),
      )
    return () => controller.abort()
  }, [pickupLocation, fromMs, toMs, exceptCarId])

  const query = criteriaToQuery({ pickupLocation, dropOffLocation, from, to })
  if (failed) return null
  if (cars === null) return null
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
