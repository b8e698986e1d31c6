import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback } from 'react'
import { useSearchParams } from 'wouter'
import type { BookingStatus } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { useLanguage } from '../../lib/i18n/use-language'
import { ButtonLink } from '../../ui/Button'
import { Page } from '../../ui/Page'
import { useSession } from '../../features/auth/session'
import { NoBookingYet } from '../../features/bookings/NoBookingYet'
import { DataFreshness } from '../../ui/DataFreshness'
import { useBooking } from '../../features/bookings/use-booking'
import { SupplierBookingDetail } from '../../features/supplier-bookings/SupplierBookingDetail'
import { useStatusChange } from '../../features/supplier-bookings/use-status-change'
import { bookingIdOf } from '../../features/bookings/filters'
import { BookingsOfflineNote } from '../../features/bookings/OfflineNote'

/** The handover kit (issue 49): its own chunk. */
const HandoverSection = lazy(() => import('../../features/handover/HandoverSection'))

/**
 * /supplier/booking?b=<id>: one booking of the supplier's cars; another supplier's, or an unknown id, is not found
 * (call 23 answers 204). With `admin`, the operator's /admin/booking?b=: any booking, its status changed as a supplier would.
 */
export default function SupplierBookingScreen({ admin = false }: { admin?: boolean }) {
  const { t } = useLingui()
  // The route is guarded: a supplier (or, for /admin/booking, the operator) is signed in.
  const user = useSession()!
  const language = useLanguage()
  const [search] = useSearchParams()
  const bookingId = bookingIdOf(search)
  const online = useOnline()
  const state = useBooking(user.id, bookingId, language)
  const { patch, retry } = state
  const onChanged = useCallback((_ids: readonly string[], status: BookingStatus) => patch({ status }), [patch])
  const change = useStatusChange(user.id, onChanged)

  return (
    <Page
      title={t({ id: 'title:/supplier/booking', message: 'Booking' })}
      actions={
        admin ? (
          <ButtonLink href="/admin/bookings" variant="secondary" small>
            <Trans>All bookings</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink href="/supplier/bookings" variant="secondary" small>
            <Trans>Bookings of my cars</Trans>
          </ButtonLink>
        )
      }
    >
      {state.booking && (
        <>
          <DataFreshness
            savedAt={state.savedAt}
            online={online}
            refreshing={state.loading}
            stale={!!state.error}
            onRetry={retry}
            offlineText={<BookingsOfflineNote who="supplier" checks />}
          />
          <SupplierBookingDetail booking={state.booking} change={change} />
          <Suspense fallback={null}>
            <HandoverSection booking={state.booking} userId={user.id} party={admin ? 'admin' : 'supplier'} onChanged={retry} />
          </Suspense>
        </>
      )}
      {!state.booking && <NoBookingYet loading={state.loading} notFound={state.notFound} error={state.error} onRetry={retry} />}
    </Page>
  )
}
