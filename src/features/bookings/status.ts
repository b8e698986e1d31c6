import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { BOOKING_STATUSES, type BookingStatus } from '../../lib/constants'

/** The six booking statuses in display order, with their labels (translate with i18n._). */
export const STATUSES: readonly BookingStatus[] = BOOKING_STATUSES

export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  void: msg`Void`,
  pending: msg`Pending`,
  deposit: msg`Deposit`,
  paid: msg`Paid`,
  reserved: msg`Reserved`,
  cancelled: msg`Cancelled`,
}
