import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as css from './spinner.css'

interface SpinnerProps {
  size?: number
  /** When the surrounding text already says what is happening. */
  decorative?: boolean
}

export function Spinner({ size = 24, decorative }: SpinnerProps) {
  return (
    <span
      className={css.spinner}
      style={{ width: size, height: size }}
      aria-hidden={decorative || undefined}
      role={decorative ? undefined : 'presentation'}
    />
  )
}

/** A block-level loading state, announced to screen readers. */
export function Loading({ children }: { children?: ReactNode }) {
  return (
    <div className={css.block} role="status" aria-live="polite">
      <Spinner decorative />
      <span>{children ?? <Trans>Loading…</Trans>}</span>
    </div>
  )
}
