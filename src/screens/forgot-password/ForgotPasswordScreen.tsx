import { useLingui } from '@lingui/react/macro'
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm'
import { Card, Page } from '../../ui/Page'

export default function ForgotPasswordScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/forgot-password', message: 'Forgot password' })} narrow>
      <Card>
        <ForgotPasswordForm />
      </Card>
    </Page>
  )
}
