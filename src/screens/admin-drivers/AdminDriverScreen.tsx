import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { idOf } from '../../features/admin-places/admin-query'
import * as css from '../../features/admin-places/admin-places.css'
import { accountsMirror } from '../../features/admin-drivers/accounts-mirror'
import { accountKindLabel, accountStateLabel } from '../../features/admin-drivers/account-texts'
import { BlacklistAction } from '../../features/admin-drivers/BlacklistAction'
import { useAccount } from '../../features/admin-drivers/use-account'
import { useDriverBookings } from '../../features/admin-drivers/use-driver-bookings'
import { BookingsError } from '../../features/bookings/BookingsError'
import { BookingsList } from '../../features/bookings/BookingsList'
import { DataFreshness } from '../../ui/DataFreshness'
import type { User } from '../../lib/api/entities'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useLanguage } from '../../lib/i18n/use-language'
import { ButtonLink } from '../../ui/Button'
import { ListFrame } from '../../ui/ListFrame'
import { Card, EmptyState, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'

/**
 * /admin/driver?id=: one account's facts and state in words, Blacklist or Lift behind a confirmation
 * (call 59), and, for a driver, its bookings (call 22 with `user`, through the bookings list of
 * features/bookings). The copy last seen opens at once and offline (read-only there).
 */
export default function AdminDriverScreen() {
  const { t } = useLingui()
  const adminId = useSession()!.id
  const id = idOf(new URLSearchParams(useSearch()))
  const account = useAccount(adminId, id)
  const user = account.data ?? null
  const missing = !id || (account.fresh && user === null) || (!account.loading && account.error == null && user === null)

  function changed(blacklisted: boolean) {
    account.mutate((u) => (u ? { ...u, blacklisted } : u))
    if (user) {
      void accountsMirror.writeItem(adminId, user._id, { ...user, blacklisted })
      void accountsMirror.patchPages(adminId, user._id, (u) => ({ ...u, blacklisted }))
    }
  }

  let content
  if (missing) {
    content = (
      <EmptyState>
        <Trans>This account is not known on this device, or it no longer exists. Find it in the list of drivers.</Trans>
        <br />
        <ButtonLink href="/admin/drivers" variant="secondary">
          <Trans>Back to the drivers</Trans>
        </ButtonLink>
      </EmptyState>
    )
  } else if (user) {
    content = (
      <>
        <DataFreshness
          savedAt={account.savedAt}
          online={account.online}
          refreshing={account.loading}
          stale={account.error != null}
          onRetry={account.retry}
        />
        <AccountFacts user={user} online={account.online} onChanged={changed} />
        {user.type === 'user' && <DriverBookings adminId={adminId} driverId={user._id} />}
      </>
    )
  } else if (account.error != null && !account.loading) content = <BookingsError error={account.error} onRetry={account.retry} />
  else content = <Loading>{t`Loading the account…`}</Loading>

  return <Page title={user?.fullName ?? t`Account`}>{content}</Page>
}

function AccountFacts({ user, online, onChanged }: { user: User; online: boolean; onChanged: (blacklisted: boolean) => void }) {
  const { i18n } = useLingui()
  return (
    <Card>
      <dl className={css.facts}>
        <dt className={css.muted}>
          <Trans>Email</Trans>
        </dt>
        <dd className={css.name}>{user.email}</dd>
        {user.phone && (
          <>
            <dt className={css.muted}>
              <Trans>Phone</Trans>
            </dt>
            <dd className={css.name}>{user.phone}</dd>
          </>
        )}
        <dt className={css.muted}>
          <Trans>Kind of account</Trans>
        </dt>
        <dd className={css.name}>{i18n._(accountKindLabel(user))}</dd>
        <dt className={css.muted}>
          <Trans>State</Trans>
        </dt>
        <dd className={css.name} data-testid="account-state">
          {i18n._(accountStateLabel(user))}
        </dd>
      </dl>
      {user.type === 'user' && (
        <div className={css.actions}>
          <BlacklistAction driver={user} online={online} onChanged={onChanged} />
        </div>
      )}
    </Card>
  )
}

function DriverBookings({ adminId, driverId }: { adminId: string; driverId: string }) {
  const { t } = useLingui()
  const language = useLanguage()
  const mobile = useIsMobile()
  const bookings = useDriverBookings(adminId, driverId, language)
  return (
    <section aria-labelledby="driver-bookings" className={css.results}>
      <h2 id="driver-bookings" className={css.name}>
        <Trans>Bookings</Trans>
      </h2>
      <ListFrame
        shown={bookings.items.length}
        count={<Plural value={bookings.total} one="# booking" other="# bookings" />}
        loading={bookings.loading}
        error={bookings.error}
        hasMore={bookings.hasMore}
        more={bookings.more}
        errorView={<BookingsError error={bookings.error} onRetry={bookings.retry} />}
        loadingText={t`Loading bookings…`}
        loadingMoreText={t`Loading more bookings…`}
        empty={<Trans>No bookings.</Trans>}
        list={false}
      >
        <BookingsList bookings={bookings.items} mobile={mobile} who="admin" />
      </ListFrame>
    </section>
  )
}
