import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function HomeScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Find a car`} />
  )
}
