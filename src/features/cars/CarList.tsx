import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useWhenNear } from '../../lib/hooks/use-in-view'
import { useRenderLimit } from '../../lib/hooks/use-render-limit'
import type { Car } from '../../lib/api/entities'
import { CAR_PAGE_OFFSET } from '../../lib/constants'
import { Button } from '../../ui/Button'
import { EmptyState, Notice } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { CarCard } from './CarCard'
import { CARS_TOP_TEXTS } from './cars-texts'
import { SearchAge } from './SearchAge'
import type { CarListState } from './use-car-list'
import * as css from './car-list.css'

/** Cards rendered at first (a desktop shows about three, a phone one and a half), then this many more at a time. */
const FIRST_CARDS = 3
const NEXT_CARDS = 6

export interface CarListProps {
  list: CarListState
  from?: Date
  to?: Date
  /** The action of each card. */
  hrefFor: (car: Car) => string
  actionLabel: string
  online: boolean
}

/**
 * The car cards with infinite scroll: the next page loads when the end of the
 * list comes within CAR_PAGE_OFFSET px; "Show more" does the same by hand.
 */
export function CarList({ list, from, to, hrefFor, actionLabel, online }: CarListProps) {
  const { t, i18n } = useLingui()
  const { cars, status, hasMore, loadMore } = list
  const shown = cars.length
  const total = list.total
  // A card is large: the first few paint at once, the rest of the page follows a few per frame.
  const rendering = useRenderLimit(cars, FIRST_CARDS, NEXT_CARDS)

  // Re-armed after every page: it reports at once if the end is still near (once every card of the page is rendered).
  const sentinel = useWhenNear<HTMLDivElement>(loadMore, {
    rootMargin: `0px 0px ${CAR_PAGE_OFFSET}px 0px`,
    enabled: hasMore && status === 'ready' && !rendering.more,
    rearm: cars.length,
  })

  // Once this search has shown the device's copy, its age stays said (then the live reply's time), in the same box: nothing moves.
  // So too when the first paint drew it from the device and the live reply is in hand at the first render.
  const [noted, setNoted] = useState<string | null>(null)
  if ((list.fromDevice || list.drawnFromDevice) && noted !== list.searchKey) setNoted(list.searchKey)

  if (status === 'loading' && cars.length === 0) return <Loading>{t`Loading cars…`}</Loading>

  const error =
    status === 'error' ? (
      <Notice tone="danger" alert>
        <p className={css.errorText}>
          {list.needsNetworkView && cars.length === 0
            ? t`This view needs the network: the results saved on this device cannot answer it.`
            : !online || list.errorKind === 'offline'
              ? t`Searching for cars needs a connection.`
              : t`The cars could not be loaded.`}
        </p>
        <Button variant="secondary" small onClick={list.retry}>
          {t`Try again`}
        </Button>
      </Notice>
    ) : null

  if (status === 'ready' && cars.length === 0) return <EmptyState>{t`No cars.`}</EmptyState>

  return (
    <div className={css.list}>
      {cars.length > 0 && (
        <p className={css.count} role="status">
          {i18n._(CARS_TOP_TEXTS.count.id, { total })} · {i18n._(CARS_TOP_TEXTS.showing.id, { shown })}
        </p>
      )}
      {noted === list.searchKey && cars.length > 0 && list.savedAt !== null && (
        <SearchAge fromDevice={list.fromDevice} checking={list.checking} online={online} savedAt={list.savedAt} />
      )}
      <ul className={css.items}>
        {rendering.shown.map((car, i) => (
          <li key={car._id}>
            <CarCard car={car} from={from} to={to} href={hrefFor(car)} actionLabel={actionLabel} eager={i === 0} />
          </li>
        ))}
      </ul>
      {error}
      <div ref={sentinel} className={css.end}>
        {/* Kept while the next page loads (scrolling to it may have asked for it), so it never jumps away from a pointer. */}
        {((hasMore && status === 'ready') || list.loadingMore) && (
          <Button variant="secondary" onClick={loadMore} disabled={list.loadingMore}>
            {t`Show more`}
          </Button>
        )}
        {list.loadingMore && <Loading>{t`Loading more cars…`}</Loading>}
      </div>
    </div>
  )
}
