import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function ContactScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Contact`} />
  )
}
