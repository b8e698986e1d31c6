import { useLingui } from '@lingui/react/macro'
import { SignInForm } from '../../features/auth/SignInForm'
import { Card, Page } from '../../ui/Page'

export default function SignInScreen() {
  const { t } = useLingui()
  return (
    <Page title={t({ id: 'title:/sign-in', message: 'Sign in' })} narrow>
      <Card>
        <SignInForm />
      </Card>
    </Page>
  )
}
