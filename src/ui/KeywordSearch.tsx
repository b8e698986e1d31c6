import { useEffect, useRef, useState, type FormEvent } from 'react'
import { TextField } from './Field'
import * as css from './keyword-search.css'

/** How long typing must pause before the list follows. */
const DEBOUNCE_MS = 350

interface Props {
  /** The keyword in the URL. */
  value: string
  onChange: (keyword: string) => void
  /** The search landmark's name. */
  name: string
  /** The field's label. */
  label: string
  /** The longest keyword the list's URL keeps. */
  maxLength: number
}

/**
 * The keyword search of a list (the supplier's fleet, the operator's lists): the list follows once
 * typing pauses (Enter applies it at once); the field follows the URL when it changes otherwise
 * (Back, a shared link), never while the user types.
 */
export function KeywordSearch({ value, onChange, name, label, maxLength }: Props) {
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
        maxLength={maxLength}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  )
}
