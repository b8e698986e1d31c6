import { Trans } from '@lingui/react/macro'
import { useOnline } from '../lib/hooks/use-online'
import * as css from './header.css'

/** Says the app is offline, and what still works. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className={css.banner} role="status">
      <Trans>
        You are offline. Screens you have visited and your saved bookings still open; searching, prices and booking need a connection.
      </Trans>
    </div>
  )
}
