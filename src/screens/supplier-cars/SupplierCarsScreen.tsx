import { Trans, useLingui } from '@lingui/react/macro'
import * as layout from '../../ui/with-filters.css'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useOnline } from '../../lib/hooks/use-online'
import { KeywordSearch } from '../../ui/KeywordSearch'
import { Page } from '../../ui/Page'
import { useSession } from '../../features/auth/session'
import { DataFreshness } from '../../ui/DataFreshness'
import { toSearchString } from '../../lib/car-search/criteria'
import { FleetFilters } from '../../features/supplier-cars/FleetFilters'
import { FleetList } from '../../features/supplier-cars/FleetList'
import { NewCarAction } from '../../features/supplier-cars/NewCarAction'
import {
  DEFAULT_FLEET_FILTERS,
  KEYWORD_MAX_LENGTH,
  fleetQueryToSearch,
  isDefaultFleetFilters,
  parseFleetQuery,
  type FleetFilters as Filters,
  type FleetQuery,
} from '../../features/supplier-cars/fleet-query'
import { useFleet } from '../../features/supplier-cars/use-fleet'
import * as css from '../../features/supplier-cars/supplier-cars.css'
import { Disclosure } from '../../ui/Disclosure'

/**
 * /supplier/cars: the supplier's own cars, searched by name and filtered, all in
 * the query string; each car with its availability switch, Edit and Delete. The
 * pages seen are mirrored on the device, so the list also opens offline (read-only).
 */
export default function SupplierCarsScreen() {
  const { t } = useLingui()
  // The route is guarded: a supplier is signed in.
  const userId = useSession()!.id
  const search = useSearch()
  const [, navigate] = useLocation()
  const online = useOnline()
  const mobile = useIsMobile()
  const query = useMemo(() => parseFleetQuery(new URLSearchParams(search)), [search])
  const fleet = useFleet(userId, query)

  const latest = useRef(query)
  latest.current = query
  const go = useCallback(
    (next: FleetQuery) => navigate(`/supplier/cars${toSearchString(fleetQueryToSearch(next))}`, { replace: true }),
    [navigate],
  )
  const setFilters = useCallback((filters: Filters) => go({ ...latest.current, filters }), [go])
  const setKeyword = useCallback((keyword: string) => go({ ...latest.current, keyword }), [go])
  const widen = useCallback(() => go({ keyword: '', filters: DEFAULT_FLEET_FILTERS }), [go])

  return (
    <Page title={t({ id: 'title:/supplier/cars', message: 'My cars' })} actions={<NewCarAction online={online} />}>
      <div className={layout.withFilters}>
        <aside className={layout.filtersPanel} aria-label={t`Filters`}>
          <Disclosure label={t`Filters`} collapsible={mobile}>
            <FleetFilters filters={query.filters} onChange={setFilters} />
          </Disclosure>
        </aside>
        <div className={css.results}>
          <KeywordSearch
            value={query.keyword}
            onChange={setKeyword}
            name={t`Search my cars`}
            label={t`Search by name`}
            maxLength={KEYWORD_MAX_LENGTH}
          />
          <FleetList
            fleet={fleet}
            online={online}
            narrowed={!!query.keyword || !isDefaultFleetFilters(query.filters)}
            onWiden={widen}
            freshness={
              // "Last updated" from the first rows on, mirrored or not, so the line never comes and goes under the cards.
              fleet.cars.length > 0 && (
                <DataFreshness
                  savedAt={fleet.savedAt}
                  online={online}
                  refreshing={fleet.refreshing && !fleet.loading}
                  stale={fleet.error != null}
                  onRetry={fleet.retry}
                  staleText={<Trans>Your cars could not be refreshed; showing the copy saved on this device.</Trans>}
                  // Issue 52: the availability switch is a kept action (lib/queue); the rest needs the network.
                  offlineText={
                    <Trans>
                      You are offline. This is the copy saved on this device. Switching a car’s availability is kept and sent when you are
                      back online; other changes need the network.
                    </Trans>
                  }
                />
              )
            }
          />
        </div>
      </div>
    </Page>
  )
}
