import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { SelectionToolbar } from '../../features/supplier-bookings/SelectionToolbar'
import BookingsScreen, { type BookingsSelection } from '../bookings/BookingsScreen'

/**
 * /admin/bookings: every supplier's bookings for the operator, the supplier's list reused: the
 * suppliers filter (call 28's suppliers, `c=` in the URL; all when none is chosen), the supplier and
 * the driver on each row, and a checkbox per row to change the status of any booking (call 44).
 * A link from the suppliers' list names one supplier as `?company=<id>`, read as that filter.
 */
export default function AdminBookingsScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  const search = useSearch()
  const [, navigate] = useLocation()
  const company = new URLSearchParams(search).get('company')
  useEffect(() => {
    if (company !== null) navigate(company ? `/admin/bookings?c=${encodeURIComponent(company)}` : '/admin/bookings', { replace: true })
  }, [company, navigate])
  const toolbar = useCallback((selection: BookingsSelection) => <SelectionToolbar userId={userId} {...selection} />, [userId])
  if (company !== null) return null
  return <BookingsScreen who="admin" title={t`All bookings`} toolbar={toolbar} />
}
