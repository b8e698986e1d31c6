import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function CreateBookingScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Book this car`} />
  )
}
