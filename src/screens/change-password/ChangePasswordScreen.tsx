import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function ChangePasswordScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Change password`} />
  )
}
