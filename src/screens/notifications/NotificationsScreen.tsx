import { useLingui } from '@lingui/react/macro'
import { Page } from '../../ui/Page'

export default function NotificationsScreen() {
  const { t } = useLingui()
  return (
    <Page title={t`Notifications`} />
  )
}
