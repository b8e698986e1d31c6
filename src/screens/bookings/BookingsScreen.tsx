import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useWhenNear } from '../../lib/hooks/use-in-view'
import { useSearchParams } from 'wouter'
import type { Booking } from '../../lib/api/entities'
import { prune, toggle } from '../../lib/selection'
import { PAGE_OFFSET } from '../../lib/constants'
import { prepareFormats } from '../../lib/i18n/format'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useOnline } from '../../lib/hooks/use-online'
import { Disclosure } from '../../ui/Disclosure'
import { EmptyState, Page } from '../../ui/Page'
import { Pager } from '../../ui/Pager'
import { Loading } from '../../ui/Spinner'
import { useSession } from '../../features/auth/session'
import type { Viewer } from '../../features/bookings/booking-view'
import { BookingsError } from '../../features/bookings/BookingsError'
import { BookingsFilters } from '../../features/bookings/BookingsFilters'
import { BookingsList } from '../../features/bookings/BookingsList'
import { DataFreshness } from '../../ui/DataFreshness'
import { filterToQuery, firstBookingsPage, parseFilter, parsePage, type BookingsFilterState } from '../../features/bookings/filters'
import { useBookingPages } from '../../features/bookings/use-booking-pages'
import { listKey, primeEntries } from '../../features/bookings/mirror'
import { keptFrameEntries } from '../../lib/storage/frame-snapshot'
import { useFrameSnapshot } from '../../ui/use-frame-snapshot'
import { holdKeptFrame } from '../../ui/HeldFrame'
import { useCancelBooking } from '../../features/bookings/use-cancel-booking'
import { BookingsOfflineNote } from '../../features/bookings/OfflineNote'

/** What a supplier's toolbar gets: the bookings on screen, the ticked ones, and how to apply a confirmed change. */
export interface BookingsSelection {
  bookings: Booking[]
  selected: ReadonlySet<string>
  setSelected: (next: ReadonlySet<string>) => void
  /** Applies a change the server confirmed to the rows on screen (the mirror is the caller's). */
  patch: (bookingIds: readonly string[], change: Partial<Booking>) => void
}

interface Props {
  /** Who is looking: the driver at his own bookings (default), a supplier at the bookings of its cars, or the operator at every supplier's. */
  who?: Viewer
  /** The heading; the driver's "My bookings" by default. */
  title?: string
  /** Over a supplier's list: what it does with the ticked bookings (each row then has a checkbox). */
  toolbar?: (selection: BookingsSelection) => ReactNode
}

const NONE: ReadonlySet<string> = new Set()

/** The longest the screen's first render waits for the mirror's copy that the first paint's frame shows. */
const FRAME_DATA_WAIT_MS = 1000

/**
 * The bookings list: the driver's /bookings, and (with `who`, `title` and `toolbar`) a supplier's
 * /supplier/bookings and the operator's /admin/bookings (the suppliers chosen in the filter, `c=`; all by default).
 */
function BookingsScreen({ who = 'driver', title, toolbar }: Props) {
  const { t, i18n } = useLingui()
  // The route is guarded: a driver (or, for /supplier/bookings, a supplier) is signed in.
  const user = useSession()!
  const language = useLanguage()
  const [search, setSearch] = useSearchParams()
  const searchText = search.toString()
  // A supplier sees the bookings of its own cars: its id is the only company asked for, and never in the URL.
  const supplierId = who === 'supplier' ? user.id : null
  const filter = useMemo(() => {
    const parsed = parseFilter(new URLSearchParams(searchText))
    return supplierId ? { ...parsed, companies: [supplierId] } : parsed
  }, [searchText, supplierId])
  const mobile = useIsMobile()
  const online = useOnline()
  const { page: firstPage, size } = firstBookingsPage(search, mobile)
  const page = parsePage(search)
  const queryOf = useCallback(
    (next: BookingsFilterState, p?: number) => filterToQuery(supplierId ? { ...next, companies: null } : next, p),
    [supplierId],
  )

  // Mobile: pages from 1, one more each time the end of the list comes near; desktop: the pager's page.
  const list = useBookingPages({ userId: user.id, language, filter, size, firstPage, everyDriver: who === 'admin' })
  const cancel = useCancelBooking(user.id, list.patch)
  const { retry, more, patch } = list

  // A supplier's ticked bookings: only ever those on screen.
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE)
  const ids = useMemo(() => list.items.map((b) => b._id), [list.items])
  useEffect(() => setSelected((s) => (s.size ? prune(s, ids) : s)), [ids])
  const select = useCallback((bookingId: string) => setSelected((s) => toggle(s, bookingId)), [])
  const patchMany = useCallback(
    (bookingIds: readonly string[], change: Partial<Booking>) => bookingIds.forEach((id) => patch(id, change)),
    [patch],
  )
  // While the list's request is on the way (a task after it has gone out), so the rows find them ready.
  useEffect(() => {
    const id = setTimeout(() => prepareFormats(i18n), 0)
    return () => clearTimeout(id)
  }, [i18n])

  const change = useCallback((next: BookingsFilterState) => setSearch(queryOf(next), { replace: false }), [setSearch, queryOf])

  const hasMore = mobile && list.items.length < list.total
  const canLoadMore = mobile && list.hasMore && !list.loading
  const sentinel = useWhenNear<HTMLDivElement>(more, {
    rootMargin: `0px 0px ${PAGE_OFFSET}px 0px`,
    enabled: canLoadMore,
    rearm: list.items.length,
  })

  // The driver's list as it is shown, for the next visit's first paint: its data in, nothing failed, its first page only.
  const shownWhole = who === 'driver' && !list.refreshing && list.error == null && list.items.length <= size
  const entry = useMemo(() => listKey(user.id, { filter, page: firstPage, size }), [user.id, filter, firstPage, size])
  useFrameSnapshot(user.id, entry, shownWhole)

  const total = list.total
  const empty = !list.loading && !list.error && list.items.length === 0

  return (
    <Page title={title ?? t({ id: 'title:/bookings', message: 'My bookings' })}>
      {/* On a phone the filters fold away (open when the URL narrows the list): the first booking shows without scrolling. */}
      <Disclosure label={t`Filters`} collapsible={mobile} defaultOpen={queryOf(filter).toString() !== ''}>
        <BookingsFilters filter={filter} language={language} onChange={change} who={who} />
      </Disclosure>
      <DataFreshness
        savedAt={list.savedAt}
        online={online}
        refreshing={list.refreshing && list.items.length > 0}
        stale={!!list.error && list.items.length > 0}
        onRetry={retry}
        offlineText={<BookingsOfflineNote who={who} />}
      />
      {total > 0 && (
        <p role="status">
          <Plural value={total} one="# booking" other="# bookings" />
        </p>
      )}
      {toolbar && list.items.length > 0 && toolbar({ bookings: list.items, selected, setSelected, patch: patchMany })}
      {list.items.length > 0 &&
        (toolbar ? (
          <BookingsList bookings={list.items} mobile={mobile} who={who} selected={selected} onSelect={select} />
        ) : (
          <BookingsList bookings={list.items} mobile={mobile} who={who} onCancel={cancel} onRefused={retry} />
        ))}
      {list.loading && list.items.length === 0 && <Loading />}
      {list.error != null && list.items.length === 0 && !list.loading && <BookingsError error={list.error} onRetry={retry} />}
      {empty && (
        <EmptyState>
          <Trans>No bookings.</Trans>
        </EmptyState>
      )}
      {hasMore && <div ref={sentinel} style={{ height: 1 }} />}
      {hasMore && list.loading && list.items.length > 0 && <Loading />}
      {!mobile && (
        <Pager
          page={page}
          pageSize={size}
          total={list.total}
          onPage={(p) => {
            setSearch(queryOf(filter, p))
            window.scrollTo({ top: 0 })
          }}
        />
      )}
    </Page>
  )
}

// When the first paint drew the markup React last rendered here (lib/storage/frame-snapshot.ts), the
// screen waits for the mirror's page it shows (a read of IndexedDB), the frame held meanwhile: it then
// replaces the frame with the same page, with no loading step between (use-booking-pages.ts `mirrorInHand`).
export default holdKeptFrame(BookingsScreen, primeEntries(keptFrameEntries(), FRAME_DATA_WAIT_MS))
