import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../ui/Button'
import { ListFrame } from '../../ui/ListFrame'
import { VisuallyHidden } from '../../ui/Page'
import { useListFrame } from '../bookings/use-list-frame'
import * as freshness from '../../ui/data-freshness.css'
import * as card from '../cars/car-card.css'
import { FleetCarCard } from './FleetCarCard'
import { NewCarAction } from './NewCarAction'
import type { Fleet } from './use-fleet'
import * as css from './supplier-cars.css'

interface Props {
  fleet: Fleet
  online: boolean
  /** Whether a keyword or a filter narrows the list (an empty list then offers to widen it). */
  narrowed: boolean
  onWiden: () => void
  /** Shown under the count (how fresh the list is): below it, so the count never moves when it appears. */
  freshness?: ReactNode
  /** The operator's list (several suppliers' cars): where "New car" goes, and the cards name their supplier. */
  admin?: { newCarHref: string }
}

/**
 * The supplier's cars: the count, the cards, more on scroll ("Show more" by hand),
 * and the states: a skeleton with the cards' own boxes while the first page loads,
 * nothing yet (with "New car"), nothing matching, and an error with "Try again".
 */
export function FleetList({ fleet, online, narrowed, onWiden, freshness, admin }: Props) {
  const { t } = useLingui()
  const { cars, total, setAvailable } = fleet
  // A deleted car's button is gone: the focus goes to the count, which now says one car less.
  const { frame, onRemoved: onDeleted } = useListFrame(fleet, cars.length)

  return (
    <ListFrame
      {...frame}
      count={<Plural value={total} one="# car" other="# cars" />}
      countTestId="supplier-cars-count"
      freshness={freshness}
      loadingText={t`Loading cars…`}
      placeholder={<Skeleton label={t`Loading cars…`} />}
      loadingMoreText={t`Loading more cars…`}
      itemsClassName={css.items}
      empty={
        <>
          {narrowed ? (
            <Trans>No cars.</Trans>
          ) : admin ? (
            <Trans>No cars yet.</Trans>
          ) : (
            <Trans>You have no cars yet. Add your first one: drivers will find it.</Trans>
          )}
          <span className={css.emptyActions}>
            {narrowed ? (
              <Button variant="secondary" onClick={onWiden}>
                {admin ? <Trans>Show all the cars</Trans> : <Trans>Show all my cars</Trans>}
              </Button>
            ) : (
              <NewCarAction online={online} href={admin?.newCarHref} />
            )}
          </span>
        </>
      }
    >
      {cars.map((car, i) => (
        <li key={car._id}>
          <FleetCarCard car={car} online={online} eager={i === 0} onAvailable={setAvailable} onDeleted={onDeleted} admin={!!admin} />
        </li>
      ))}
    </ListFrame>
  )
}

/** The "last updated" line and three cards, as grey boxes the size of the real ones, so nothing moves when they arrive. */
function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" className={css.skeleton}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {/* Where "Last updated" will be. */}
      <div className={freshness.line.between} aria-hidden="true">
        <span className={css.boneMeta} />
      </div>
      <ul className={css.items} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={card.card}>
            <span className={css.boneImage} />
            <span className={card.body}>
              <span className={css.boneLine} style={{ width: '60%' }} />
              <span className={css.boneLine} style={{ width: '90%' }} />
              <span className={css.boneLine} style={{ width: '75%' }} />
            </span>
            <span className={card.aside}>
              <span className={css.boneLine} />
              <span className={css.boneLine} style={{ height: '44px' }} />
              <span className={css.boneLine} style={{ height: '36px' }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
