import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { PAGE_OFFSET } from '../../lib/constants'
import { useWhenNear } from '../../lib/hooks/use-in-view'
import { Button } from '../../ui/Button'
import { EmptyState } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { BookingsError } from '../bookings/BookingsError'
import * as css from './admin-places.css'

interface Props {
  /** How many items are shown, and the count's words ("12 places"). */
  shown: number
  count: ReactNode
  loading: boolean
  error: unknown
  hasMore: boolean
  more: () => void
  retry: () => void
  /** Under the count: how fresh the list is (below it, so the count never moves when it appears). */
  freshness?: ReactNode
  /** Said while the first page loads, and while the next one does. */
  loadingText: string
  loadingMoreText: string
  /** Said (with its actions) when nothing matches. */
  empty: ReactNode
  /** Changes when an item was removed: the focus then goes to the count, which says one less. */
  removals?: number
  /** The items: list items, or (with list false) a list of their own. */
  children: ReactNode
  list?: boolean
}

/**
 * The frame of an operator's list (places, accounts): the count, the rows, more on scroll ("Show
 * more" by hand), and the states: loading, nothing matching, an error with "Try again". Written
 * for these two lists; the supplier's car list has its own (with its cards' skeleton).
 */
export function AdminListFrame(props: Props) {
  const { shown, count, loading, error, hasMore, more, retry, freshness, loadingText, loadingMoreText, empty, removals = 0 } = props
  const { t } = useLingui()
  const countRef = useRef<HTMLParagraphElement>(null)
  const firstLoad = loading && shown === 0
  const lastRemovals = useRef(removals)
  useEffect(() => {
    if (removals !== lastRemovals.current) countRef.current?.focus()
    lastRemovals.current = removals
  }, [removals])

  return (
    <>
      <p ref={countRef} className={css.count} role="status" tabIndex={-1}>
        {!firstLoad && (error == null || shown > 0) && count}
      </p>
      {freshness}
      {firstLoad && <Loading>{loadingText}</Loading>}
      {shown > 0 && (props.list === false ? props.children : <ul className={css.items}>{props.children}</ul>)}
      {error != null && !loading && shown === 0 && <BookingsError error={error} onRetry={retry} />}
      {!loading && error == null && shown === 0 && <EmptyState>{empty}</EmptyState>}
      {hasMore && <NearEnd rearm={shown} onNear={more} />}
      {(hasMore || (loading && shown > 0)) && (
        <div className={css.end}>
          {loading ? (
            <Loading>{loadingMoreText}</Loading>
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

/** Asks for the next page once the end of the list comes near; a new one after each page. */
function NearEnd({ onNear, rearm }: { onNear: () => void; rearm: number }) {
  const ref = useWhenNear<HTMLDivElement>(onNear, { rootMargin: `${PAGE_OFFSET}px`, enabled: true, rearm })
  return <div ref={ref} className={css.end} />
}
