import { useLingui } from '@lingui/react/macro'
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm'
import { Card, Page } from '../../ui/Page'

export default function ChangePasswordScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/change-password', message: 'Change password' })} narrow>
      <Card>
        <ChangePasswordForm />
      </Card>
    </Page>
  )
}
