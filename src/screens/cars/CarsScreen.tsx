import { useLingui } from '@lingui/react/macro'
import * as layout from '../../ui/with-filters.css'
import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { CarSort } from '../../lib/constants'
import type { Car } from '../../lib/api/entities'
import { useIsMobile } from '../../lib/hooks/use-media'
import { useOnline } from '../../lib/hooks/use-online'
import { CarFiltersPanel } from '../../features/cars/CarFiltersPanel'
import { CarList } from '../../features/cars/CarList'
import { filtersToQuery, parseFilters, parseSort, sortToQuery, type CarFilters } from '../../lib/car-search/filters'
import { CarSortSelect } from '../../features/cars/CarSortSelect'
import { CARS_TOP_TEXTS } from '../../features/cars/cars-texts'
import { prefetchCarSearch, useCarList } from '../../features/cars/use-car-list'
import { useCompanies } from '../../features/cars/use-companies'
import { criteriaToQuery, isCompleteCriteria, parseCriteria, toSearchString, type RentalCriteria } from '../../lib/car-search/criteria'
import { SearchForm } from '../../features/search/SearchForm'
import { Button } from '../../ui/Button'
import { Notice, Page } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { Disclosure } from '../../ui/Disclosure'
import * as css from './cars.css'

// This module loads before the screen's first render (at start-up together with the catalogue, or
// on the first navigation here): the suppliers, then the search of the URL, are on the way by then.
prefetchCarSearch(location.search)

/** /cars: the search (editable), the filters and the available cars, all from the query string. */
export default function CarsScreen() {
  const { t, i18n } = useLingui()
  const search = useSearch()
  const [, navigate] = useLocation()
  const online = useOnline()
  const mobile = useIsMobile()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const criteria = useMemo(() => parseCriteria(params), [params])
  const filters = useMemo(() => parseFilters(params), [params])
  const sort = parseSort(params)
  const companies = useCompanies()
  const complete = isCompleteCriteria(criteria)

  // With the dates of a complete search, the list holds only the cars free for them (a search kept on the device shows at once).
  const list = useCarList(params)

  const setFilters = (next: CarFilters) => navigate(`/cars${toSearchString(filtersToQuery(next, params))}`, { replace: true })
  // A new order is a new entry in the history: Back returns to the previous one.
  const setSort = (next: CarSort) => navigate(`/cars${toSearchString(sortToQuery(next, params))}`)

  const onSearch = (next: RentalCriteria) => {
    const q = sortToQuery(sort, filtersToQuery(filters, criteriaToQuery(next)))
    navigate(`/cars${toSearchString(q)}`)
  }

  const criteriaQuery = useMemo(() => criteriaToQuery(criteria), [criteria])
  const hrefFor = useCallback(
    (car: Car) => {
      const q = new URLSearchParams({ c: car._id })
      if (complete) criteriaQuery.forEach((v, k) => q.set(k, v))
      return `/car-selection${toSearchString(q)}`
    },
    [complete, criteriaQuery],
  )

  const criteriaKey = criteriaQuery.toString()
  return (
    <Page title={t({ id: 'title:/cars', message: 'Cars' })}>
      <section className={css.search} aria-label={i18n._(CARS_TOP_TEXTS.yourSearch)}>
        <Disclosure label={i18n._(CARS_TOP_TEXTS.modifySearch)} collapsible={mobile}>
          <SearchForm key={criteriaKey} initial={criteria} onSearch={onSearch} compact />
        </Disclosure>
      </section>
      <div className={layout.withFilters}>
        <aside className={layout.filtersPanel} aria-label={i18n._(CARS_TOP_TEXTS.filters)}>
          <Disclosure label={i18n._(CARS_TOP_TEXTS.filters)} collapsible={mobile}>
            {companies.status === 'loading' && <Loading />}
            {companies.status === 'ready' && <CarFiltersPanel filters={filters} companies={companies.companies} onChange={setFilters} />}
          </Disclosure>
        </aside>
        <div className={css.results}>
          <div className={css.sort}>
            <CarSortSelect value={sort} onChange={setSort} />
          </div>
          {companies.status === 'error' && list.cars.length === 0 && !list.needsNetworkView ? (
            <Notice tone="danger" alert>
              <p className={css.noticeText}>
                {!online || companies.errorKind === 'offline'
                  ? t`Searching for cars needs a connection.`
                  : t`The cars could not be loaded.`}
              </p>
              <Button variant="secondary" small onClick={companies.retry}>
                {t`Try again`}
              </Button>
            </Notice>
          ) : (
            <CarList
              list={list}
              from={complete ? criteria.from : undefined}
              to={complete ? criteria.to : undefined}
              hrefFor={hrefFor}
              actionLabel={complete ? t`Choose this car` : t`View this car`}
              online={online}
            />
          )}
        </div>
      </div>
    </Page>
  )
}
