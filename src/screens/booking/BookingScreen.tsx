import { Trans, useLingui } from '@lingui/react/macro'
import { useLanguage } from '../../lib/i18n/use-language'
import { lazy, Suspense, useCallback } from 'react'
import { useSearchParams } from 'wouter'
import type { Booking } from '../../lib/api/entities'
import { useOnline } from '../../lib/hooks/use-online'
import { ButtonLink } from '../../ui/Button'
import { Page } from '../../ui/Page'
import { useSession } from '../../features/auth/session'
import { BookingDetail } from '../../features/bookings/BookingDetail'
import { NoBookingYet } from '../../features/bookings/NoBookingYet'
import { DataFreshness } from '../../ui/DataFreshness'
import { useBooking } from '../../features/bookings/use-booking'
import { useCancelBooking } from '../../features/bookings/use-cancel-booking'
import * as passCss from '../../features/booking-pass/pass.css'
import { bookingIdOf } from '../../features/bookings/filters'
import { bookingKey, primeEntries } from '../../features/bookings/mirror'
import { keptFrameEntries } from '../../lib/storage/frame-snapshot'
import { useFrameSnapshot } from '../../ui/use-frame-snapshot'
import { holdKeptFrame } from '../../ui/HeldFrame'
import { BookingsOfflineNote } from '../../features/bookings/OfflineNote'

/** The handover kit (issue 49): its own chunk, loaded with a booking to show. */
const HandoverSection = lazy(() => import('../../features/handover/HandoverSection'))

/** The longest the screen's first render waits for the mirror's copy that the first paint's frame shows. */
const FRAME_DATA_WAIT_MS = 1000

function BookingScreen() {
  const { t } = useLingui()
  const user = useSession()!
  const language = useLanguage()
  const [search] = useSearchParams()
  const bookingId = bookingIdOf(search)
  const online = useOnline()
  const state = useBooking(user.id, bookingId, language)
  const { patch, retry } = state
  const onChange = useCallback((_id: string, change: Partial<Booking>) => patch(change), [patch])
  const cancel = useCancelBooking(user.id, onChange)
  // A change went through: show the server's booking at once, then read it again (the mirror and the pass's copy follow).
  const onAmended = useCallback(
    (amended: Booking) => {
      patch(amended)
      retry()
    },
    [patch, retry],
  )

  // The pass as it is shown, for the next visit's first paint: its data in, nothing failed or pending.
  useFrameSnapshot(user.id, bookingId ? bookingKey(user.id, bookingId) : null, !!state.booking && !state.loading && !state.error)

  return (
    <Page
      title={state.booking ? t`Booking ${state.booking.car.name}` : t`Booking`}
      actions={
        // Not while the first answer is awaited: the longer title then pushes the link to the next
        // line on a phone, and the page would move under the driver's finger.
        (state.booking || !state.loading) && (
          <span data-print="hide">
            <ButtonLink href="/bookings" variant="secondary" small>
              <Trans>My bookings</Trans>
            </ButtonLink>
          </span>
        )
      }
    >
      {state.booking && (
        // The pass class turns on the print style sheet (the pass alone, on one page).
        <div className={passCss.screen}>
          <div data-print="hide">
            <DataFreshness
              savedAt={state.savedAt}
              online={online}
              refreshing={state.loading}
              stale={!!state.error}
              onRetry={retry}
              offlineText={<BookingsOfflineNote who="driver" checks />}
            />
          </div>
          <BookingDetail
            booking={state.booking}
            driverName={user.fullName}
            savedAt={state.savedAt}
            onCancel={cancel}
            onRefused={retry}
            onAmended={onAmended}
          />
          <Suspense fallback={null}>
            <HandoverSection booking={state.booking} userId={user.id} party="driver" onChanged={retry} />
          </Suspense>
        </div>
      )}
      {!state.booking && <NoBookingYet loading={state.loading} notFound={state.notFound} error={state.error} onRetry={retry} />}
    </Page>
  )
}

// When the first paint drew the pass React last rendered (lib/storage/frame-snapshot.ts), the screen
// waits for the mirror's booking it shows (a read of IndexedDB), the frame held meanwhile; the first
// paint's call for it may have answered by then (use-booking.ts `inHand`). It then replaces the frame
// with the same pass.
export default holdKeptFrame(BookingScreen, primeEntries(keptFrameEntries(), FRAME_DATA_WAIT_MS))
