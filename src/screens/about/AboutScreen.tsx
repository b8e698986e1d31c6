import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function AboutScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`About Volta`} />
  )
}
