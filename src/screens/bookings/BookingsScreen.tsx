import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function BookingsScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`My bookings`} />
  )
}
