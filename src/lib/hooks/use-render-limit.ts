import { startTransition, useCallback, useEffect, useState } from 'react'
import { afterNextPaint } from '../after-next-paint'
import { useWhenNear } from './use-in-view'

export interface RenderLimit<T> {
  /** The items to render now. */
  shown: readonly T[]
  /** True while some items are not rendered yet: render the sentinel after the shown ones. */
  more: boolean
  /** The ref of that sentinel. */
  sentinel: (node: Element | null) => void
}

/**
 * A long list renders about a screenful first (`first` items), then `next` more at a time:
 *
 * - with `near` (a root margin), each time its end comes that near the viewport (without an
 *   IntersectionObserver, one chunk per tick): a list of a thousand rows;
 * - without it, one chunk per frame until all are there: a page of large cards.
 *
 * The first items paint at once instead of after every item has rendered, and no single
 * long task blocks a slow phone.
 */
export function useRenderLimit<T>(items: readonly T[], first: number, next: number, near?: string): RenderLimit<T> {
  const [limit, setLimit] = useState(first)
  const more = items.length > limit
  // Each next chunk renders in a transition: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole chunk (a long task on a slow phone).
  const grow = useCallback(() => startTransition(() => setLimit((l) => l + next)), [next])
  const sentinel = useWhenNear<Element>(grow, {
    rootMargin: near ?? '0px',
    enabled: more && near !== undefined,
    rearm: `${items.length}:${limit}`,
    withoutObserver: 'call',
  })
  useEffect(() => {
    if (!more || near !== undefined) return
    // The chunk already rendered is painted first.
    return afterNextPaint(grow)
  }, [more, near, limit, grow])
  return { shown: more ? items.slice(0, limit) : items, more, sentinel }
}
