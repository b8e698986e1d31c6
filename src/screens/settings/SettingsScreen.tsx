import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function SettingsScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Settings`} />
  )
}
