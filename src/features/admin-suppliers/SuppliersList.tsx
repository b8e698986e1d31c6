import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button, ButtonLink } from '../../ui/Button'
import { ListFrame } from '../../ui/ListFrame'
import { useListFrame } from '../bookings/use-list-frame'
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
  const { suppliers, total } = list
  // A deleted supplier's row is gone: the focus goes to the count, which now says one less.
  const { frame, onRemoved: onDeleted } = useListFrame(list, suppliers.length)

  return (
    <ListFrame
      {...frame}
      count={<Plural value={total} one="# supplier" other="# suppliers" />}
      countTestId="admin-suppliers-count"
      freshness={freshness}
      loadingText={t`Loading the suppliers…`}
      loadingMoreText={t`Loading more suppliers…`}
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
