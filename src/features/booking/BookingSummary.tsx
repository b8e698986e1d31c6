import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Car, CarPrice, Location } from '../../lib/api/entities'
import type { CarOption } from '../../lib/constants'
import { rentalDays } from '../../lib/dates'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { Card } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { CarSummary } from '../cars/CarSummary'
import { OPTION_LABELS } from '../cars/labels'
import * as css from './booking-form.css'

interface Props {
  car: Car
  pickup: Location | null
  dropOff: Location | null
  from: Date
  to: Date
  options: CarOption[]
  price: CarPrice | null
  priceFailed: boolean
}

/** What is being booked: car, supplier, places and times, days, options and the server's total. */
export function BookingSummary({ car, pickup, dropOff, from, to, options, price, priceFailed }: Props) {
  const { i18n } = useLingui()
  const days = price?.days ?? rentalDays(from, to)
  const chosen = options.filter((o) => car[o] >= 0)
  return (
    <Card>
      <div className={css.stack}>
        <CarSummary car={car} />
        <dl className={css.dl}>
          <dt className={css.dt}>
            <Trans>Supplier</Trans>
          </dt>
          <dd className={css.dd}>{car.company.fullName}</dd>
          <dt className={css.dt}>
            <Trans>Pickup</Trans>
          </dt>
          <dd className={css.dd}>
            {pickup?.name ?? '—'}
            <br />
            {formatDateTime(i18n, from)}
          </dd>
          <dt className={css.dt}>
            <Trans>Drop-off</Trans>
          </dt>
          <dd className={css.dd}>
            {dropOff?.name ?? '—'}
            <br />
            {formatDateTime(i18n, to)}
          </dd>
          <dt className={css.dt}>
            <Trans>Length</Trans>
          </dt>
          <dd className={css.dd}>
            <Plural value={days} one="# day" other="# days" />
          </dd>
          <dt className={css.dt}>
            <Trans>Options</Trans>
          </dt>
          <dd className={css.dd}>
            {chosen.length ? chosen.map((o) => i18n._(OPTION_LABELS[o])).join(', ') : <Trans>None</Trans>}
          </dd>
          <dt className={css.dt}>
            <Trans>Total</Trans>
          </dt>
          <dd className={`${css.dd} ${css.total}`} aria-live="polite" data-testid="booking-total">
            {price ? formatPrice(i18n, price.totalPrice) : priceFailed ? <span className={css.muted}><Trans>The price could not be loaded.</Trans></span> : <Spinner size={18} />}
          </dd>
        </dl>
      </div>
    </Card>
  )
}
