import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState, type ReactNode } from 'react'
import { CAR_PAGE_OFFSET } from '../../lib/constants'
import { Button, ButtonLink } from '../../ui/Button'
import { ListFrame } from '../../ui/ListFrame'
import { BookingsError } from '../bookings/BookingsError'
import { SupplierCard } from './SupplierCard'
import type { Suppliers } from './use-suppliers'

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

  // A deleted supplier's row is gone: the focus goes to the count, which now says one less.
  const [removals, setRemovals] = useState(0)
  const onDeleted = useCallback(
    (id: string) => {
      setRemovals((n) => n + 1)
      remove(id)
    },
    [remove],
  )

  return (
    <ListFrame
      shown={suppliers.length}
      count={<Plural value={total} one="# supplier" other="# suppliers" />}
      countTestId="admin-suppliers-count"
      loading={loading}
      error={error}
      errorView={<BookingsError error={error} onRetry={retry} />}
      hasMore={hasMore}
      more={more}
      freshness={freshness}
      loadingText={t`Loading the suppliers…`}
      loadingMoreText={t`Loading more suppliers…`}
      removals={removals}
      offset={CAR_PAGE_OFFSET}
      empty={
        <>
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
        </>
      }
    >
      {suppliers.map((s) => (
        <li key={s._id}>
          <SupplierCard supplier={s} online={online} onDeleted={onDeleted} />
        </li>
      ))}
    </ListFrame>
  )
}
