import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'wouter'
import { cx } from './cx'
import * as css from './button.css'
import { Spinner } from './Spinner'

type Variant = keyof typeof css.button

interface Common {
  variant?: Variant
  small?: boolean
  block?: boolean
  children: ReactNode
}

function classes({ variant = 'primary', small, block }: Common, extra?: string): string {
  return cx(css.button[variant], small && css.small, block && css.block, extra)
}

export interface ButtonProps extends Common, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Shows a spinner and blocks further clicks while an action runs. */
  busy?: boolean
}

export function Button({ variant, small, block, busy, children, className, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={classes({ variant, small, block, children }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size={16} decorative />}
      {children}
    </button>
  )
}

export interface ButtonLinkProps extends Common {
  href: string
  className?: string
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ href, variant, small, block, children, className }: ButtonLinkProps) {
  return (
    <Link href={href} className={classes({ variant, small, block, children }, className)}>
      {children}
    </Link>
  )
}
