import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RentalPlace } from '../../lib/api/explore'
import { ButtonLink } from '../../ui/Button'
import { cx } from '../../ui/cx'
import { VisuallyHidden } from '../../ui/Page'
import * as css from './explore.css'
import { groupByLetter } from './group-places'
import { placeEntryId, searchHereHref } from './links'

interface Props {
  places: readonly RentalPlace[]
  /** The place last chosen on the map, outlined. */
  selected?: string | null
}

/** Every place, grouped by letter, each with its suppliers and "search here": the map's accessible equivalent. */
export function PlacesList({ places, selected }: Props) {
  const { i18n } = useLingui()
  const groups = groupByLetter(places, i18n.locale)
  return (
    <div className={css.groups} data-testid="places-list">
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`places-letter-${group.letter}`}>
          <h2 id={`places-letter-${group.letter}`} className={css.letter}>
            {group.letter}
          </h2>
          <ul className={css.list}>
            {group.places.map((place) => {
              const suppliers = place.suppliers.map((s) => s.fullName).join(', ')
              const count = place.suppliers.length
              return (
                <li
                  key={place._id}
                  id={placeEntryId(place._id)}
                  className={cx(css.item, selected === place._id && css.itemSelected)}
                  data-testid="place-entry"
                >
                  <h3 className={css.itemTitle} tabIndex={-1}>
                    {place.name}
                  </h3>
                  <p className={css.meta}>{plural(count, { one: `Supplier: ${suppliers}`, other: `Suppliers: ${suppliers}` })}</p>
                  <div className={css.actions}>
                    <ButtonLink href={searchHereHref(place._id)} variant="secondary" small>
                      <Trans>Search here</Trans>
                      <VisuallyHidden> {place.name}</VisuallyHidden>
                    </ButtonLink>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
