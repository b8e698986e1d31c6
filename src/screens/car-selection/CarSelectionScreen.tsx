import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import type { Car } from '../../lib/api/entities'
import { useLanguage } from '../../lib/i18n/use-language'
import { CarOverview } from '../../features/car-selection/CarOverview'
import { OptionsCard } from '../../features/car-selection/OptionsCard'
import { RentalPanel } from '../../features/car-selection/RentalPanel'
import { useCarSelection } from '../../features/car-selection/use-car-selection'
import { useCar } from '../../features/cars/use-car'
import { Button, ButtonLink } from '../../ui/Button'
import { EmptyState, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import * as css from './car-selection.css'

/** /car-selection?c=ID[&p&d&f&t&o]: the car, its options and the live price, then on to the booking. */
export default function CarSelectionScreen() {
  const { t } = useLingui()
  const language = useLanguage()
  const search = useSearch()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const carId = params.get('c')
  const { car, status, retry } = useCar(carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null, language)

  let content
  if (status === 'loading') content = <Loading>{t`Loading the car…`}</Loading>
  else if (status === 'missing') {
    content = (
      <EmptyState>
        <Trans>This car does not exist or is no longer available.</Trans>
        <br />
        <ButtonLink href="/cars" variant="secondary" className={css.back}>
          <Trans>See the available cars</Trans>
        </ButtonLink>
      </EmptyState>
    )
  } else if (status === 'error' || !car) {
    content = (
      <Notice tone="danger" alert>
        <p className={css.noticeText}>
          {!navigator.onLine
            ? t`This car has not been saved for offline use; opening it needs a connection.`
            : t`The car could not be loaded.`}
        </p>
        <Button variant="secondary" small onClick={retry}>
          {t`Try again`}
        </Button>
      </Notice>
    )
  } else content = <CarSelection key={car._id} car={car} params={params} />

  return <Page title={car?.name ?? t`Your car`}>{content}</Page>
}

/** The car and its options beside the rental (places, dates, price, Continue). */
function CarSelection({ car, params }: { car: Car; params: URLSearchParams }) {
  const selection = useCarSelection(car, params)
  return (
    <div className={css.layout}>
      <div className={css.main}>
        <CarOverview car={car} />
        <OptionsCard car={car} selection={selection} />
      </div>
      <div className={css.side}>
        <RentalPanel selection={selection} />
      </div>
    </div>
  )
}
