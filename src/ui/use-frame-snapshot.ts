import { useEffect } from 'react'
import { afterNextPaint } from '../lib/after-next-paint'
import { frameContext, keepFrame } from '../lib/storage/frame-snapshot'
import { getStoredUser } from '../lib/storage/user'

/** A dialog open over the screen: its markup is not the screen's. */
const DIALOG = 'dialog[open], [aria-modal="true"]'

/**
 * The screen's element (React's `main#main`) as rendered now, kept for the next visit's first paint
 * (lib/storage/frame-snapshot.ts), or nothing: another account signed in meanwhile, a dialog open,
 * or no screen of the app's on the page.
 */
export function captureFrame(userId: string, entry: string): boolean {
  const main = document.getElementById('main')
  if (!main || main.closest('[data-first-paint]') || getStoredUser()?.id !== userId || document.querySelector(DIALOG)) return false
  keepFrame({
    ...frameContext(userId),
    html: main.outerHTML,
    entry,
    at: Date.now(),
  })
  return true
}

const idle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 50)
  return () => clearTimeout(id)
}

/**
 * While the screen shows its data in its final state (`ready`: not loading, no error), keeps what
 * React rendered for it (captureFrame) once it is painted, off the critical path (in an idle
 * moment), and again whenever that markup changes (new data, another filter, online or offline).
 * `entry` is the bookings mirror's entry the screen shows: the snapshot goes with it.
 */
export function useFrameSnapshot(userId: string, entry: string | null, ready: boolean): void {
  useEffect(() => {
    if (!ready || !entry) return
    let cancel = () => {}
    const schedule = () => {
      cancel()
      const stopPaint = afterNextPaint(() => (cancel = idle(() => captureFrame(userId, entry))))
      cancel = stopPaint
    }
    schedule()
    const main = document.getElementById('main')
    const observer = new MutationObserver(schedule)
    if (main) observer.observe(main, { subtree: true, childList: true, attributes: true, characterData: true })
    return () => {
      observer.disconnect()
      cancel()
    }
  }, [userId, entry, ready])
}
