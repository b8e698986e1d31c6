import { useEffect, useRef, useState } from 'react'

interface NearOptions {
  /** How close to the viewport counts as near (IntersectionObserver's rootMargin). */
  rootMargin: string
  /** Watch only while true (more to load, nothing under way). */
  enabled: boolean
  /** A value that changes when the page has grown: the watch starts again and reports at once if the end is still near. */
  rearm?: unknown
  /** Without IntersectionObserver: call `onNear` after a tick (grow in the background) instead of never. */
  withoutObserver?: 'call' | 'skip'
}

/**
 * The one IntersectionObserver set-up of the app: calls `onNear` each time the element comes within
 * `rootMargin` of the viewport while `enabled` (infinite lists, their rendering in chunks). Returns
 * the ref callback to put on the element (a sentinel after the last row).
 */
export function useWhenNear<T extends Element>(
  onNear: () => void,
  { rootMargin, enabled, rearm, withoutObserver = 'skip' }: NearOptions,
): (node: T | null) => void {
  const [node, setNode] = useState<T | null>(null)
  const latest = useRef(onNear)
  latest.current = onNear
  useEffect(() => {
    if (!node || !enabled) return
    if (typeof IntersectionObserver === 'undefined') {
      if (withoutObserver === 'skip') return
      const id = setTimeout(() => latest.current(), 50)
      return () => clearTimeout(id)
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin })
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, enabled, rootMargin, rearm, withoutObserver])
  return setNode
}

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true (lazy
 * work starts once). Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  const ref = useWhenNear<T>(() => setSeen(true), { rootMargin, enabled: !seen })
  return [ref, seen]
}
