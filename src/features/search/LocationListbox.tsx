import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type UIEvent } from 'react'
import type { Location } from '../../lib/api/entities'
import { PAGE_OFFSET } from '../../lib/constants'
import type { ListStatus } from './use-location-lookup'
import * as css from './location-combobox.css'

/** The id of a place's option, for the field's aria-activedescendant. */
export function optionId(baseId: string, loc: Location): string {
  return `${baseId}-opt-${loc._id}`
}

interface LocationListboxProps {
  /** The combobox's own id: the options' ids start with it. */
  baseId: string
  listId: string
  label: string
  open: boolean
  items: Location[]
  /** The option the arrows are on, or -1. */
  active: number
  chosenId: string | undefined
  status: ListStatus
  onChoose: (loc: Location) => void
  /** The list is scrolled near its end. */
  onNearEnd: () => void
  onRetry: () => void
}

/**
 * The popup of the place field: the listbox of places (the active one kept in view) and, under
 * it, what the list is doing (loading, nothing found, offline, failed with "Try again").
 */
export function LocationListbox({
  baseId,
  listId,
  label,
  open,
  items,
  active,
  chosenId,
  status,
  onChoose,
  onNearEnd,
  onRetry,
}: LocationListboxProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLUListElement>(null)

  // Keep the active option in view.
  useEffect(() => {
    if (active < 0 || !listRef.current) return
    const el = listRef.current.querySelector<HTMLElement>(`[data-index="${active}"]`)
    el?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - PAGE_OFFSET) onNearEnd()
  }

  return (
    <div className={css.popup} hidden={!open}>
      <ul id={listId} ref={listRef} role="listbox" aria-label={label} className={css.list} onScroll={onScroll}>
        {items.map((loc, i) => (
          // The input keeps the focus and handles the keys (aria-activedescendant); an option is only ever clicked.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={loc._id}
            id={optionId(baseId, loc)}
            role="option"
            data-index={i}
            aria-selected={i === active}
            className={css.option[i === active ? 'active' : 'idle'][chosenId === loc._id ? 'chosen' : 'other']}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(loc)}
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
            <button type="button" className={css.retry} onMouseDown={(e) => e.preventDefault()} onClick={onRetry}>
              {t`Try again`}
            </button>
          </span>
        )}
      </div>
    </div>
  )
}
