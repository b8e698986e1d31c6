import { useMemo } from 'react'
import type { Notification } from '../../lib/api/entities'
import { getNotifications } from '../../lib/api/notifications'
import { PAGE_SIZE } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'
import { readNotificationsPage, writeNotificationsPage } from './notifications-mirror'

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready'
      items: Notification[]
      total: number
      /** When these came from the network (ms since epoch). */
      savedAt: number | null
      /** The network answered for this page (false: the copy saved on the device). */
      fresh: boolean
      /** Asking the network now. */
      refreshing: boolean
      /** The last refresh failed; the copy is shown. */
      stale: boolean
    }

/**
 * One page of the account's notifications (newest first, as the server sorts them): at once from
 * the copy on the device when there is one, then from the network, and saved back. Offline, a
 * saved page is not asked for; back online every page is asked again.
 */
export function useNotifications(userId: string | undefined, page: number) {
  const { data, error, loading, savedAt, fresh, online, retry } = useResource(
    userId ? ['notifications', userId, page] : null,
    async (signal) => {
      const { items, total } = await getNotifications(userId!, page, PAGE_SIZE, { signal })
      return { items: [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), total }
    },
    {
      // A reload (or another page) keeps the rows on screen; only the first load shows a spinner.
      // Offline, another page shows only from its own copy (or says it needs the network).
      keepPrevious: () => navigator.onLine !== false,
      mirror: userId
        ? {
            read: () => readNotificationsPage(userId, page, PAGE_SIZE),
            write: (copy, at) => writeNotificationsPage(userId, page, PAGE_SIZE, copy, at),
          }
        : undefined,
      offline: 'mirror',
      revalidateOnReconnect: true,
    },
  )
  const state = useMemo<NotificationsState>(
    () =>
      data
        ? { status: 'ready', ...data, savedAt, fresh, refreshing: loading, stale: error != null }
        : error != null
          ? { status: 'error', error }
          : { status: 'loading' },
    [data, error, loading, savedAt, fresh],
  )
  return { state, reload: retry, online }
}
