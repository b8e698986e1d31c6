import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Location } from '../../lib/api/entities'
import { listStatus, type ReadState } from '../../lib/data/read'
import { usePlace, usePlaceSearch } from '../../lib/data/reference-data'
import type { Language } from '../../lib/constants'

/** The server's suggestions, as the place field shows them. */
export interface PlaceSuggestions extends ReadState {
  items: Location[]
  total: number
  more: () => void
  retry: () => void
}

export interface LocationReadsProps {
  language: Language
  /** The keyword to look places up with; null: nothing now (the list is closed, or the places are fixed). */
  keyword: string | null
  /** A place known only by its id, to be named. */
  nameId: string | undefined
  onSuggestions: (suggestions: PlaceSuggestions) => void
  onNamed: (place: Location) => void
}

const NONE: Location[] = []

/**
 * The place field's reads, through the data layer (lib/data/reference-data.ts): the places a
 * keyword finds, page by page, and the name of a place known by id. It draws nothing, and
 * loads (with the data layer) when a place field first needs the server, not with the home
 * screen. While the next keyword's first page is on its way the last list stays, as loading.
 */
export function LocationReads({ language, keyword, nameId, onSuggestions, onNamed }: LocationReadsProps) {
  const list = usePlaceSearch(keyword, language)
  const { status, errorKind } = listStatus(list, keyword !== null)
  // The last list answered, shown while the next one has nothing yet (or failed, or the field closed).
  const [last, setLast] = useState({ items: NONE, total: 0 })
  const waiting = list.items.length === 0 && status !== 'ready'
  if (!waiting && (last.items !== list.items || last.total !== list.total)) setLast({ items: list.items, total: list.total })
  const { items, total } = waiting ? last : list
  const { more, retry } = list
  const report = useRef(onSuggestions)
  useLayoutEffect(() => {
    report.current = onSuggestions
  })
  useLayoutEffect(() => {
    report.current({ items, total, status, errorKind, more, retry })
  }, [items, total, status, errorKind, more, retry])

  const place = usePlace(nameId, language).data
  const named = useRef(onNamed)
  useLayoutEffect(() => {
    named.current = onNamed
  })
  useEffect(() => {
    if (place && place._id === nameId) named.current(place)
  }, [place, nameId])
  return null
}
