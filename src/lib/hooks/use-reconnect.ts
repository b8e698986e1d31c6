import { useEffect, useRef } from 'react'

/**
 * Calls `callback` when the browser goes from offline to online (not on mount,
 * not on an `online` event that follows no `offline`), so a screen can refresh
 * what it shows once the connection is back. The latest callback is used; the
 * listener is attached once.
 */
export function useOnReconnect(callback: () => void): void {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => {
    let wasOffline = !navigator.onLine
    const offline = () => {
      wasOffline = true
    }
    const online = () => {
      if (!wasOffline) return
      wasOffline = false
      latest.current()
    }
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
}
