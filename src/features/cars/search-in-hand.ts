/**
 * A search kept on the device that index.html's first paint read for the page's URL (app/first-paint/page/saved-cars.ts),
 * handed to the list's first render (use-car-list.ts, `mirrorInHand`): when the first paint drew /cars from it
 * (cars-frame.ts), React's first render shows the same cars with the same age line in the same boxes, instead of
 * "Loading cars…" while its own read of the device runs. Kept on `window`: the first paint and the app are two bundles.
 */
import type { Car, Paged } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import { stableStringify } from '../../lib/data/stable-hash'
import { BUILD_ID } from '../../lib/storage/frame-snapshot'
import type { SearchOf } from './search-of'

export interface HandedSearch {
  language: Language
  search: SearchOf
  build: string
  /** The first page read (null while the read is under way, or when the device keeps none). */
  copy: { data: Paged<Car>; savedAt: number } | null
  reading: boolean
  /** The list's first render came before the first paint drew it (or before the read was done): the first paint draws nothing from it then. */
  missed: boolean
  /** The first paint drew it: the list keeps its age line from the first render on, also when the live reply is in hand. */
  drawn: boolean
}

declare global {
  interface Window {
    __voltaSavedSearch?: HandedSearch
  }
}

/** The first paint is about to read `search` in `language` from the device: what it finds goes here. */
export function handOverSearch(language: Language, search: SearchOf): HandedSearch {
  const handed: HandedSearch = { language, search, build: BUILD_ID, copy: null, reading: true, missed: false, drawn: false }
  window.__voltaSavedSearch = handed
  return handed
}

/**
 * What the first paint read for `search` in `language`, while its page is still on screen (the list's first
 * render: a later visit of /cars reads the device as usual); nothing while the read is under way. Asked before
 * the first paint has drawn it, it marks it missed: the first paint then no longer draws it (the render shows
 * its own loading, or this copy without the age line the frame would have), so nothing is drawn to be undone.
 */
export function searchInHand(language: string, search: SearchOf): Pick<HandedSearch, 'copy' | 'drawn'> | undefined {
  const handed = window.__voltaSavedSearch
  if (!handed || handed.build !== BUILD_ID || handed.language !== language || !document.querySelector('main[data-first-paint]'))
    return undefined
  if (stableStringify(handed.search) !== stableStringify(search)) return undefined
  if (!handed.drawn) handed.missed = true
  return handed.reading ? undefined : { copy: handed.copy, drawn: handed.drawn }
}
