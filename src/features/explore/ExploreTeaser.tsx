import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { useLanguage } from '../../lib/i18n/use-language'
import * as css from './explore.css'
import { searchHereHref, supplierCarsHref } from './links'
import { useRentalPlaces, useRentalSuppliers } from './use-explore'

const PLACES_SHOWN = 6
const SUPPLIERS_SHOWN = 4

/**
 * The home page's brief, below the search: a few places (each opens the search there) and a
 * few suppliers (each opens its cars), with "see all". A lazy chunk the home screen asks for
 * once the form is usable, drawn whole once both reads are done, in a room the home screen
 * holds: nothing moves. A failed read leaves only the links. No logos: they would bring the
 * car list's styles to the home page.
 */
export default function ExploreTeaser() {
  const { t } = useLingui()
  const language = useLanguage()
  const placesRead = useRentalPlaces(language)
  const suppliersRead = useRentalSuppliers(language)
  const places = placesRead.data
  const suppliers = suppliersRead.data
  // Shown at once, when both reads are done (or failed: then the links alone), so nothing in it moves.
  const settled = (read: { data: unknown; loading: boolean }) => read.data !== undefined || !read.loading
  if (!settled(placesRead) || !settled(suppliersRead)) return null
  return (
    <div className={css.teaser} data-testid="explore-teaser">
      <section aria-labelledby="teaser-places">
        <h2 id="teaser-places" className={css.teaserTitle}>
          <Trans>Where to pick up a car</Trans>
        </h2>
        {places && (
          <ul className={css.chips}>
            {places.slice(0, PLACES_SHOWN).map(({ _id, name }) => (
              <li key={_id}>
                <Link href={searchHereHref(_id)} className={css.chip} aria-label={t`Search here: ${name}`}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link href="/locations" className={css.seeAll}>
          <Trans>See all places</Trans>
        </Link>
      </section>
      <section aria-labelledby="teaser-suppliers">
        <h2 id="teaser-suppliers" className={css.teaserTitle}>
          <Trans>Who rents the cars</Trans>
        </h2>
        {suppliers && (
          <ul className={css.chips}>
            {suppliers.slice(0, SUPPLIERS_SHOWN).map((supplier) => {
              const name = supplier.fullName
              return (
                <li key={supplier._id}>
                  <Link href={supplierCarsHref(supplier._id)} className={css.chip} aria-label={t`See its cars: ${name}`}>
                    {name}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
        <Link href="/suppliers" className={css.seeAll}>
          <Trans>See all suppliers</Trans>
        </Link>
      </section>
    </div>
  )
}
