import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { deleteSupplier, supplierHasBookings, type SupplierRow } from '../../lib/api/admin-suppliers'
import { apiErrorMessage } from '../../lib/api/error-message'
import { failureReason } from '../../lib/api/failure'
import { Button } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { toast } from '../../ui/toast'

const loadConfirm = () => import('../../ui/ConfirmDialogBody')
const ConfirmDialogBody = lazy(loadConfirm)
const loadBooked = () => import('./SupplierBookedDialog')
const SupplierBookedDialog = lazy(loadBooked)

interface Props {
  supplier: SupplierRow
  online: boolean
  /** The server deleted the supplier: the list drops it. */
  onDeleted: (id: string) => void
}

/**
 * Delete, asking the server first (call 51). With bookings the supplier cannot go (a booking is
 * never lost): a dialog says so and offers instead to make its cars unavailable, which takes it
 * off the drivers' search. Without, a confirmation, then call 52. Each dialog traps the focus and
 * gives it back to this button.
 */
export function DeleteSupplier({ supplier, online, onDeleted }: Props) {
  const { t } = useLingui()
  const name = supplier.fullName
  const buttonId = useId()
  const [checking, setChecking] = useState(false)
  const [dialog, setDialog] = useState<'confirm' | 'booked' | null>(null)
  const outcome = useRef<'deleted' | 'booked' | null>(null)

  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && dialog === null) document.getElementById(buttonId)?.focus()
    wasOpen.current = dialog !== null
  }, [dialog, buttonId])

  async function ask() {
    if (checking || dialog) return
    setChecking(true)
    try {
      setDialog((await supplierHasBookings(supplier._id)) ? 'booked' : 'confirm')
    } catch (error) {
      toast.error(apiErrorMessage(error))
    } finally {
      setChecking(false)
    }
  }

  async function remove() {
    try {
      await deleteSupplier(supplier._id) // false (204): already gone, which is what was asked
      outcome.current = 'deleted'
      toast.success(t`${name} has been deleted.`)
    } catch (error) {
      // 400: a booking came in since the check; say so rather than a bare refusal.
      if (failureReason(error) === 'has-bookings') outcome.current = 'booked'
      else {
        toast.error(apiErrorMessage(error))
        throw error // the confirmation stays open for a retry
      }
    }
  }

  function closeConfirm() {
    const next = outcome.current
    outcome.current = null
    if (next === 'deleted') onDeleted(supplier._id)
    else setDialog(next)
  }

  const cars = supplier.carCount
  return (
    <>
      <Button
        id={buttonId}
        variant="secondary"
        small
        disabled={!online}
        aria-busy={checking || undefined}
        aria-haspopup="dialog"
        onClick={() => void ask()}
        onPointerEnter={() => void loadConfirm()}
        onFocus={() => void loadConfirm()}
      >
        {checking && <Spinner size={16} decorative />}
        <Trans>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'confirm' ? (
            <ConfirmDialogBody
              title={t`Delete ${name}?`}
              description={
                <>
                  {t`${name} will be deleted with its logo and its notifications. This cannot be undone.`}{' '}
                  <Plural
                    value={cars}
                    _0="It has no cars."
                    one="Its car and the car's picture go too."
                    other="Its # cars and their pictures go too."
                  />
                </>
              }
              confirmLabel={t`Delete`}
              danger
              onConfirm={remove}
              onClose={closeConfirm}
            />
          ) : (
            <SupplierBookedDialog supplierId={supplier._id} name={name} carCount={cars} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </>
  )
}
