import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function ActivateScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Activate your account`} />
  )
}
