import { useMemo } from 'react'
import type { Notification } from '../../lib/api/entities'
import { getNotifications } from '../../lib/api/notifications'
import { PAGE_SIZE } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'

export type NotificationsState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; items: Notification[]; total: number }

/** One page of the driver's notifications (newest first, as the server sorts them). */
export function useNotifications(userId: string | undefined, page: number) {
  const { data, error, retry } = useResource(
    userId ? ['notifications', userId, page] : null,
    async (signal) => {
      const { items, total } = await getNotifications(userId!, page, PAGE_SIZE, { signal })
      return { items: [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), total }
    },
    // A reload (or another page) keeps the rows on screen; only the first load shows a spinner.
    { keepPrevious: () => true },
  )
  const state = useMemo<NotificationsState>(
    () => (error != null ? { status: 'error', error } : data ? { status: 'ready', ...data } : { status: 'loading' }),
    [data, error],
  )
  return { state, reload: retry }
}
