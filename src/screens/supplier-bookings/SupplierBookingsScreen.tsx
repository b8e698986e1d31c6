import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useSession } from '../../features/auth/session'
import { SelectionToolbar } from '../../features/supplier-bookings/SelectionToolbar'
import BookingsScreen, { type BookingsSelection } from '../bookings/BookingsScreen'

/**
 * /supplier/bookings: the driver's bookings list, seen by the supplier whose cars they are (the
 * server scopes calls 22 and 23 to them): the driver instead of the supplier on each row, no cancel
 * action, and a checkbox per row to change the status of the ticked bookings (call 44).
 */
export default function SupplierBookingsScreen() {
  const { t } = useLingui()
  // The route is guarded: a supplier is signed in.
  const userId = useSession()!.id
  const toolbar = useCallback((selection: BookingsSelection) => <SelectionToolbar userId={userId} {...selection} />, [userId])
  return <BookingsScreen who="supplier" title={t({ id: 'title:/supplier/bookings', message: 'Bookings of my cars' })} toolbar={toolbar} />
}
