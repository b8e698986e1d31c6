import { useId, useState, type ReactNode } from 'react'
import { Button } from './Button'
import { CHEVRON } from './chevron'
import * as css from './disclosure.css'

/**
 * A show/hide section for mobile (≤ 960 px); on wider screens the content is
 * always shown and the toggle is not rendered. Closed, its content is not rendered
 * until it is first opened (a phone starts /cars without rendering the search form and
 * the filters it does not show, and the bookings lists without their filters); from
 * then on it stays, hidden, so nothing typed is lost.
 */
export function Disclosure({
  label,
  collapsible,
  children,
  defaultOpen = false,
}: {
  label: string
  collapsible: boolean
  children: ReactNode
  defaultOpen?: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const [opened, setOpened] = useState(defaultOpen)
  const id = useId()
  if (!collapsible) return <>{children}</>
  return (
    <div className={css.disclosure}>
      <Button
        variant="secondary"
        block
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen((o) => !o)
          setOpened(true)
        }}
      >
        <svg
          className={css.chevron}
          viewBox={CHEVRON.viewBox}
          width={CHEVRON.size}
          height={CHEVRON.size}
          aria-hidden="true"
          focusable="false"
        >
          <path d={CHEVRON.path} />
        </svg>
        {label}
      </Button>
      <div id={id} hidden={!open} className={css.body}>
        {opened && children}
      </div>
    </div>
  )
}
