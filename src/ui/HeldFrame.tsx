import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { KEPT_FRAME_ATTR } from '../lib/storage/frame-snapshot'

/** The first paint's `main` when it holds (or is about to hold) a frame React rendered on an earlier visit. */
const keptFrameMain = (): HTMLElement | null => document.querySelector<HTMLElement>(`main[data-first-paint][${KEPT_FRAME_ATTR}]`)

/**
 * `Screen`, held back while `read` (its data from the device, features/bookings/mirror.ts
 * primeEntries) is on its way, when the first paint drew the markup React last rendered for it
 * (lib/storage/frame-snapshot.ts): meanwhile the app's first render shows that very frame, its
 * nodes moved into the app's own `main` (same boxes, same pictures, nothing parsed again), and the
 * screen then renders with its data in hand and replaces it. Without such a frame, or once `read`
 * is done, `Screen` renders at once.
 */
export function holdKeptFrame<P extends object>(Screen: ComponentType<P>, read: Promise<unknown>): ComponentType<P> {
  let done = false
  const listeners = new Set<() => void>()
  void read.finally(() => {
    done = true
    for (const listener of listeners) listener()
  })
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const isDone = () => done

  function Held(props: P) {
    const settled = useSyncExternalStore(subscribe, isDone, () => true)
    // Read once, before the app's first commit takes the first paint's page away.
    const [frame] = useState(() => (done ? null : keptFrameMain()))
    const main = useRef<HTMLElement>(null)
    useLayoutEffect(() => {
      // Before the browser paints the commit that replaced the first paint: nothing flashes.
      if (frame && main.current && frame.childNodes.length > 0) main.current.replaceChildren(...frame.childNodes)
    }, [frame])
    if (settled || !frame) return <Screen {...props} />
    return <main id="main" ref={main} className={frame.className} />
  }
  Held.displayName = `Held(${Screen.displayName ?? Screen.name})`
  return Held
}
