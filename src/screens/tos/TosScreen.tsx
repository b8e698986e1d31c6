import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function TosScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Terms of use`} />
  )
}
