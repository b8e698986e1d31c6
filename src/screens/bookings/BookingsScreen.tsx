import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { BOOKINGS_MOBILE_PAGE_SIZE, BOOKINGS_PAGE_SIZE, PAGE_OFFSET } from '../../lib/constants'
import { prepareFormats } from '../../lib/i18n/format'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useOnline } from '../../lib/hooks/use-online'
import { EmptyState, Page } from '../../ui/Page'
import { Pager } from '../../ui/Pager'
import { Loading } from '../../ui/Spinner'
import { useSession } from '../../features/auth/session'
import { BookingsError } from '../../features/bookings/BookingsError'
import { BookingsFilters } from '../../features/bookings/BookingsFilters'
import { BookingsList } from '../../features/bookings/BookingsList'
import { DataFreshness } from '../../features/bookings/DataFreshness'
import { filterToQuery, parseFilter, parsePage, type BookingsFilterState } from '../../features/bookings/filters'
import { useBookingPages } from '../../features/bookings/use-booking-pages'
import { useCancelBooking } from '../../features/bookings/use-cancel-booking'

export default function BookingsScreen() {
  const { t, i18n } = useLingui()
  // The route is guarded: a driver is signed in.
  const user = useSession()!
  const language = useLanguage()
  const [search, setSearch] = useSearchParams()
  const searchText = search.toString()
  const filter = useMemo(() => parseFilter(new URLSearchParams(searchText)), [searchText])
  const filterKey = JSON.stringify(filter)
  const mobile = useIsMobile()
  const online = useOnline()
  const page = parsePage(search)
  const size = mobile ? BOOKINGS_MOBILE_PAGE_SIZE : BOOKINGS_PAGE_SIZE

  // Mobile: pages 1..count, one more each time the end of the list comes near.
  const [loaded, setLoaded] = useState({ key: filterKey, count: 1 })
  const count = loaded.key === filterKey ? loaded.count : 1
  const pages = useMemo(() => (mobile ? Array.from({ length: count }, (_, i) => i + 1) : [page]), [mobile, count, page])

  const list = useBookingPages({ userId: user.id, language, filter, size, pages })
  const cancel = useCancelBooking(user.id, list.patch)
  const { retry } = list
  // While the list's request is on the way (a task after it has gone out), so the rows find them ready.
  useEffect(() => {
    const id = setTimeout(() => prepareFormats(i18n), 0)
    return () => clearTimeout(id)
  }, [i18n])

  const change = useCallback((next: BookingsFilterState) => setSearch(filterToQuery(next), { replace: false }), [setSearch])

  const hasMore = mobile && list.items.length < list.total
  const canLoadMore = hasMore && !list.loading && !list.error
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!canLoadMore || !el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting)) setLoaded({ key: filterKey, count: count + 1 })
      },
      { rootMargin: `0px 0px ${PAGE_OFFSET}px 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [canLoadMore, filterKey, count])

  const total = list.total
  const empty = !list.loading && !list.error && list.items.length === 0

  return (
    <Page title={t({ id: 'title:/bookings', message: 'My bookings' })}>
      <BookingsFilters filter={filter} language={language} onChange={change} />
      <DataFreshness
        savedAt={list.savedAt}
        online={online}
        refreshing={list.refreshing && list.items.length > 0}
        stale={!!list.error && list.items.length > 0}
        onRetry={retry}
      />
      {total > 0 && (
        <p role="status">
          <Plural value={total} one="# booking" other="# bookings" />
        </p>
      )}
      {list.items.length > 0 && <BookingsList bookings={list.items} mobile={mobile} onCancel={cancel} onRefused={retry} />}
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
            setSearch(filterToQuery(filter, p))
            window.scrollTo({ top: 0 })
          }}
        />
      )}
    </Page>
  )
}
