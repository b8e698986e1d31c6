import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Button } from './Button'
import * as css from './dialog.css'

export interface ConfirmDialogProps {
  /** The element that opens the dialog; focus returns to it on close. */
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  cancelLabel?: ReactNode
  danger?: boolean
  /** Runs on confirm; the dialog closes when it resolves and stays open (for a retry) when it throws. */
  onConfirm: () => Promise<unknown> | void
}

/** A confirmation dialog (Radix): traps focus, closes on Escape, returns focus to its trigger. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, danger, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch {
      // The action reports its own failure (toast); keep the dialog for a retry.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content}>
          <Dialog.Title className={css.title}>{title}</Dialog.Title>
          <Dialog.Description className={css.description}>{description}</Dialog.Description>
          <div className={css.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel ?? <Trans>Cancel</Trans>}
              </Button>
            </Dialog.Close>
            <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
