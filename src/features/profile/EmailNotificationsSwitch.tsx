import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { updateEmailNotifications } from '../../lib/api/users'
import { failedForNetwork } from '../../lib/queue/failure'
import { isKind } from '../pending-actions/actions'
import { useKeptActions } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
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

/**
 * Saved at once; on failure the switch goes back to what the server has. Without a network the
 * change is kept until it is back (lib/queue): the switch shows it, pending, with Undo.
 */
export function EmailNotificationsSwitch({ userId, enabled, onChange }: EmailNotificationsSwitchProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const { actions, sendingId } = useKeptActions(userId)
  const kept = actions.find((a) => isKind(a, 'email-notifications'))

  async function keep(next: boolean) {
    await keepAction(userId, 'email-notifications', { enabled: next })
  }

  async function change(next: boolean) {
    setBusy(true)
    onChange(next)
    try {
      if (navigator.onLine === false || kept) return await keep(next)
      await updateEmailNotifications(userId, next)
      patchStoredUser({ enableEmailNotifications: next })
      refreshSession()
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      if (failedForNetwork(error)) return await keep(next)
      onChange(!next)
      toast.error(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Switch
        label={t`Email notifications`}
        description={t`Receive an email when something happens to your bookings.`}
        checked={enabled}
        disabled={busy}
        onChange={(next) => void change(next)}
      />
      {kept && (
        <PendingNote
          action={kept}
          sending={sendingId === kept.id}
          what={whatOf(kept)}
          onUndone={(a) => isKind(a, 'email-notifications') && onChange(!a.payload.enabled)}
        />
      )}
    </>
  )
}
