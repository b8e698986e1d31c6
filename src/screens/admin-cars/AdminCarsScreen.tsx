import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { SupplierSelect } from '../../features/admin-suppliers/SupplierSelect'
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
import { useSuppliers } from '../../lib/data/reference-data'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useOnline } from '../../lib/hooks/use-online'
import { Disclosure } from '../../ui/Disclosure'
import { KeywordSearch } from '../../ui/KeywordSearch'
import { Page } from '../../ui/Page'
import * as layout from '../../ui/with-filters.css'

const ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * /admin/cars?company=<id>: the cars of one supplier (or of every supplier) for the operator, the
 * supplier's own fleet screen reused: the supplier chosen from call 28's list, the keyword and
 * filters, all in the query string; each car with its availability switch, Edit and Delete
 * (calls 40–43 act on any car). The pages seen are mirrored: offline the list opens read-only.
 */
export default function AdminCarsScreen() {
  const { t } = useLingui()
  const userId = useSession()!.id
  const search = useSearch()
  const [, navigate] = useLocation()
  const online = useOnline()
  const mobile = useIsMobile()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const raw = params.get('company') ?? ''
  const company = ID.test(raw) ? raw : ''
  const query = useMemo(() => parseFleetQuery(params), [params])
  const suppliers = useSuppliers()
  const all = suppliers.data
  const ids = useMemo(() => (company ? [company] : all ? all.map((s) => s._id) : null), [company, all])
  const fleet = useFleet(userId, query, ids)

  const latest = useRef({ query, company })
  latest.current = { query, company }
  const go = useCallback(
    (next: FleetQuery, supplier: string) => {
      const q = fleetQueryToSearch(next)
      if (supplier) q.set('company', supplier)
      navigate(`/admin/cars${toSearchString(q)}`, { replace: true })
    },
    [navigate],
  )
  const setFilters = useCallback((filters: Filters) => go({ ...latest.current.query, filters }, latest.current.company), [go])
  const setKeyword = useCallback((keyword: string) => go({ ...latest.current.query, keyword }, latest.current.company), [go])
  const setCompany = useCallback((id: string) => go(latest.current.query, id), [go])
  const widen = useCallback(() => go({ keyword: '', filters: DEFAULT_FLEET_FILTERS }, latest.current.company), [go])
  const newCarHref = company ? `/admin/new-car?company=${encodeURIComponent(company)}` : '/admin/new-car'
  const name = all?.find((s) => s._id === company)?.fullName

  return (
    <Page title={name ? t`Cars of ${name}` : t`All cars`} actions={<NewCarAction online={online} href={newCarHref} />}>
      <div className={layout.withFilters}>
        <aside className={layout.filtersPanel} aria-label={t`Filters`}>
          <Disclosure label={t`Filters`} collapsible={mobile}>
            <FleetFilters filters={query.filters} onChange={setFilters} />
          </Disclosure>
        </aside>
        <div className={css.results}>
          <SupplierSelect suppliers={all} value={company} onChange={setCompany} noneLabel={t`All suppliers`} />
          <KeywordSearch
            value={query.keyword}
            onChange={setKeyword}
            name={t`Search the cars`}
            label={t`Search by name`}
            maxLength={KEYWORD_MAX_LENGTH}
          />
          <FleetList
            fleet={fleet}
            online={online}
            narrowed={!!query.keyword || !isDefaultFleetFilters(query.filters)}
            onWiden={widen}
            admin={{ newCarHref }}
            freshness={
              fleet.cars.length > 0 && (
                <DataFreshness
                  savedAt={fleet.savedAt}
                  online={online}
                  refreshing={fleet.refreshing && !fleet.loading}
                  stale={fleet.error != null}
                  onRetry={fleet.retry}
                  staleText={<Trans>The cars could not be refreshed; showing the copy saved on this device.</Trans>}
                />
              )
            }
          />
        </div>
      </div>
    </Page>
  )
}
