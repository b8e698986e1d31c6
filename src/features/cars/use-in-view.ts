import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and
 * stays true (lazy work starts once). Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  const observer = useRef<IntersectionObserver | null>(null)
  useEffect(() => () => observer.current?.disconnect(), [])
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect()
      if (!node || seen || typeof IntersectionObserver === 'undefined') return
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setSeen(true)
            observer.current?.disconnect()
          }
        },
        { rootMargin },
      )
      observer.current.observe(node)
    },
    [rootMargin, seen],
  )
  return [ref, seen]
}
