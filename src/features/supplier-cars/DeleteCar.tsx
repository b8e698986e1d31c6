import { Trans, useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import type { Car } from '../../lib/api/entities'
import { isApiError } from '../../lib/api/errors'
import { carHasBookings, deleteCar } from '../../lib/api/supplier-cars'
import { DeleteAskedFirst } from '../../ui/DeleteAskedFirst'
import { VisuallyHidden } from '../../ui/Page'
import { toast } from '../../ui/toast'
import * as css from './supplier-cars.css'

const BookedCarDialog = lazy(() => import('./BookedCarDialog'))

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
 * call 43 (whose 400, if bookings were linked to it since the check, leads to the same dialog).
 */
export function DeleteCar({ car, online, onAvailable, onDeleted }: Props) {
  const { t } = useLingui()
  const name = car.name

  async function makeUnavailable() {
    const saved = await onAvailable(car, false)
    if (saved) toast.success(t`The car is no longer available for rental.`)
    return saved
  }

  return (
    <DeleteAskedFirst
      label={
        <Trans>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      }
      online={online}
      className={css.action}
      isRefused={() => carHasBookings(car._id)}
      title={t`Are you sure you want to delete this car?`}
      description={t`${name} and its picture will be deleted. This cannot be undone.`}
      confirmLabel={t`Delete`}
      remove={() => deleteCar(car._id)}
      isRefusal={(error) => isApiError(error, 'bad-request')}
      deleted={t`The car has been deleted.`}
      onDeleted={() => onDeleted(car._id)}
      refusal={(close) => <BookedCarDialog name={name} available={car.available} onMakeUnavailable={makeUnavailable} onClose={close} />}
    />
  )
}
