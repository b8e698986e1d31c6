import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Location } from '../../lib/api/entities'
import type { ReadStatus } from '../../lib/data/read'
import { useLanguage } from '../../lib/i18n/use-language'
import type { PlaceSuggestions } from './LocationReads'
import type { LocationChoice } from './search-validation'

/**
 * The field's reads go through the data layer, which loads when the driver first uses a place
 * field (or a URL names a place by id only), not with the home screen.
 */
const LocationReads = lazy(() => import('./LocationReads').then((m) => ({ default: m.LocationReads })))

export type ListStatus = ReadStatus

interface SuggestionOptions {
  /** Whether the list is open: nothing is fetched while it is closed. */
  open: boolean
  /** What the field holds. */
  text: string
  /** The chosen place: named here when only its id is known (from a URL), and handed to `onChange`. */
  value: LocationChoice | null
  onChange: (value: LocationChoice | null) => void
  /** A fixed list of places, filtered here instead of looked up on the server. */
  fixed: Location[] | undefined
}

const IDLE: PlaceSuggestions = { items: [], total: 0, status: 'idle', more: () => {}, retry: () => {} }

/**
 * The suggestions of a place field and the option the arrows are on: the keyword follows the
 * text after a pause (back to the first page, no option active), the places it finds are read
 * page by page (or the fixed list filtered), `loadMore` asks for the next page, `retry` for the
 * failed one. A chosen place known only by its id is named in the active language. `reads` is
 * what does the reading: the field renders it (it draws nothing).
 */
export function useLocationSuggestions({ open, text, value, onChange, fixed }: SuggestionOptions) {
  const language = useLanguage()
  const chosenName = value?.name
  const [keyword, setKeyword] = useState('')
  const [active, setActive] = useState(-1)

  // Debounced keyword.
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      const next = text === (chosenName ?? '') ? '' : text.trim()
      if (next === keyword) return
      setKeyword(next)
      setActive(-1)
    }, 250)
    return () => clearTimeout(timer)
  }, [text, open, chosenName, keyword])

  // The server's reads, from the first time they are needed on.
  const nameId = value?._id && !chosenName && !fixed ? value._id : undefined
  const [started, setStarted] = useState(false)
  if (!started && ((open && !fixed) || nameId)) setStarted(true)
  const [server, setServer] = useState<PlaceSuggestions>(IDLE)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const onNamed = useCallback((place: Location) => onChangeRef.current({ _id: place._id, name: place.name }), [])
  const reads: ReactNode = started
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(LocationReads, {
          language,
          keyword: open && !fixed ? keyword : null,
          nameId,
          onSuggestions: setServer,
          onNamed,
        }),
      )
    : null

  const filtered = useMemo(() => {
    if (!fixed) return undefined
    const k = keyword.toLocaleLowerCase()
    return fixed.filter((l) => l.name.toLocaleLowerCase().includes(k))
  }, [fixed, keyword])

  const items = filtered ?? server.items
  const total = filtered ? filtered.length : server.total
  // Open before the reads have said anything: they are on their way.
  const status: ListStatus = filtered ? (open ? 'ready' : 'idle') : open && server.status === 'idle' ? 'loading' : server.status
  const hasMore = !fixed && items.length < total
  const loadMore = () => {
    if (status === 'ready' && hasMore) server.more()
  }
  const retry = () => server.retry()

  return { keyword, items, total, status, active, setActive, loadMore, retry, reads }
}
