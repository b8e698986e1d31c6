import { useEffect } from 'react'
import { useUnreadCount } from '../features/notifications/unread-count'

/**
 * Tells Layout the signed-in account's unread count (for the header and the tab bar, which show it),
 * keeping it fresh (unread-count.ts). In the signed-in chunk: a guest has no count to ask for.
 */
export function UnreadCountReport({ onChange }: { onChange: (count: number) => void }) {
  const count = useUnreadCount()
  useEffect(() => onChange(count), [count, onChange])
  return null
}
