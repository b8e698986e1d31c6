import { Trans } from '@lingui/react/macro'
import type { Viewer } from './booking-view'

/**
 * What offline means on a screen of bookings (issue 52): the copy saved on the device is shown, and
 * what can be done offline is kept and sent later (lib/queue): a driver's cancellation request, a
 * supplier's or the operator's status change. Everything else needs the network.
 */
export function BookingsOfflineNote({ who }: { who: Viewer }) {
  return who === 'driver' ? (
    <Trans>
      You are offline. This is the copy saved on this device. A cancellation request made now is kept and sent when you are back online;
      other changes need the network.
    </Trans>
  ) : (
    <Trans>
      You are offline. This is the copy saved on this device. A status change made now is kept and sent when you are back online; other
      changes need the network.
    </Trans>
  )
}
