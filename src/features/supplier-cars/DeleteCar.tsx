import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { Car } from '../../lib/api/entities'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { carHasBookings, deleteCar } from '../../lib/api/supplier-cars'
import { Button } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { toast } from '../../ui/toast'
import * as css from './supplier-cars.css'

const loadConfirm = () => import('../../ui/ConfirmDialogBody')
const ConfirmDialogBody = lazy(loadConfirm)
const loadBooked = () => import('./BookedCarDialog')
const BookedCarDialog = lazy(loadBooked)

interface Props {
  car: Car
  online: boolean
  /** Saves the car's availability (the list's switch); true once saved. */
  onAvailable: (car: Car, available: boolean) => Promise<boolean>
  /** The server deleted the car: the list drops it (and moves the focus). */
  onDeleted: (carId: string) => void
}

/**
 * Delete, asking the server first (call 42). With bookings the car cannot go: a
 * dialog says so and offers to make it unavailable. Without, a confirmation, then
 * call 43. Each dialog traps the focus and gives it back to this button.
 */
export function DeleteCar({ car, online, onAvailable, onDeleted }: Props) {
  const { t } = useLingui()
  const name = car.name
  // Button takes no ref: the focus goes back by id.
  const buttonId = useId()
  const [checking, setChecking] = useState(false)
  const [dialog, setDialog] = useState<'confirm' | 'booked' | null>(null)
  // What closing the confirmation leads to: the car went, or bookings appeared meanwhile.
  const outcome = useRef<'deleted' | 'booked' | null>(null)

  // Focus back on Delete once a dialog has gone (not while it is still trapping it).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && dialog === null) document.getElementById(buttonId)?.focus()
    wasOpen.current = dialog !== null
  }, [dialog, buttonId])

  async function ask() {
    if (checking || dialog) return
    setChecking(true)
    try {
      setDialog((await carHasBookings(car._id)) ? 'booked' : 'confirm')
    } catch (error) {
      toast.error(apiErrorMessage(error))
    } finally {
      setChecking(false)
    }
  }

  async function remove() {
    try {
      await deleteCar(car._id) // false (204): it was already gone, which is what was asked
      outcome.current = 'deleted'
      toast.success(t`The car has been deleted.`)
    } catch (error) {
      // 400: bookings were linked to it since the check; say so rather than a bare refusal.
      if (isApiError(error, 'bad-request')) outcome.current = 'booked'
      else {
        toast.error(apiErrorMessage(error))
        throw error // the confirmation stays open for a retry
      }
    }
  }

  function closeConfirm() {
    const next = outcome.current
    outcome.current = null
    if (next === 'deleted') onDeleted(car._id)
    else setDialog(next)
  }

  async function makeUnavailable() {
    const saved = await onAvailable(car, false)
    if (saved) toast.success(t`The car is no longer available for rental.`)
    return saved
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="secondary"
        small
        className={css.action}
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
              title={t`Are you sure you want to delete this car?`}
              description={t`${name} and its picture will be deleted. This cannot be undone.`}
              confirmLabel={t`Delete`}
              danger
              onConfirm={remove}
              onClose={closeConfirm}
            />
          ) : (
            <BookedCarDialog name={name} available={car.available} onMakeUnavailable={makeUnavailable} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </>
  )
}
