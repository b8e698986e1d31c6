import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function CarSelectionScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Your car`} />
  )
}
