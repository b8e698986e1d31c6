import type { ReactNode } from 'react'

/** What ConfirmDialog takes; its lazily loaded body (ConfirmDialogBody) reads the same props, so both import them from here. */
export interface ConfirmDialogProps {
  /** The button that opens the dialog (one element); focus returns to it on close. */
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  cancelLabel?: ReactNode
  danger?: boolean
  /** Runs on confirm; the dialog closes when it resolves and stays open (for a retry) when it throws. */
  onConfirm: () => Promise<unknown> | void
}
