import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function BookingScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Booking`} />
  )
}
