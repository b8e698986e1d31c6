import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { SupplierSelect } from '../../features/admin-suppliers/SupplierSelect'
import { CarForm } from '../../features/car-editor/CarForm'
import { useSuppliers } from '../../lib/data/reference-data'
import { Card, Page } from '../../ui/Page'

const ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * /admin/new-car?company=<id>: a new car of that supplier, for the operator (call 39 names the
 * supplier), on the supplier's car form; without a supplier, the operator chooses one first.
 */
export default function AdminNewCarScreen() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const raw = new URLSearchParams(useSearch()).get('company') ?? ''
  const company = ID.test(raw) ? raw : ''
  const suppliers = useSuppliers()
  const name = suppliers.data?.find((s) => s._id === company)?.fullName
  return (
    <Page title={name ? t`New car of ${name}` : t`New car`}>
      {company ? (
        <CarForm key={company} supplierId={company} doneHref={`/admin/cars?company=${encodeURIComponent(company)}`} />
      ) : (
        <Card>
          <p>
            <Trans>Whose car is it? Choose its supplier first.</Trans>
          </p>
          <SupplierSelect
            suppliers={suppliers.data}
            value=""
            noneLabel={t`Choose a supplier`}
            onChange={(id) => id && navigate(`/admin/new-car?company=${encodeURIComponent(id)}`, { replace: true })}
          />
        </Card>
      )}
    </Page>
  )
}
