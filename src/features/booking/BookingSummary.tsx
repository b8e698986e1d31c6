import { Trans, useLingui } from '@lingui/react/macro'
import type { Car, CarPrice, Location } from '../../lib/api/entities'
import type { CarOption } from '../../lib/constants'
import { rentalDays } from '../../lib/dates'
import { formatDateTime, formatPrice } from '../../lib/i18n/format'
import { Card } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { BookingFacts, Fact } from '../bookings/BookingFacts'
import { CarSummary } from '../cars/CarSummary'
import { OPTION_LABELS } from '../cars/labels'
import { PriceBreakdown } from '../cars/PriceBreakdown'
import { optionFlags, takenOptions } from '../cars/option-rules'
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
  const taken = takenOptions(optionFlags(car, options))
  return (
    <Card>
      <div className={css.stack}>
        <CarSummary car={car} />
        <BookingFacts
          classes={css}
          placeFirst
          lead={
            <Fact classes={css} label={<Trans>Supplier</Trans>}>
              {car.company.fullName}
            </Fact>
          }
          pickup={pickup?.name ?? '—'}
          dropOff={dropOff?.name ?? '—'}
          from={formatDateTime(i18n, from)}
          to={formatDateTime(i18n, to)}
          days={days}
          price={
            price ? (
              formatPrice(i18n, price.totalPrice)
            ) : priceFailed ? (
              <span className={css.muted}>
                <Trans>The price could not be loaded.</Trans>
              </span>
            ) : (
              <Spinner size={18} />
            )
          }
          priceProps={{ 'aria-live': 'polite', 'data-testid': 'booking-total' }}
        >
          <Fact classes={css} label={<Trans>Options</Trans>}>
            {taken.length ? taken.map((o) => i18n._(OPTION_LABELS[o])).join(', ') : <Trans>None</Trans>}
          </Fact>
        </BookingFacts>
        {price?.breakdown && <PriceBreakdown breakdown={price.breakdown} days={price.days} totalPrice={price.totalPrice} />}
      </div>
    </Card>
  )
}
