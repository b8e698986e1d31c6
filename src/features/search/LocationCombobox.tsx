import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Location } from '../../lib/api/entities'
import * as field from '../../ui/field.css'
import { LocationListbox, optionId } from './LocationListbox'
import type { LocationChoice } from './search-validation'
import { useLocationSuggestions } from './use-location-lookup'
import * as css from './location-combobox.css'
import { cx } from '../../ui/cx'

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

/**
 * A searchable select over the locations call (WAI-ARIA combobox with a
 * listbox popup): typing filters after a pause, the next page loads when the
 * list is scrolled near its end, arrows move, Enter picks, Escape closes.
 */
export function LocationCombobox({ label, value, onChange, error, options: fixed, name, typed }: LocationComboboxProps) {
  const { t } = useLingui()
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
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!typedSeen) return
    // Text typed before the app took over, at its first render or later (the takeover's values, read as
    // it replaced the first paint's copy): kept over the place below, and, once the takeover has given the
    // field back its focus (a layout effect of the form), the list opens on it.
    keepTyped.current = true
    if (input.current === document.activeElement) setOpen(true)
  }, [typedSeen])

  // Keep the text in step with the chosen place while the list is closed (not over text typed before the app started).
  useEffect(() => {
    if (keepTyped.current) {
      keepTyped.current = false
      return
    }
    if (!open) setText(value?.name ?? fixed?.find((l) => l._id === value?._id)?.name ?? '')
  }, [value?._id, value?.name, open, fixed])

  const { keyword, items, total, status, active, setActive, loadMore, retry, reads } = useLocationSuggestions({
    open,
    text,
    value,
    onChange,
    fixed,
  })

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

  const activeId = open && active >= 0 && items[active] ? optionId(id, items[active]) : undefined

  return (
    <div className={cx(field.field, css.wrap)}>
      <label htmlFor={`${id}-input`} className={field.label}>
        {label}
      </label>
      <div className={css.anchor}>
        <input
          ref={input}
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
        <LocationListbox
          baseId={id}
          listId={listId}
          label={label}
          open={open}
          items={items}
          active={active}
          chosenId={value?._id}
          status={status}
          onChoose={choose}
          onNearEnd={loadMore}
          onRetry={retry}
        />
        {reads}
      </div>
      <span id={errorId} className={field.error} role="alert" aria-live="assertive">
        {error}
      </span>
    </div>
  )
}
