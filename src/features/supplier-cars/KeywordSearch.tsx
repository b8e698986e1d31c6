import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { TextField } from '../../ui/Field'
import { KEYWORD_MAX_LENGTH } from './fleet-query'
import * as css from './supplier-cars.css'

/** How long typing must pause before the list follows. */
const DEBOUNCE_MS = 350

interface Props {
  /** The keyword in the URL. */
  value: string
  onChange: (keyword: string) => void
  /** The field's label (default: "Search by name"). */
  label?: string
  /** The search landmark's name (default: "Search my cars"). */
  searchName?: string
}

/**
 * The search over the car names: the list follows once typing pauses (Enter
 * applies it at once). The field follows the URL when it changes otherwise
 * (Back, a shared link), never while the supplier types.
 */
export function KeywordSearch({ value, onChange, label, searchName }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const latest = useRef(onChange)
  latest.current = onChange

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    const keyword = text.trim()
    if (keyword === sent.current) return
    const id = setTimeout(() => {
      sent.current = keyword
      latest.current(keyword)
    }, DEBOUNCE_MS)
    return () => clearTimeout(id)
  }, [text])

  function submit(event: FormEvent) {
    event.preventDefault()
    const keyword = text.trim()
    if (keyword === sent.current) return
    sent.current = keyword
    onChange(keyword)
  }

  return (
    <form role="search" className={css.search} onSubmit={submit} aria-label={searchName ?? t`Search my cars`}>
      <TextField
        label={label ?? t`Search by name`}
        type="search"
        name="s"
        value={text}
        maxLength={KEYWORD_MAX_LENGTH}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  )
}
