import { useSyncExternalStore } from 'react'
import { MOBILE_MAX_WIDTH } from '../constants'

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mql = window.matchMedia(query)
      mql.addEventListener('change', cb)
      return () => mql.removeEventListener('change', cb)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Mobile means a window at most MOBILE_MAX_WIDTH (960 px) wide, as theme.css.ts `media.mobile`. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`)
}
