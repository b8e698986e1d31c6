import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from './Button'
import type { ConfirmDialogProps } from './confirm-dialog-props'
import * as css from './dialog.css'

type Props = Omit<ConfirmDialogProps, 'trigger'> & { onClose: () => void }

/** The open dialog of ConfirmDialog (Radix: focus trap, Escape, an inert page behind). */
export default function ConfirmDialogBody({ title, description, confirmLabel, cancelLabel, danger, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
      onClose()
    } catch {
      // The action reports its own failure (toast); keep the dialog for a retry.
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        {/* ConfirmDialog puts focus back on its trigger. */}
        <Dialog.Content className={css.content} onCloseAutoFocus={(e) => e.preventDefault()}>
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
