/**
 * A driver's bookings for the operator (/admin/driver): call 22 with the driver as `user` and every
 * supplier's id (call 28), newest first, BOOKINGS_MOBILE_PAGE_SIZE a page, one more on more().
 * Saved on the device like the operator's other lists, so they open offline, read-only.
 */
import { getBookings } from '../../lib/api/bookings'
import type { Booking } from '../../lib/api/entities'
import { withReadRetry } from '../../lib/api/read-policy'
import { BOOKING_STATUSES, BOOKINGS_MOBILE_PAGE_SIZE, type Language } from '../../lib/constants'
import { loadSuppliers } from '../../lib/data/reference-data'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { accountMirror } from '../../lib/data/account-mirror'
import { IDB } from '../../lib/storage/keys'

const SIZE = BOOKINGS_MOBILE_PAGE_SIZE
const bookingsMirror = accountMirror<Booking>('admin driver bookings', IDB.adminDrivers)

export function useDriverBookings(adminId: string, driverId: string, language: Language): PagedList<Booking> {
  const query = (page: number) => ({ bookingsOf: driverId, language, page, size: SIZE })
  return usePagedList(
    driverId ? ['admin-driver-bookings', adminId, driverId, language] : null,
    async (page, signal) => {
      const companies = (await loadSuppliers()).map((s) => s._id)
      return withReadRetry(
        () => getBookings(page, SIZE, language, { companies, statuses: [...BOOKING_STATUSES], user: driverId }, { signal }),
        signal,
      )
    },
    {
      idOf: (b) => b._id,
      mirror: {
        read: (page) => bookingsMirror.readPage(adminId, query(page)),
        write: (page, data, savedAt) => bookingsMirror.writePage(adminId, query(page), data, savedAt),
      },
      offline: 'mirror',
      readPolicy: false,
      revalidateOnReconnect: true,
    },
  )
}
