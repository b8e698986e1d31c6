import type { ReactNode } from 'react'
import { Button } from './Button'
import { Notice } from './Page'
import * as css from './form.css'

export interface FormFooterProps {
  /** Why the last submit failed (an alert above the buttons), or null. */
  failure: string | null
  submitLabel: ReactNode
  /** A submit is under way: the button shows a spinner and takes no clicks. */
  busy: boolean
  /** Secondary actions after the submit button, such as a link back. */
  children?: ReactNode
}

/** The end of a form: its failure notice, then the submit button and any secondary actions in a row. */
export function FormFooter({ failure, submitLabel, busy, children }: FormFooterProps) {
  return (
    <>
      {failure && (
        <Notice tone="danger" alert>
          {failure}
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  )
}
