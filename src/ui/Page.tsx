import { useEffect, useRef, type ReactNode } from 'react'
import { cx } from './cx'
import * as css from './layout.css'

interface PageProps {
  /** The h1, also used for document.title. */
  title: string
  narrow?: boolean
  children?: ReactNode
  actions?: ReactNode
}

/**
 * A screen's frame: its h1 takes focus when the screen opens, so keyboard and
 * screen-reader users land on the new content after a navigation.
 */
export function Page({ title, narrow, children, actions }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    document.title = title ? `${title} · Volta` : 'Volta'
  }, [title])
  useEffect(() => {
    // The first screen after start-up keeps focus where the browser put it.
    if (document.body.dataset.navigated) heading.current?.focus({ preventScroll: false })
    document.body.dataset.navigated = '1'
  }, [])
  return (
    <main id="main" className={css.main[narrow ? 'narrow' : 'wide']}>
      <div className={css.row} style={{ justifyContent: 'space-between' }}>
        <h1 ref={heading} tabIndex={-1} className={css.heading}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </main>
  )
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cx(css.card, className)}>{children}</section>
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={css.empty}>{children}</p>
}

type Tone = keyof typeof css.notice

/** An inline message; `alert` makes it interrupt a screen reader. */
export function Notice({ tone = 'info', alert, children }: { tone?: Tone; alert?: boolean; children: ReactNode }) {
  return (
    <div className={css.notice[tone]} role={alert ? 'alert' : 'status'}>
      {children}
    </div>
  )
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={css.visuallyHidden}>{children}</span>
}
