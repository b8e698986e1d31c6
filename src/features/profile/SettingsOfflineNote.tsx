import { Trans } from '@lingui/react/macro'
import { useOnline } from '../../lib/hooks/use-online'
import { Notice } from '../../ui/Page'

/**
 * What offline means on the settings (issue 52): the profile, the email notifications and the language
 * are kept and sent when the network is back (features/pending-actions/actions.ts); the picture, the driving licence,
 * the rental policies, the password and the device's notifications need the network.
 */
export function SettingsOfflineNote() {
  const online = useOnline()
  if (online) return null
  return (
    <Notice tone="warning">
      <Trans>
        You are offline. Changes to your profile, email notifications and language made now are kept and sent when you are back online;
        other changes need the network.
      </Trans>
    </Notice>
  )
}
