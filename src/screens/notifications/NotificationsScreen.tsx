import { useLingui } from '@lingui/react/macro'
import { useSession } from '../../features/auth/session'
import { NotificationList } from '../../features/notifications/NotificationList'
import { roleOf } from '../../lib/storage/user'
import { Page } from '../../ui/Page'

export default function NotificationsScreen() {
  const { t } = useLingui()
  const user = useSession()
  return (
    <Page title={t({ id: 'title:/notifications', message: 'Notifications' })}>
      {user && <NotificationList key={user.id} userId={user.id} viewer={roleOf(user)} />}
    </Page>
  )
}
