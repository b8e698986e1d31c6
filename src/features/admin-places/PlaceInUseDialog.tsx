import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/Button'
import * as css from '../../ui/dialog.css'

/**
 * Said when a place cannot be deleted (call 56 says, or call 57 refuses: a car or a booking uses
 * it), and what to do instead. A lazy chunk with the same Radix dialog as ConfirmDialogBody (focus
 * trapped, Escape closes; the caller returns focus to its button).
 */
export default function PlaceInUseDialog({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content} onCloseAutoFocus={(e) => e.preventDefault()}>
          <Dialog.Title className={css.title}>
            <Trans>This place cannot be deleted</Trans>
          </Dialog.Title>
          <Dialog.Description className={css.description}>
            <Trans>
              A car or a booking uses {name} (as a pick-up or drop-off place), so it cannot be deleted: a booking is never lost. You can
              rename it or move its pick-up point instead.
            </Trans>
          </Dialog.Description>
          <div className={css.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Close</Trans>
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
