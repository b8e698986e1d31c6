import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSession } from '../../features/auth/session'
import { KEYWORD_MAX_LENGTH, withQuery } from '../../features/admin-places/admin-query'
import * as css from '../../features/admin-places/admin-places.css'
import { ACCOUNT_FILTER_LABELS } from '../../features/admin-drivers/account-texts'
import { DriverRow } from '../../features/admin-drivers/DriverRow'
import {
  ACCOUNT_FILTERS,
  driversQueryToParams,
  parseDriversQuery,
  type AccountFilter,
  type DriversQuery,
} from '../../features/admin-drivers/drivers-query'
import { useDrivers } from '../../features/admin-drivers/use-drivers'
import { BookingsError } from '../../features/bookings/BookingsError'
import { DataFreshness } from '../../ui/DataFreshness'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/Field'
import { KeywordSearch } from '../../ui/KeywordSearch'
import { ListFrame } from '../../ui/ListFrame'
import { Page } from '../../ui/Page'

/**
 * /admin/drivers?s=&type=: the accounts by name (call 58, paged on the server, more on scroll),
 * drivers unless the type filter says otherwise; each driver opens its page and can be blacklisted
 * or lifted behind a confirmation. The pages seen are kept on the device: offline, read-only.
 */
export default function AdminDriversScreen() {
  const { t, i18n } = useLingui()
  // The route is guarded: an admin is signed in.
  const adminId = useSession()!.id
  const search = useSearch()
  const [, navigate] = useLocation()
  const query = useMemo(() => parseDriversQuery(new URLSearchParams(search)), [search])
  const drivers = useDrivers(adminId, query)
  const { online } = drivers

  const latest = useRef(query)
  latest.current = query
  const go = useCallback(
    (next: DriversQuery) => navigate(withQuery('/admin/drivers', driversQueryToParams(next)), { replace: true }),
    [navigate],
  )
  const setKeyword = useCallback((keyword: string) => go({ ...latest.current, keyword }), [go])

  return (
    <Page title={t`Drivers and accounts`}>
      <div className={css.results}>
        <div className={css.actions}>
          <KeywordSearch
            value={query.keyword}
            onChange={setKeyword}
            name={t`Search the accounts`}
            label={t`Search by name or email`}
            maxLength={KEYWORD_MAX_LENGTH}
          />
          <SelectField
            label={t`Kind of account`}
            name="type"
            value={query.type}
            onChange={(e) => go({ ...latest.current, type: e.target.value as AccountFilter })}
          >
            {ACCOUNT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {i18n._(ACCOUNT_FILTER_LABELS[filter])}
              </option>
            ))}
          </SelectField>
        </div>
        <ListFrame
          shown={drivers.items.length}
          count={<Plural value={drivers.total} one="# account" other="# accounts" />}
          loading={drivers.loading}
          error={drivers.error}
          hasMore={drivers.hasMore}
          more={drivers.more}
          errorView={<BookingsError error={drivers.error} onRetry={drivers.retry} />}
          loadingText={t`Loading accounts…`}
          loadingMoreText={t`Loading more accounts…`}
          freshness={
            drivers.items.length > 0 && (
              <DataFreshness
                savedAt={drivers.savedAt}
                online={online}
                refreshing={drivers.refreshing && !drivers.loading}
                stale={drivers.error != null}
                onRetry={drivers.retry}
                staleText={<Trans>The accounts could not be refreshed; showing the copy saved on this device.</Trans>}
              />
            )
          }
          empty={
            query.keyword || query.type !== 'user' ? (
              <>
                <Trans>No account matches this search.</Trans>{' '}
                <Button variant="ghost" small onClick={() => go({ keyword: '', type: 'user' })}>
                  <Trans>Show all drivers</Trans>
                </Button>
              </>
            ) : (
              <Trans>No drivers yet.</Trans>
            )
          }
        >
          {drivers.items.map((user) => (
            <li key={user._id}>
              <DriverRow user={user} online={online} onChanged={drivers.patch} />
            </li>
          ))}
        </ListFrame>
      </div>
    </Page>
  )
}
