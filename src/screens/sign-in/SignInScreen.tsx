import { useLingui } from '@lingui/react/macro'
import { SignInForm } from '../../features/auth/SignInForm'
import { Card, Page } from '../../ui/Page'

export default function SignInScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Sign in`} narrow>
      <Card>
        <SignInForm />
      </Card>
    </Page>
  )
}
