import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { updateEmailNotifications } from '../../lib/api/users'
import { patchStoredUser } from '../../lib/storage/user'
import { Switch } from '../../ui/Switch'
import { toast } from '../../ui/toast'
import { refreshSession } from '../auth/session'
import { apiErrorMessage } from '../../lib/api/error-message'

export interface EmailNotificationsSwitchProps {
  userId: string
  enabled: boolean
  onChange: (enabled: boolean) => void
}

/** Saved at once; on failure the switch goes back to what the server has. */
export function EmailNotificationsSwitch({ userId, enabled, onChange }: EmailNotificationsSwitchProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)

  async function change(next: boolean) {
    setBusy(true)
    onChange(next)
    try {
      await updateEmailNotifications(userId, next)
      patchStoredUser({ enableEmailNotifications: next })
      refreshSession()
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      onChange(!next)
      toast.error(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Switch
      label={t`Email notifications`}
      description={t`Receive an email when something happens to your bookings.`}
      checked={enabled}
      disabled={busy}
      onChange={(next) => void change(next)}
    />
  )
}
