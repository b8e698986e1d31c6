import { Trans } from '@lingui/react/macro'
import type { Viewer } from './booking-view'

/**
 * What offline means on a screen of bookings (issue 52): the copy saved on the device is shown, and
 * what can be done offline is kept and sent later (features/pending-actions/actions.ts): a driver's cancellation request,
 * a supplier's or the operator's status change, and on one booking's page a pick-up or return check
 * (`checks`, the handover section). Everything else needs the network.
 */
export function BookingsOfflineNote({ who, checks = false }: { who: Viewer; checks?: boolean }) {
  if (who === 'driver')
    return checks ? (
      <Trans>
        You are offline. This is the copy saved on this device. A cancellation request, or a pick-up or return check, made now is kept and
        sent when you are back online; other changes need the network.
      </Trans>
    ) : (
      <Trans>
        You are offline. This is the copy saved on this device. A cancellation request made now is kept and sent when you are back online;
        other changes need the network.
      </Trans>
    )
  return checks ? (
    <Trans>
      You are offline. This is the copy saved on this device. A status change, or a pick-up or return check, made now is kept and sent when
      you are back online; other changes need the network.
    </Trans>
  ) : (
    <Trans>
      You are offline. This is the copy saved on this device. A status change made now is kept and sent when you are back online; other
      changes need the network.
    </Trans>
  )
}
