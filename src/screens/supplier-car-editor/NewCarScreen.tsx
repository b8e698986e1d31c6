import { useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { CarForm } from '../../features/car-editor/CarForm'
import { Page } from '../../ui/Page'

/** /supplier/new-car: a new car of the signed-in supplier (calls 37–39). */
export default function NewCarScreen() {
  const { t } = useLingui()
  // The route is guarded: a supplier is signed in.
  const supplierId = useSession()!.id
  return (
    <Page title={t({ id: 'title:/supplier/new-car', message: 'New car' })}>
      <CarForm supplierId={supplierId} />
    </Page>
  )
}
