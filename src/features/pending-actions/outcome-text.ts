/** Kept actions in words: what each does (for Undo's name and the outcome), and why the server refused one. */
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { isKind } from './actions'
import type { KeptAction, Outcome, RefusalReason } from '../../lib/queue/queue'
import { STATUS_LABELS } from '../bookings/status'

/** What the action does, as a phrase that follows "Sent:", "Not sent:" or "Undo:". */
export function whatOf(action: KeptAction): string {
  if (isKind(action, 'cancel-booking')) {
    const car = action.payload.label
    return t`your cancellation request for ${car}`
  }
  if (isKind(action, 'notifications')) {
    const count = action.payload.ids.length
    if (action.payload.op === 'read')
      return plural(count, { one: 'marking # notification as read', other: 'marking # notifications as read' })
    if (action.payload.op === 'unread') {
      return plural(count, { one: 'marking # notification as unread', other: 'marking # notifications as unread' })
    }
    return plural(count, { one: 'deleting # notification', other: 'deleting # notifications' })
  }
  if (isKind(action, 'profile')) return t`your profile changes`
  if (isKind(action, 'email-notifications')) {
    return action.payload.enabled ? t`email notifications turned on` : t`email notifications turned off`
  }
  if (isKind(action, 'language')) return t`your language preference`
  if (isKind(action, 'car-availability')) {
    const car = action.payload.label
    return action.payload.available ? t`${car} made available for rental` : t`${car} made unavailable for rental`
  }
  if (isKind(action, 'booking-status')) {
    const count = action.payload.ids.length
    const status = i18n._(STATUS_LABELS[action.payload.status])
    return plural(count, { one: `the status of # booking set to ${status}`, other: `the status of # bookings set to ${status}` })
  }
  if (isKind(action, 'handover')) {
    const car = action.payload.label
    return action.payload.kind === 'pickup' ? t`the pick-up check of ${car}` : t`the return check of ${car}`
  }
  return t`a change made offline`
}

/** Why the server did not take it, as a sentence. */
function reasonText(reason: RefusalReason, kind: string): string {
  switch (reason) {
    case 'gone':
      return kind === 'cancel-booking' || kind === 'booking-status' || kind === 'handover'
        ? t`The booking no longer exists.`
        : t`It no longer exists.`
    case 'booking-cancelled':
      return t`The supplier cancelled the booking meanwhile.`
    case 'booking-started':
      return t`The booking has started meanwhile.`
    case 'not-cancellable':
      return t`This booking can no longer be cancelled.`
    case 'not-yours':
      return t`At least one of these bookings is not a booking of your cars.`
    case 'conflict':
      if (kind === 'handover') return t`A record was already there: the booking shows it.`
      return t`Another booking holds the car for part of that period.`
    case 'too-young':
      return t`The birth date is under the minimum age.`
    case 'invalid-phone':
      return t`Invalid phone number`
    case 'invalid':
      return t`Some of the values were refused. Open the page and try again.`
    default:
      return t`The server refused it.`
  }
}

/** The toast of an outcome: "Sent: …." or "Not sent: …. Why." */
export function outcomeMessage(outcome: Outcome): string {
  const what = whatOf(outcome.action)
  if (outcome.outcome === 'done') return t`Sent: ${what}.`
  const reason = reasonText(outcome.reason, outcome.action.kind)
  return t`Not sent: ${what}. ${reason}`
}
