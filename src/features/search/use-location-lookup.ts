import { useEffect, useRef, useState } from 'react'
import type { Location } from '../../lib/api/entities'
import { isApiError } from '../../lib/api/errors'
import { PAGE_SIZE } from '../../lib/constants'
import { useLanguage } from '../../lib/i18n/use-language'
import type { LocationChoice } from './search-validation'

/** The API client (and its retry policy) loads when the driver first uses a place field, not with the home screen. */
const locationsApi = () => import('../../lib/api/locations')
const readPolicy = () => import('../../lib/api/read-policy')

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

/**
 * The name of a place known only by id (from a URL), in the active language: looked up and
 * handed to `onChange`. Not with a fixed list of places (their names are at hand).
 */
export function useLocationName(
  value: LocationChoice | null,
  fixed: Location[] | undefined,
  onChange: (value: LocationChoice | null) => void,
): void {
  const language = useLanguage()
  const valueId = value?._id
  const valueName = value?.name
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  useEffect(() => {
    if (!valueId || valueName || fixed) return
    const controller = new AbortController()
    locationsApi()
      .then(({ getLocation }) => getLocation(valueId, language, { signal: controller.signal }))
      .then(
        (loc) => onChangeRef.current({ _id: loc._id, name: loc.name }),
        () => {},
      )
    return () => controller.abort()
  }, [valueId, valueName, fixed, language])
}

interface SuggestionOptions {
  /** Whether the list is open: nothing is fetched while it is closed. */
  open: boolean
  /** What the field holds. */
  text: string
  /** The chosen place's name: while the field holds it, the keyword is empty (the whole list). */
  chosenName: string | undefined
  /** A fixed list of places, filtered here instead of looked up on the server. */
  fixed: Location[] | undefined
}

/**
 * The suggestions of a place field and the option the arrows are on: the keyword follows the
 * text after a pause (back to the first page, no option active), the current page is fetched
 * (or the fixed list filtered), `loadMore` asks for the next page, `retry` for the failed one.
 */
export function useLocationSuggestions({ open, text, chosenName, fixed }: SuggestionOptions) {
  const language = useLanguage()
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<Location[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<ListStatus>('idle')
  const [active, setActive] = useState(-1)
  const [attempt, setAttempt] = useState(0)

  // Debounced keyword.
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      const next = text === (chosenName ?? '') ? '' : text.trim()
      if (next === keyword) return
      setKeyword(next)
      setPage(1)
      setActive(-1)
    }, 250)
    return () => clearTimeout(timer)
  }, [text, open, chosenName, keyword])

  // Fetch (or filter) the current page.
  useEffect(() => {
    if (!open) return
    if (fixed) {
      const k = keyword.toLocaleLowerCase()
      const list = fixed.filter((l) => l.name.toLocaleLowerCase().includes(k))
      setItems(list)
      setTotal(list.length)
      setStatus('ready')
      return
    }
    const controller = new AbortController()
    setStatus('loading')
    Promise.all([locationsApi(), readPolicy()])
      .then(([{ getLocations }, { withReadRetry }]) =>
        withReadRetry(() => getLocations(page, PAGE_SIZE, language, keyword, { signal: controller.signal }), controller.signal),
      )
      .then(
        (result) => {
          setItems((prev) => (page === 1 ? result.items : [...prev, ...result.items.filter((l) => !prev.some((p) => p._id === l._id))]))
          setTotal(result.total)
          setStatus('ready')
        },
        (e: unknown) => {
          if (controller.signal.aborted) return
          setStatus(isApiError(e, 'offline') || !navigator.onLine ? 'offline' : 'error')
        },
      )
    return () => controller.abort()
  }, [open, page, keyword, language, fixed, attempt])

  const hasMore = !fixed && items.length < total
  const loadMore = () => {
    if (status === 'ready' && hasMore) setPage((p) => p + 1)
  }
  const retry = () => setAttempt((n) => n + 1)

  return { keyword, items, total, status, active, setActive, loadMore, retry }
}
