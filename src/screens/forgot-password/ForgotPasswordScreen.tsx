import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function ForgotPasswordScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Forgot password`} />
  )
}
