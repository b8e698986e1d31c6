import { useEffect, useRef, useState, type FormEvent } from 'react'
import { TextField } from '../../ui/Field'
import { KEYWORD_MAX_LENGTH } from './admin-query'
import * as css from './admin-places.css'

/** How long typing must pause before the list follows. */
const DEBOUNCE_MS = 350

interface Props {
  /** The keyword in the URL. */
  value: string
  onChange: (keyword: string) => void
  /** The search landmark's name, and the field's label. */
  name: string
  label: string
}

/**
 * The keyword search of the operator's lists (as the supplier's car search): the list follows once
 * typing pauses (Enter applies it at once); the field follows the URL when it changes otherwise
 * (Back, a shared link), never while the operator types.
 */
export function AdminSearch({ value, onChange, name, label }: Props) {
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
    <form role="search" className={css.search} onSubmit={submit} aria-label={name}>
      <TextField
        label={label}
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
