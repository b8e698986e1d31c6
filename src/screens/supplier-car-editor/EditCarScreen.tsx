import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { CarForm } from '../../features/car-editor/CarForm'
import { useCar } from '../../features/cars/use-car'
import { apiErrorMessage } from '../../lib/api/error-message'
import { useLanguage } from '../../lib/i18n/use-language'
import { Button, ButtonLink } from '../../ui/Button'
import { EmptyState, Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'

/**
 * /supplier/edit-car?c=<id>: one of the signed-in supplier's cars (call 19 to read it, then 40–41).
 * A car of another supplier, or none, opens as not found. With `admin`, the operator's
 * /admin/edit-car?c=: any supplier's car (its supplier stays its own), back to that supplier's cars.
 */
export default function EditCarScreen({ admin = false }: { admin?: boolean }) {
  const { t } = useLingui()
  const language = useLanguage()
  const userId = useSession()!.id
  const carId = new URLSearchParams(useSearch()).get('c')
  const { car, status, retry } = useCar(carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : null, language)
  const title = t({ id: 'title:/supplier/edit-car', message: 'Edit car' })

  let content
  if (status === 'loading') content = <Loading>{t`Loading the car…`}</Loading>
  else if (status === 'missing' || (car && !admin && car.company._id !== userId)) {
    content = (
      <EmptyState>
        {admin ? (
          <Trans>This car does not exist (any more).</Trans>
        ) : (
          <Trans>This car does not exist, or it is not one of your cars.</Trans>
        )}
        <br />
        {admin ? (
          <ButtonLink href="/admin/cars" variant="secondary">
            <Trans>Back to the cars</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink href="/supplier/cars" variant="secondary">
            <Trans>Back to my cars</Trans>
          </ButtonLink>
        )}
      </EmptyState>
    )
  } else if (status === 'error' || !car) {
    content = (
      <Notice tone="danger" alert>
        {apiErrorMessage(null)}{' '}
        <Button variant="secondary" small onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    )
  } else {
    // A new key per car: another car's draft and values never leak into this one.
    content = admin ? (
      <CarForm
        key={car._id}
        supplierId={car.company._id}
        car={car}
        doneHref={`/admin/cars?company=${encodeURIComponent(car.company._id)}`}
      />
    ) : (
      <CarForm key={car._id} supplierId={userId} car={car} />
    )
  }
  return <Page title={title}>{content}</Page>
}
