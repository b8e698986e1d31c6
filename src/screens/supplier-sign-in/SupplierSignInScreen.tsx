import { Trans, useLingui } from '@lingui/react/macro'
import { SignInForm } from '../../features/auth/SignInForm'
import { Card, Page } from '../../ui/Page'

/** The supplier corner's door (call 35): the same form as a driver's, at the supplier's door. */
export default function SupplierSignInScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/supplier/sign-in', message: 'Supplier sign-in' })} narrow>
      <p>
        <Trans>Manage your cars and the bookings of your cars.</Trans>
      </p>
      <Card>
        <SignInForm door="supplier" />
      </Card>
    </Page>
  )
}
