/**
 * A push reached this device while the app is open (issue 50): the worker, which holds no token, asks
 * the open pages to do what needs one (src/sw/sw.ts posts PUSH_MESSAGE). The header's unread count is
 * asked again, and the booking the push names is read again into the device's mirror, so that it is
 * up to date offline too. Registered by the signed-in chunk (app/signed-in.ts): a guest's first load
 * carries none of it.
 */
import { PUSH_MESSAGE } from '../../lib/storage/push-names'
import { refreshUnreadCount } from '../notifications/unread-count'

interface PushMessage {
  type: typeof PUSH_MESSAGE
  url?: unknown
}

/** The booking a push's path names (`/booking?b=…`, `/supplier/booking?b=…`, `/admin/booking?b=…`). */
export function bookingOfPath(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/')) return null
  const parsed = new URL(url, 'https://app.invalid')
  if (!/^(\/supplier|\/admin)?\/booking$/.test(parsed.pathname)) return null
  const id = parsed.searchParams.get('b')
  return id && /^[0-9a-f]{24}$/i.test(id) ? id : null
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<PushMessage | null>) => {
    if (event.data?.type !== PUSH_MESSAGE) return
    void refreshUnreadCount()
    const booking = bookingOfPath(event.data.url)
    if (booking) void import('./refresh-booking').then((m) => m.refreshBooking(booking)).catch(() => {})
  })
}
