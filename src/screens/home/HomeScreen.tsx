import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useMemo } from 'react'
import { useSearch } from 'wouter'
import { parseCriteria } from '../../lib/car-search/criteria'
import { SearchForm } from '../../features/search/SearchForm'
import { Page } from '../../ui/Page'
import * as css from '../../ui/hero.css'

// The places and suppliers in brief: a chunk of their own, never part of the home page's first load,
// asked for once the form is usable and the browser idle.
const ExploreTeaser = lazy(() =>
  new Promise((idle) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(idle, { timeout: 2000 }) : setTimeout(idle, 300),
  ).then(() => import('../../features/explore/ExploreTeaser')),
)

/** Home: a light hero (no images: first paint budget), the rental search, then the places and suppliers in brief. */
export default function HomeScreen() {
  const { t } = useLingui()
  const search = useSearch()
  const initial = useMemo(() => parseCriteria(new URLSearchParams(search)), [search])
  return (
    <Page title={t({ id: 'title:/', message: 'Find a car' })}>
      <div className={css.layout}>
        <section className={css.hero} aria-labelledby="home-tagline">
          <p id="home-tagline" className={css.tagline}>
            <Trans id="home.tagline">Rent the right car, wherever the road starts.</Trans>
          </p>
          <ul className={css.points}>
            <li>
              <Trans id="home.point.suppliers">Trusted local suppliers, compared in one place</Trans>
            </li>
            <li>
              <Trans id="home.point.prices">Clear prices: options, deposit and discounts up front</Trans>
            </li>
            <li>
              <Trans id="home.point.offline">Your bookings with you, even offline</Trans>
            </li>
          </ul>
        </section>
        <section className={css.card} aria-label={t`Search for a car`}>
          {/* A place chosen below (?p=) starts the form again with it. */}
          <SearchForm key={initial.pickupLocation} initial={initial} />
        </section>
      </div>
      {/* Its room is held while it loads. */}
      <div style={{ minHeight: '22rem' }}>
        <Suspense fallback={null}>
          <ExploreTeaser />
        </Suspense>
      </div>
    </Page>
  )
}
