import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function ResetPasswordScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Reset password`} />
  )
}
