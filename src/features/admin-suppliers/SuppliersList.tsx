import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { CAR_PAGE_OFFSET } from '../../lib/constants'
import { useWhenNear } from '../../lib/hooks/use-in-view'
import { Button, ButtonLink } from '../../ui/Button'
import { EmptyState } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { BookingsError } from '../bookings/BookingsError'
import { SupplierCard } from './SupplierCard'
import type { Suppliers } from './use-suppliers'
import * as css from './admin-suppliers.css'

interface Props {
  list: Suppliers
  online: boolean
  /** Whether a keyword narrows the list (an empty list then offers to show them all). */
  narrowed: boolean
  onWiden: () => void
  /** How fresh the list is, under the count. */
  freshness?: ReactNode
}

/** The operator's suppliers: the count, the rows, more on scroll ("Show more" by hand), and the empty and error states. */
export function SuppliersList({ list, online, narrowed, onWiden, freshness }: Props) {
  const { t } = useLingui()
  const { suppliers, total, loading, error, hasMore, more, retry, remove } = list
  const countRef = useRef<HTMLParagraphElement>(null)
  const firstLoad = loading && suppliers.length === 0

  // A deleted supplier's row is gone: the focus goes to the count, which now says one less.
  const deleted = useRef(false)
  const onDeleted = useCallback(
    (id: string) => {
      deleted.current = true
      remove(id)
    },
    [remove],
  )
  useEffect(() => {
    if (!deleted.current) return
    deleted.current = false
    countRef.current?.focus()
  }, [suppliers])

  return (
    <>
      <p ref={countRef} className={css.count} role="status" tabIndex={-1} data-testid="admin-suppliers-count">
        {!firstLoad && (error == null || suppliers.length > 0) && <Plural value={total} one="# supplier" other="# suppliers" />}
      </p>
      {freshness}
      {firstLoad && <Loading>{t`Loading the suppliers…`}</Loading>}
      {suppliers.length > 0 && (
        <ul className={css.items}>
          {suppliers.map((s) => (
            <li key={s._id}>
              <SupplierCard supplier={s} online={online} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
      {error != null && !loading && suppliers.length === 0 && <BookingsError error={error} onRetry={retry} />}
      {!loading && error == null && suppliers.length === 0 && (
        <EmptyState>
          {narrowed ? <Trans>No supplier matches this search.</Trans> : <Trans>There is no supplier yet.</Trans>}{' '}
          {narrowed ? (
            <Button variant="secondary" onClick={onWiden}>
              <Trans>Show all suppliers</Trans>
            </Button>
          ) : (
            online && (
              <ButtonLink href="/admin/new-supplier">
                <Trans>New supplier</Trans>
              </ButtonLink>
            )
          )}
        </EmptyState>
      )}
      {hasMore && <NearEnd rearm={suppliers.length} onNear={more} />}
      {(hasMore || (loading && suppliers.length > 0)) && (
        <div className={css.end}>
          {loading ? (
            <Loading>{t`Loading more suppliers…`}</Loading>
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
  const ref = useWhenNear<HTMLDivElement>(onNear, { rootMargin: `${CAR_PAGE_OFFSET}px`, enabled: true, rearm })
  return <div ref={ref} className={css.end} />
}
