import { Trans, useLingui } from '@lingui/react/macro'
import { SignInForm } from '../../features/auth/SignInForm'
import { Card, Page } from '../../ui/Page'

/** The back office's door (call 35): the same form as a driver's, for suppliers and for Volta's operators (admin). */
export default function SupplierSignInScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/supplier/sign-in', message: 'Supplier sign-in' })} narrow>
      <p>
        <Trans>Manage your cars and the bookings of your cars.</Trans> <Trans>Volta's operators sign in here too.</Trans>
      </p>
      <Card>
        <SignInForm door="supplier" />
      </Card>
    </Page>
  )
}
