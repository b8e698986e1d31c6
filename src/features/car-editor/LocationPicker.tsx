import { useLingui } from '@lingui/react/macro'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { Location } from '../../lib/api/entities'
import * as fieldCss from '../../ui/field.css'
import * as css from './car-editor.css'

export interface LocationPickerProps {
  label: string
  /** Every place the supplier may choose from, named in the language. */
  places: Location[]
  /** The chosen ids, in the order chosen. */
  value: string[]
  onChange: (ids: string[]) => void
  error?: string
  /** The input's name, for the form's focus on the first invalid field. */
  name: string
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Several pick-up places: the chosen ones as chips (each with its remove button), and a
 * type-ahead field (ARIA combobox with a listbox: arrows move, Enter adds, Escape closes).
 */
export function LocationPicker({ label, places, value, onChange, error, name }: LocationPickerProps) {
  const { t } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const byId = useMemo(() => new Map(places.map((p) => [p._id, p])), [places])
  const matches = useMemo(() => {
    const q = fold(query.trim())
    return places.filter((p) => !value.includes(p._id) && (!q || fold(p.name).includes(q))).slice(0, 30)
  }, [places, query, value])

  function add(place: Location) {
    onChange([...value, place._id])
    setQuery('')
    setActive(0)
    input.current?.focus()
  }

  function remove(placeId: string) {
    onChange(value.filter((v) => v !== placeId))
    input.current?.focus()
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((a) => Math.min(a + 1, matches.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => Math.max(a - 1, 0))
    } else if (e.key === 'Enter' && open && matches[active]) {
      e.preventDefault()
      add(matches[active])
    } else if (e.key === 'Escape') {
      setOpen(false)
    } else if (e.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  const showList = open && matches.length > 0
  return (
    <div className={fieldCss.field}>
      <label htmlFor={`${id}-input`} className={fieldCss.label}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className={css.chips} aria-label={t`Chosen places`}>
          {value.map((placeId) => {
            const placeName = byId.get(placeId)?.name ?? placeId
            return (
              <li key={placeId} className={css.chip}>
                {placeName}
                <button type="button" className={css.chipRemove} aria-label={t`Remove ${placeName}`} onClick={() => remove(placeId)}>
                  ×
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className={css.combo}>
        <input
          ref={input}
          id={`${id}-input`}
          name={name}
          className={fieldCss.control}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-activedescendant={showList && matches[active] ? `${id}-${matches[active]._id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          // While the places load, the field says so itself: a line under it would go when they came, and the form below with it.
          placeholder={places.length === 0 ? t`Loading the places…` : t`Type a place`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={label} className={css.listbox} hidden={!showList}>
          {matches.map((place, i) => (
            // The field keeps the focus and handles the keys (aria-activedescendant); a pointer chooses here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={place._id}
              id={`${id}-${place._id}`}
              role="option"
              aria-selected={i === active}
              className={css.option[i === active ? 'active' : 'idle']}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(place)}
            >
              {place.name}
            </li>
          ))}
        </ul>
      </div>
      <span id={`${id}-error`} className={fieldCss.error} role="alert" aria-live="assertive">
        {error}
      </span>
    </div>
  )
}
