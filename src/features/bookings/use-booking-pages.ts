/**
 * The driver's bookings, page by page: each page renders at once from the
 * mirror (the first one in the first render when the screen's module read it ahead: primeEntries), then is
 * revalidated from the network (with retries) and saved back.
 * Offline, a mirrored page is not asked for again; a page never seen offline is
 * still asked for, as the service worker may have it.
 */
import { useCallback } from 'react'
import { getBookings } from '../../lib/api/bookings'
import type { Booking, Paged } from '../../lib/api/entities'
import { withReadRetry } from '../../lib/api/read-policy'
import type { Language } from '../../lib/constants'
import { loadSuppliers } from '../../lib/data/reference-data'
import { usePagedList, type PagedList } from '../../lib/data/use-paged-list'
import { toBookingsQuery, type BookingsFilterState } from './filters'
import { listKey, primed, readList, writeList } from './mirror'

export interface BookingPages extends Omit<PagedList<Booking>, 'mutate'> {
  /** Applies a confirmed change to the rows on screen (the mirror is patched by the caller). */
  patch: (bookingId: string, patch: Partial<Booking>) => void
}

interface Options {
  userId: string
  language: Language
  filter: BookingsFilterState
  size: number
  /** The page shown first: the pager's page on desktop; 1 with infinite scroll (more() adds the next). */
  firstPage: number
  /** The operator: every driver's bookings of the suppliers asked for (call 22 without `user`). */
  everyDriver?: boolean
}

export function useBookingPages({ userId, language, filter, size, firstPage, everyDriver = false }: Options): BookingPages {
  const list = usePagedList(
    ['bookings', userId, language, size, filter, firstPage],
    async (page, signal) => {
      const suppliers = filter.companies ? [] : (await loadSuppliers()).map((s) => s._id)
      const query = toBookingsQuery(filter, suppliers, everyDriver ? null : userId)
      return withReadRetry(() => getBookings(page, size, language, query, { signal }), signal)
    },
    {
      firstPage,
      mirror: {
        read: (page) => readList(userId, { filter, page, size }),
        write: (page, data, savedAt) => writeList(userId, { filter, page, size }, data, savedAt),
      },
      // The first page as the screen's module read it ahead, when the first paint drew its frame.
      mirrorInHand: (page) => (page === 1 ? primed<Paged<Booking>>(listKey(userId, { filter, page, size })) : undefined),
      offline: 'mirror',
      revalidateOnReconnect: true,
      readPolicy: false,
      // The rows are what the driver waits for: render them ahead of any background work queued meanwhile.
      renderAtOnce: true,
    },
  )
  const { mutate } = list
  const patch = useCallback(
    (bookingId: string, change: Partial<Booking>) => mutate((b) => (b._id === bookingId ? { ...b, ...change } : b)),
    [mutate],
  )
  return { ...list, patch }
}
