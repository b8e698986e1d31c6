import { useEffect, useSyncExternalStore } from 'react'
import type { Notification } from '../../lib/api/entities'
import type { NotificationsPayload } from '../pending-actions/actions'
import type { KeptAction } from '../../lib/queue/queue'
import { currentUser, useSession } from '../auth/session'

/**
 * The unread notification count shown in the header. Screens that change
 * notifications call refreshUnreadCount(); it also refreshes when the app
 * comes back online or to the foreground. The server's last count is kept on
 * the device (notifications-mirror.ts), so it shows offline after a reload too,
 * and the changes kept until the network is back move it at once
 * (setKeptUnreadChange with keptUnreadChange, from the notifications list): a read or unread
 * mark, and the delete of an unread notification.
 */
let count = 0
/** The account whose count is known in this page (asked, or read from the device). */
let knownFor: string | null = null
/** The kept changes of the notifications on screen: how they move the count, for which account. */
let kept = { userId: '', change: 0 }
const listeners = new Set<() => void>()

function set(next: number, userId: string | null): void {
  knownFor = userId
  if (next === count) return
  count = next
  listeners.forEach((l) => l())
}

/**
 * How the kept changes (lib/queue, oldest first) move the unread count of the notifications
 * `shown` (as the server last gave them): each ends read or unread as last asked, and one with a
 * delete kept ends gone (a mark sent after the delete finds nothing); an unread one going or
 * turning read is one less, a read one turning unread one more. Undo takes the action out of
 * the queue, and the count follows.
 */
export function keptUnreadChange(
  shown: readonly Notification[],
  kept: readonly Pick<KeptAction<NotificationsPayload>, 'payload'>[],
): number {
  let change = 0
  for (const n of shown) {
    let unread = !n.isRead
    let deleted = false
    for (const { payload } of kept) {
      if (!payload.ids.includes(n._id)) continue
      if (payload.op === 'delete') deleted = true
      else unread = payload.op === 'unread'
    }
    change += (deleted || !unread ? 0 : 1) - (n.isRead ? 0 : 1)
  }
  return change
}

/** The kept changes (lib/queue) of the notifications shown move the count by `change` until they are sent. */
export function setKeptUnreadChange(userId: string, change: number): void {
  if (kept.userId === userId && kept.change === change) return
  kept = { userId, change }
  listeners.forEach((l) => l())
}

export async function refreshUnreadCount(): Promise<void> {
  const user = currentUser()
  if (!user) return set(0, null)
  // The count saved on the device shows while the server is asked (its retries take seconds offline).
  if (knownFor !== user.id) void showSavedCount(user.id)
  try {
    // The API client stays out of the first paint's bundle.
    const [{ getNotificationCounter }, { withReadRetry }] = await Promise.all([
      import('../../lib/api/notifications'),
      import('../../lib/api/read-policy'),
    ])
    const unread = await withReadRetry(() => getNotificationCounter(user.id))
    // Retries take seconds: the driver may have signed out meanwhile.
    if (currentUser()?.id !== user.id) return
    set(unread, user.id)
    const { writeUnreadCopy } = await import('./notifications-mirror')
    await writeUnreadCopy(user.id, unread)
  } catch {
    // Offline or failing: keep the last known count, or the one saved on the device (asked above).
  }
}

async function showSavedCount(userId: string): Promise<void> {
  try {
    const { readUnreadCopy } = await import('./notifications-mirror')
    const saved = await readUnreadCopy(userId)
    if (saved !== null && knownFor !== userId && currentUser()?.id === userId) set(saved, userId)
  } catch {
    // The module could not be had (offline, a newer version): no count.
  }
}

export function useUnreadCount(): number {
  const user = useSession()
  useEffect(() => {
    void refreshUnreadCount()
    const refresh = () => void refreshUnreadCount()
    const onVisible = () => document.visibilityState === 'visible' && refresh()
    window.addEventListener('online', refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('online', refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [user?.id])
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => count + (kept.userId === user?.id ? kept.change : 0),
    () => 0,
  )
  return user ? Math.max(0, value) : 0
}
