/**
 * Starts the action queue of the page (lib/queue/runtime.ts) and reports each outcome: a toast in
 * words (done, or refused and why), and what the device keeps follows the server (the bookings
 * mirror, the fleet's mirror, the stored account, the unread count). Loaded after the first
 * screen (app/ServiceWorkerAgent.tsx), so none of it weighs on the first paint.
 */
import { isKind } from './actions'
import type { Outcome } from '../../lib/queue/queue'
import { onOutcome } from '../../lib/queue/runtime'
import { startQueue } from './queue'
import { getStoredUser, patchStoredUser } from '../../lib/storage/user'
import { toast } from '../../ui/toast'
import { refreshSession } from '../auth/session'
import { patchBooking, patchBookings } from '../bookings/mirror'
import { refreshUnreadCount } from '../notifications/unread-count'
import { patchFleetCar } from '../supplier-cars/mirror'
import { outcomeMessage } from './outcome-text'

function follow(outcome: Outcome): void {
  const { action } = outcome
  // The account may have changed meanwhile: only its own stores follow.
  const mine = getStoredUser()?.id === action.userId
  if (isKind(action, 'notifications')) void refreshUnreadCount()
  if (outcome.outcome !== 'done' || !mine) return
  if (isKind(action, 'cancel-booking')) void patchBooking(action.userId, action.payload.bookingId, { cancelRequest: true })
  else if (isKind(action, 'booking-status')) void patchBookings(action.userId, action.payload.ids, { status: action.payload.status })
  else if (isKind(action, 'car-availability'))
    void patchFleetCar(action.userId, action.payload.carId, { available: action.payload.available })
  else if (isKind(action, 'email-notifications')) patchStoredUser({ enableEmailNotifications: action.payload.enabled })
  else if (isKind(action, 'language')) patchStoredUser({ language: action.payload.language })
  else if (isKind(action, 'profile')) patchStoredUser({ fullName: action.payload.profile.fullName })
  refreshSession()
}

let started = false

export function startKeptActions(): void {
  if (started) return
  started = true
  onOutcome((outcome) => {
    // Another tab sent it: that tab reports it and updated the stores this one shares.
    if (outcome.remote) return refreshSession()
    follow(outcome)
    const message = outcomeMessage(outcome)
    if (outcome.outcome === 'done') toast.success(message)
    else toast.error(message)
  })
  startQueue()
}
