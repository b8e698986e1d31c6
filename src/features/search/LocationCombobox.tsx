import { useLingui } from '@lingui/react/macro'
import { withReadRetry } from '../../lib/api/read-policy'
import { useLanguage } from '../../lib/i18n/use-language'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react'
import type { Location } from '../../lib/api/entities'
import { isApiError } from '../../lib/api/errors'
import { PAGE_OFFSET, PAGE_SIZE } from '../../lib/constants'
import * as field from '../../ui/field.css'
import type { LocationChoice } from './search-validation'
import * as css from './location-combobox.css'

/** The API client loads when the driver first uses a place field, not with the home screen. */
const locationsApi = () => import('../../lib/api/locations')

export interface LocationComboboxProps {
  label: string
  value: LocationChoice | null
  onChange: (value: LocationChoice | null) => void
  error?: string
  /** Limits the choice to these places (no server look-up), e.g. a car's locations. */
  options?: Location[]
  /** The input's name (the first paint's copy of the form is matched by it). */
  name?: string
  /**
   * Text typed before the app started (the first paint's copy of the field) that is not
   * the chosen place: it stays in the field, and the list opens on it if the field has the focus.
   */
  typed?: string
}

type ListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'offline'

/**
 * A searchable select over the locations call (WAI-ARIA combobox with a
 * listbox popup): typing filters after a pause, the next page loads when the
 * list is scrolled near its end, arrows move, Enter picks, Escape closes.
 */
export function LocationCombobox({ label, value, onChange, error, options: fixed, name, typed }: LocationComboboxProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [text, setText] = useState(typed || value?.name || '')
  const [open, setOpen] = useState(false)
  // A later `typed` (more typing while the app took over) replaces the text before it is drawn.
  const [typedSeen, setTypedSeen] = useState(typed)
  if (typed !== typedSeen) {
    setTypedSeen(typed)
    if (typed) setText(typed)
  }
  const keepTyped = useRef(!!typed)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // After the takeover has given the field back its focus (a layout effect of the form).
    if (keepTyped.current && inputRef.current === document.activeElement) setOpen(true)
  }, [])
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<Location[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<ListStatus>('idle')
  const [active, setActive] = useState(-1)
  const [attempt, setAttempt] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)

  // The name of a place known only by id (from a URL), in the active language.
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

  // Keep the text in step with the chosen place while the list is closed (not over text typed before the app started).
  useEffect(() => {
    if (keepTyped.current) {
      keepTyped.current = false
      return
    }
    if (!open) setText(value?.name ?? fixed?.find((l) => l._id === value?._id)?.name ?? '')
  }, [value?._id, value?.name, open, fixed])

  // Debounced keyword.
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      const next = text === (value?.name ?? '') ? '' : text.trim()
      if (next === keyword) return
      setKeyword(next)
      setPage(1)
      setActive(-1)
    }, 250)
    return () => clearTimeout(timer)
  }, [text, open, value?.name, keyword])

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
    locationsApi()
      .then(({ getLocations }) =>
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

  // Keep the active option in view.
  useEffect(() => {
    if (active < 0 || !listRef.current) return
    const el = listRef.current.querySelector<HTMLElement>(`[data-index="${active}"]`)
    el?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const hasMore = !fixed && items.length < total
  const loadMore = () => {
    if (status === 'ready' && hasMore) setPage((p) => p + 1)
  }

  const choose = (loc: Location) => {
    onChange({ _id: loc._id, name: loc.name })
    setText(loc.name)
    setOpen(false)
    setActive(-1)
  }

  /**
   * Closing without a pick (Tab, a click elsewhere) keeps what was typed when it names
   * one place: the place whose name it is, or the only one the list found for it.
   * Otherwise the text goes back to the chosen place (or empty, for none).
   */
  const close = () => {
    setOpen(false)
    setActive(-1)
    const typed = text.trim()
    if (!typed) return onChange(null)
    const lower = typed.toLocaleLowerCase()
    const named = items.find((l) => l.name.toLocaleLowerCase() === lower)
    const onlyMatch = status === 'ready' && keyword === typed && items.length === 1 && total === 1 ? items[0] : undefined
    const meant = named ?? onlyMatch
    if (meant && meant._id !== value?._id) choose(meant)
    else setText(value?.name ?? '')
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        if (!open) setOpen(true)
        else setActive((a) => Math.min(a + 1, items.length - 1))
        if (active >= items.length - 3) loadMore()
        break
      case 'ArrowUp':
        e.preventDefault()
        if (!open) setOpen(true)
        else setActive((a) => Math.max(a - 1, 0))
        break
      case 'Home':
        if (open && items.length) {
          e.preventDefault()
          setActive(0)
        }
        break
      case 'End':
        if (open && items.length) {
          e.preventDefault()
          setActive(items.length - 1)
        }
        break
      case 'Enter':
        if (open && active >= 0 && items[active]) {
          e.preventDefault()
          choose(items[active])
        } else if (open) {
          e.preventDefault()
          if (items.length === 1 && items[0]) choose(items[0])
        }
        break
      case 'Escape':
        if (open) {
          e.preventDefault()
          close()
        } else if (text) {
          e.preventDefault()
          setText('')
          onChange(null)
        }
        break
      case 'Tab':
        if (open) close()
        break
    }
  }

  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - PAGE_OFFSET) loadMore()
  }

  const activeId = open && active >= 0 && items[active] ? `${id}-opt-${items[active]._id}` : undefined

  return (
    <div className={`${field.field} ${css.wrap}`}>
      <label htmlFor={`${id}-input`} className={field.label}>
        {label}
      </label>
      <div className={css.anchor}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          className={field.control}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t`Type to search`}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onBlur={() => open && close()}
          onKeyDown={onKeyDown}
        />
        <div className={css.popup} hidden={!open}>
          <ul id={listId} ref={listRef} role="listbox" aria-label={label} className={css.list} onScroll={onScroll}>
            {items.map((loc, i) => (
              // The input keeps the focus and handles the keys (aria-activedescendant); an option is only ever clicked.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={loc._id}
                id={`${id}-opt-${loc._id}`}
                role="option"
                data-index={i}
                aria-selected={i === active}
                className={[css.option, i === active && css.active, value?._id === loc._id && css.chosen].filter(Boolean).join(' ')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(loc)}
              >
                {loc.name}
              </li>
            ))}
          </ul>
          <div className={css.state} role="status" aria-live="polite">
            {status === 'loading' && t`Loading…`}
            {status === 'ready' && items.length === 0 && t`No places match.`}
            {status === 'offline' && t`Looking up places needs a connection.`}
            {status === 'error' && (
              <span>
                {t`The places could not be loaded.`}{' '}
                <button
                  type="button"
                  className={css.retry}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => setAttempt((n) => n + 1)}
                >
                  {t`Try again`}
                </button>
              </span>
            )}
          </div>
        </div>
      </div>
      <span id={errorId} className={field.error} role="alert" aria-live="assertive">
        {error}
      </span>
    </div>
  )
}
