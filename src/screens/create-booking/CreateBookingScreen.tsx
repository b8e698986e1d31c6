import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { isApiError } from '../../lib/api/errors'
import { ButtonLink } from '../../ui/Button'
import { Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { useSession } from '../../features/auth/session'
import { signInPath } from '../../features/auth/redirect'
import { BookingConfirmation } from '../../features/booking/BookingConfirmation'
import { BookingForm } from '../../features/booking/BookingForm'
import type { Booked } from '../../features/booking/use-book'
import { BookingSummary } from '../../features/booking/BookingSummary'
import { useCheckoutData, type CheckoutInput } from '../../features/booking/use-checkout-data'
import * as css from '../../features/booking/booking-form.css'
import { parseCriteria, parseOptions } from '../../lib/car-search/criteria'

const CAR_ID = /^[\w-]{1,64}$/

export default function CreateBookingScreen() {
  const { t } = useLingui()
  const language = useLanguage()
  const user = useSession()
  const search = useSearch()
  const [booked, setBooked] = useState<Booked | null>(null)

  const input = useMemo((): CheckoutInput | null => {
    const params = new URLSearchParams(search)
    const carId = params.get('c')?.trim() ?? ''
    const c = parseCriteria(params)
    if (!CAR_ID.test(carId) || !c.pickupLocation || !c.from || !c.to || c.to.getTime() <= c.from.getTime()) return null
    return {
      carId,
      pickupLocation: c.pickupLocation,
      dropOffLocation: c.dropOffLocation ?? c.pickupLocation,
      from: c.from,
      to: c.to,
      options: parseOptions(params),
    }
  }, [search])

  const data = useCheckoutData(input, language)

  let body
  if (booked) {
    body = <BookingConfirmation booked={booked} />
  } else if (!input) {
    body = (
      <Notice tone="warning">
        <Trans>Choose a car, the places and the dates first.</Trans>{' '}
        <ButtonLink href="/cars" small variant="secondary">
          <Trans>Find a car</Trans>
        </ButtonLink>
      </Notice>
    )
  } else if (data.car) {
    body = (
      <div className={css.layout}>
        <BookingSummary
          car={data.car}
          pickup={data.pickup}
          dropOff={data.dropOff}
          from={input.from}
          to={input.to}
          options={input.options}
          price={data.price}
          priceFailed={!!data.priceError}
        />
        <BookingForm
          car={data.car}
          input={input}
          user={user}
          language={language}
          signInHref={signInPath('/create-booking', search)}
          onBooked={setBooked}
        />
      </div>
    )
  } else if (data.loading) {
    body = <Loading />
  } else {
    body = (
      <Notice tone={isApiError(data.carError, 'offline') ? 'warning' : 'danger'} alert>
        {isApiError(data.carError, 'no-content') ? (
          <Trans>This car does not exist any more.</Trans>
        ) : isApiError(data.carError, 'offline') ? (
          <Trans>Booking needs a connection. Everything you typed is kept; try again when you are back online.</Trans>
        ) : (
          <Trans>An unhandled error occurred.</Trans>
        )}
      </Notice>
    )
  }

  return <Page title={t({ id: 'title:/create-booking', message: 'Book this car' })}>{body}</Page>
}
