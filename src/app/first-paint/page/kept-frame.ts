/**
 * The data frames of a driver's /bookings and /booking (the pass): the markup React last rendered
 * there (lib/storage/frame-snapshot.ts, kept by ui/use-frame-snapshot.ts), drawn into the first
 * paint's `main` once the screen's stylesheets are in. Nothing is built here: the cards, the pass
 * and its QR code, their texts and classes are React's, so they cannot drift from the components.
 *
 * Only for the same build, account, URL, online/offline state and width class it was taken for;
 * cleaned before it is drawn (`cleanFrame`: plain markup, controls disabled, stale texts hidden in
 * their boxes). The first paint marks its `main` with the mirror's entry the frame shows at once
 * (KEPT_FRAME_ATTR): the screen's module reads that entry before its first render, which then
 * replaces the frame with the same data (features/bookings/mirror.ts primeEntries).
 */
import { cleanFrame, frameContext, KEPT_FRAME_ATTR, keptFrame, type FrameSnapshot } from '../../../lib/storage/frame-snapshot'
import { getStoredUser, roleOf } from '../../../lib/storage/user'

/** The routes whose frame is the markup React last rendered there (a driver's). */
const KEPT_FRAME_ROUTES: readonly string[] = ['/bookings', '/booking']

/** The snapshot to draw on this page, for a signed-in driver, if one was taken for it (keptFrame). */
export function frameToDraw(pathname: string, search: string): FrameSnapshot | null {
  const user = getStoredUser()
  if (!KEPT_FRAME_ROUTES.includes(pathname) || !user || roleOf(user) !== 'driver') return null
  return keptFrame(frameContext(user.id, pathname + search))
}

/** Marks the first paint's `main` as about to hold `snapshot` (its entry: the screen's module reads it ahead). */
export function holdFor(main: Element, snapshot: FrameSnapshot): void {
  main.setAttribute(KEPT_FRAME_ATTR, snapshot.entry)
}

/**
 * Draws `snapshot` in place of the first paint's `main` content (same element: the focus the first
 * paint follows stays with it), keeping its marks; false when the page is React's already, or the
 * markup is not one clean `main`.
 */
export function drawKeptFrame(root: Element, snapshot: FrameSnapshot): boolean {
  const main = root.querySelector('main[data-first-paint]')
  const kept = cleanFrame(snapshot.html)
  if (!main || !kept) return false
  main.className = kept.className
  // The title row the first paint drew already stays when it is the same (its heading, often the
  // largest paint, is then not painted a second time, later).
  const row = main.firstElementChild
  const same = !!row && !!kept.firstElementChild?.isEqualNode(row)
  if (same) kept.firstElementChild?.remove()
  main.replaceChildren(...(same ? [row] : []), ...kept.childNodes)
  const title = main.querySelector('h1')?.textContent
  if (title) document.title = `${title} · Volta`
  return true
}
