import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { CAR_PAGE_OFFSET } from '../../lib/constants'
import { Button } from '../../ui/Button'
import { EmptyState, VisuallyHidden } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { BookingsError } from '../bookings/BookingsError'
import * as freshness from '../bookings/bookings.css'
import { useWhenNear } from '../../lib/hooks/use-in-view'
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
  const { cars, total, loading, error, hasMore, more, retry, setAvailable, remove } = fleet
  const countRef = useRef<HTMLParagraphElement>(null)
  const firstLoad = loading && cars.length === 0

  // A deleted car's button is gone: the focus goes to the count, which now says one car less.
  const deleted = useRef(false)
  const onDeleted = useCallback(
    (carId: string) => {
      deleted.current = true
      remove(carId)
    },
    [remove],
  )
  useEffect(() => {
    if (!deleted.current) return
    deleted.current = false
    countRef.current?.focus()
  }, [cars])

  return (
    <>
      <p ref={countRef} className={css.count} role="status" tabIndex={-1} data-testid="supplier-cars-count">
        {!firstLoad && (error == null || cars.length > 0) && <Plural value={total} one="# car" other="# cars" />}
      </p>
      {freshness}
      {firstLoad && <Skeleton label={t`Loading cars…`} />}
      {cars.length > 0 && (
        <ul className={css.items}>
          {cars.map((car, i) => (
            <li key={car._id}>
              <FleetCarCard car={car} online={online} eager={i === 0} onAvailable={setAvailable} onDeleted={onDeleted} admin={!!admin} />
            </li>
          ))}
        </ul>
      )}
      {error != null && !loading && cars.length === 0 && <BookingsError error={error} onRetry={retry} />}
      {!loading && error == null && cars.length === 0 && (
        <EmptyState>
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
        </EmptyState>
      )}
      {hasMore && <NearEnd rearm={cars.length} onNear={more} />}
      {(hasMore || (loading && cars.length > 0)) && (
        <div className={css.end}>
          {loading ? (
            <Loading>{t`Loading more cars…`}</Loading>
          ) : (
            <Button variant="secondary" onClick={more}>
              {t`Show more`}
            </Button>
          )}
        </div>
      )}
    </>
  )
}

/** Asks for the next page once the end of the list comes near; a new one after each page (it reports at once if still near). */
function NearEnd({ onNear, rearm }: { onNear: () => void; rearm: number }) {
  const ref = useWhenNear<HTMLDivElement>(onNear, { rootMargin: `${CAR_PAGE_OFFSET}px`, enabled: true, rearm })
  return <div ref={ref} className={css.end} />
}

/** The "last updated" line and three cards, as grey boxes the size of the real ones, so nothing moves when they arrive. */
function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" className={css.skeleton}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {/* Where "Last updated" will be. */}
      <div className={freshness.meta} aria-hidden="true">
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
