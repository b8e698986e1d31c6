import * as Dialog from '@radix-ui/react-dialog'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import { Button } from '../../ui/Button'
import * as css from '../../ui/dialog.css'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { makeSupplierCarsUnavailable } from './make-cars-unavailable'

interface Props {
  supplierId: string
  name: string
  carCount: number
  onClose: () => void
}

/**
 * Said when a supplier cannot be deleted (bookings are linked to it: a booking is never lost),
 * with what can be done instead: make its cars unavailable, so drivers no longer find them while
 * its bookings stay. A lazy chunk with the same Radix dialog as ConfirmDialogBody (focus trapped,
 * Escape closes; the caller returns focus to its button).
 */
export default function SupplierBookedDialog({ supplierId, name, carCount, onClose }: Props) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  async function makeUnavailable() {
    setBusy(true)
    setFailure(null)
    try {
      const changed = await makeSupplierCarsUnavailable(supplierId)
      toast.success(
        changed > 0 ? t`The cars of ${name} are no longer available for rental.` : t`The cars of ${name} were already unavailable.`,
      )
      onClose()
    } catch (error) {
      setFailure(apiErrorMessage(error))
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content} onCloseAutoFocus={(e) => e.preventDefault()}>
          <Dialog.Title className={css.title}>
            <Trans>This supplier cannot be deleted</Trans>
          </Dialog.Title>
          <Dialog.Description className={css.description}>
            <Trans>Bookings are linked to {name}, so it cannot be deleted: a booking is never lost. Nothing has been deleted.</Trans>{' '}
            {carCount > 0 ? (
              <Trans>
                To take it off the marketplace instead, make its cars unavailable: drivers will no longer find them, and its bookings stay
                as they are.
              </Trans>
            ) : (
              <Trans>It has no cars, so drivers already find nothing of it.</Trans>
            )}
          </Dialog.Description>
          {failure && (
            <Notice tone="danger" alert>
              {failure}
            </Notice>
          )}
          <div className={css.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                <Trans>Close</Trans>
              </Button>
            </Dialog.Close>
            {carCount > 0 && (
              <Button busy={busy} onClick={() => void makeUnavailable()}>
                <Plural value={carCount} one="Make its car unavailable" other="Make its # cars unavailable" />
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
