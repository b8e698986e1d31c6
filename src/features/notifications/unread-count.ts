import { useEffect, useSyncExternalStore } from 'react'
import { currentUser, useSession } from '../auth/session'

/**
 * The unread notification count shown in the header. Screens that change
 * notifications call refreshUnreadCount(); it also refreshes when the app
 * comes back online or to the foreground.
 */
let count = 0
const listeners = new Set<() => void>()

function set(next: number): void {
  if (next === count) return
  count = next
  listeners.forEach((l) => l())
}

export async function refreshUnreadCount(): Promise<void> {
  const user = currentUser()
  if (!user) return set(0)
  try {
    // The API client stays out of the first paint's bundle.
    const [{ getNotificationCounter }, { withReadRetry }] = await Promise.all([
      import('../../lib/api/notifications'),
      import('../../lib/api/read-policy'),
    ])
    const unread = await withReadRetry(() => getNotificationCounter(user.id))
    // Retries take seconds: the driver may have signed out meanwhile.
    if (currentUser()?.id === user.id) set(unread)
  } catch {
    // Offline or failing: keep the last known count.
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
    () => count,
    () => 0,
  )
  return user ? value : 0
}
