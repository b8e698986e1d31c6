import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { PAGE_OFFSET } from '../lib/constants'
import { useWhenNear } from '../lib/hooks/use-in-view'
import { Button } from './Button'
import { EmptyState } from './Page'
import { Loading } from './Spinner'
import * as css from './list-frame.css'

interface Props {
  /** How many items are shown, and the count's words ("12 places"). */
  shown: number
  count: ReactNode
  /** The count's test id, for the specs that read it. */
  countTestId?: string
  loading: boolean
  error: unknown
  /** Said (with "Try again") when the first page failed. */
  errorView: ReactNode
  hasMore: boolean
  more: () => void
  /** Under the count: how fresh the list is (below it, so the count never moves when it appears). */
  freshness?: ReactNode
  /** Said while the first page loads (or, instead, a placeholder the size of the rows), and while the next one does. */
  loadingText: string
  placeholder?: ReactNode
  loadingMoreText: string
  /** Said (with its actions) when nothing matches. */
  empty: ReactNode
  /** Changes when an item was removed: the focus then goes to the count, which says one less. */
  removals?: number
  /** How near the end (px) the next page is asked for. */
  offset?: number
  /** The items: list items (in a list of className itemsClassName), or (with list false) a list of their own. */
  children: ReactNode
  list?: boolean
  itemsClassName?: string
}

/**
 * The frame of a paged list (the supplier's cars, the operator's suppliers, places, accounts): the
 * count, the rows, more on scroll ("Show more" by hand), and the states: loading, nothing matching,
 * an error with "Try again".
 */
export function ListFrame(props: Props) {
  const { shown, count, loading, error, hasMore, more, freshness, loadingText, loadingMoreText, empty, removals = 0 } = props
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
      <p ref={countRef} className={css.count} role="status" tabIndex={-1} data-testid={props.countTestId}>
        {!firstLoad && (error == null || shown > 0) && count}
      </p>
      {freshness}
      {firstLoad && (props.placeholder ?? <Loading>{loadingText}</Loading>)}
      {shown > 0 && (props.list === false ? props.children : <ul className={props.itemsClassName ?? css.items}>{props.children}</ul>)}
      {error != null && !loading && shown === 0 && props.errorView}
      {!loading && error == null && shown === 0 && <EmptyState>{empty}</EmptyState>}
      {hasMore && <NearEnd rearm={shown} onNear={more} offset={props.offset ?? PAGE_OFFSET} />}
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

/** Asks for the next page once the end of the list comes near; a new one after each page (it reports at once if still near). */
function NearEnd({ onNear, rearm, offset }: { onNear: () => void; rearm: number; offset: number }) {
  const ref = useWhenNear<HTMLDivElement>(onNear, { rootMargin: `${offset}px`, enabled: true, rearm })
  return <div ref={ref} className={css.end} />
}
