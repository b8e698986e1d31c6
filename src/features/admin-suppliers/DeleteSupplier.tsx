import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lazy } from 'react'
import { deleteSupplier, supplierHasBookings, type SupplierRow } from '../../lib/api/admin-suppliers'
import { failureReason } from '../../lib/api/failure'
import { DeleteAskedFirst } from '../../ui/DeleteAskedFirst'
import { VisuallyHidden } from '../../ui/Page'

const SupplierBookedDialog = lazy(() => import('./SupplierBookedDialog'))

interface Props {
  supplier: SupplierRow
  online: boolean
  /** The server deleted the supplier: the list drops it. */
  onDeleted: (id: string) => void
}

/**
 * Delete, asking the server first (call 51). With bookings the supplier cannot go (a booking is
 * never lost): a dialog says so and offers instead to make its cars unavailable, which takes it
 * off the drivers' search. Without, a confirmation, then call 52 (whose refusal, if a booking
 * came in since the check, leads to the same dialog).
 */
export function DeleteSupplier({ supplier, online, onDeleted }: Props) {
  const { t } = useLingui()
  const name = supplier.fullName
  const cars = supplier.carCount
  return (
    <DeleteAskedFirst
      label={
        <Trans>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      }
      online={online}
      isRefused={() => supplierHasBookings(supplier._id)}
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
      remove={() => deleteSupplier(supplier._id)}
      isRefusal={(error) => failureReason(error) === 'has-bookings'}
      deleted={t`${name} has been deleted.`}
      onDeleted={() => onDeleted(supplier._id)}
      refusal={(close) => <SupplierBookedDialog supplierId={supplier._id} name={name} carCount={cars} onClose={close} />}
    />
  )
}
