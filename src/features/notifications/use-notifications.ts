import { useCallback, useEffect, useState } from 'react'
import { withReadRetry } from '../../lib/api/read-policy'
import type { Notification } from '../../lib/api/entities'
import { getNotifications } from '../../lib/api/notifications'
import { PAGE_SIZE } from '../../lib/constants'

export type NotificationsState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; items: Notification[]; total: number }

/** One page of the driver's notifications (newest first, as the server sorts them). */
export function useNotifications(userId: string | undefined, page: number) {
  const [state, setState] = useState<NotificationsState>({ status: 'loading' })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    // A reload keeps the rows on screen; only the first load shows a spinner.
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }))
    withReadRetry(() => getNotifications(userId, page, PAGE_SIZE, { signal: controller.signal }), controller.signal)
      .then(({ items, total }) => {
        const sorted = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        setState({ status: 'ready', items: sorted, total })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error })
      })
    return () => controller.abort()
  }, [userId, page, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { state, reload }
}
