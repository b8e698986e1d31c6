import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../ui/Button'
import * as css from '../../ui/dialog.css'

interface Props {
  name: string
  /** Whether drivers can still find the car (then the dialog offers to make it unavailable). */
  available: boolean
  /** Saves available = false; true once saved (the dialog then closes), false when it failed (it stays, for a retry). */
  onMakeUnavailable: () => Promise<boolean>
  onClose: () => void
}

/**
 * Said when the server refuses to delete a car (bookings are linked to it): what can
 * be done instead. A lazy chunk like ConfirmDialogBody, with the same Radix dialog
 * (focus trapped, Escape closes; the caller returns focus to its button).
 */
export default function BookedCarDialog({ name, available, onMakeUnavailable, onClose }: Props) {
  const [busy, setBusy] = useState(false)
  async function makeUnavailable() {
    setBusy(true)
    if (await onMakeUnavailable()) onClose()
    else setBusy(false)
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content} onCloseAutoFocus={(e) => e.preventDefault()}>
          <Dialog.Title className={css.title}>
            <Trans>This car cannot be deleted</Trans>
          </Dialog.Title>
          <Dialog.Description className={css.description}>
            {available ? (
              <Trans>
                Bookings are linked to {name}, so it cannot be deleted. You can make it unavailable instead: drivers will no longer find it.
              </Trans>
            ) : (
              <Trans>Bookings are linked to {name}, so it cannot be deleted. It is already unavailable: drivers do not find it.</Trans>
            )}
          </Dialog.Description>
          <div className={css.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                <Trans>Close</Trans>
              </Button>
            </Dialog.Close>
            {available && (
              <Button busy={busy} onClick={() => void makeUnavailable()}>
                <Trans>Make it unavailable</Trans>
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
