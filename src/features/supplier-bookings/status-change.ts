/** What a supplier may do to the status of the bookings of its cars (call 44), as pure rules. */
import { isApiError } from '../../lib/api/errors'
import type { BookingStatus } from '../../lib/constants'
import { STATUSES } from '../bookings/status'

/**
 * The statuses a supplier sets, in display order: every status of the spec (section 4 lists
 * void among them and shows no transition rule, so none is invented here; the server decides).
 */
export const SUPPLIER_STATUSES: readonly BookingStatus[] = STATUSES

/** Why a status change failed, as the person needs to hear it; call 44 is all or nothing, so nothing changed in every case. */
export type StatusChangeFailure = 'connection' | 'session' | 'not-yours' | 'conflict' | 'other'

export function statusChangeFailure(error: unknown): StatusChangeFailure {
  if (isApiError(error, 'offline') || isApiError(error, 'network') || isApiError(error, 'server')) return 'connection'
  if (isApiError(error, 'unauthorized')) return error.status === 403 ? 'not-yours' : 'session'
  if (isApiError(error, 'conflict')) return 'conflict'
  return 'other'
}

/** Whether `value` (a form's text) is a status a supplier may choose. */
export function isSupplierStatus(value: string): value is BookingStatus {
  return (SUPPLIER_STATUSES as readonly string[]).includes(value)
}
