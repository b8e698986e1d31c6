import { Trans, useLingui } from '@lingui/react/macro'
import { ExploreStatus } from '../../features/explore/ExploreStatus'
import { SuppliersList } from '../../features/explore/SuppliersList'
import { useRentalSuppliers } from '../../features/explore/use-explore'
import { useLanguage } from '../../lib/i18n/use-language'
import { Page } from '../../ui/Page'
import * as css from '../../features/explore/explore.css'

/** /suppliers: who rents the cars, with its places, car count, desk and "see its cars". */
export default function SuppliersScreen() {
  const { t } = useLingui()
  const { data, error, retry } = useRentalSuppliers(useLanguage())
  return (
    <Page title={t({ id: 'title:/suppliers', message: 'Suppliers' })}>
      <p className={css.intro}>
        <Trans>The rental companies that offer their cars on Volta: where they are, how to reach their desk and what they rent.</Trans>
      </p>
      <ExploreStatus data={data} error={error} retry={retry} empty={<Trans>No supplier offers a car at the moment.</Trans>}>
        {(suppliers) => <SuppliersList suppliers={suppliers} />}
      </ExploreStatus>
    </Page>
  )
}
