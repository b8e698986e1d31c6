import { Plural, Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { SupplierRow } from '../../lib/api/admin-suppliers'
import { config } from '../../lib/config'
import { ButtonLink } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { DeleteSupplier } from './DeleteSupplier'
import * as css from './admin-suppliers.css'

interface Props {
  supplier: SupplierRow
  online: boolean
  onDeleted: (id: string) => void
}

/** One supplier of the operator's list: logo and name, email, phone, its cars (a link to them), and Bookings, Edit, Delete. */
export function SupplierCard({ supplier, online, onDeleted }: Props) {
  const { _id: id, fullName: name, avatar, email, phone, carCount, verified } = supplier
  const q = encodeURIComponent(id)
  return (
    <article className={css.row} aria-labelledby={`supplier-${id}`}>
      <div className={css.identity}>
        <div className={css.nameLine}>
          {avatar && <img src={`${config.cdnUsers}/${avatar}`} width={60} height={30} className={css.logo} alt="" loading="lazy" />}
          <h2 id={`supplier-${id}`} className={css.name}>
            {name}
          </h2>
          {!verified && (
            <span className={css.pending}>
              <Trans>Not activated yet</Trans>
            </span>
          )}
        </div>
        <p className={css.muted}>
          {email}
          {phone && <> · {phone}</>}
        </p>
        <p className={css.muted}>
          <Link href={`/admin/cars?company=${q}`}>
            <Plural value={carCount} one="# car" other="# cars" />
            <VisuallyHidden> {name}</VisuallyHidden>
          </Link>
        </p>
      </div>
      <div className={css.actions}>
        <ButtonLink href={`/admin/bookings?company=${q}`} variant="secondary" small>
          <Trans>
            Bookings<VisuallyHidden> of {name}</VisuallyHidden>
          </Trans>
        </ButtonLink>
        <ButtonLink href={`/admin/edit-supplier?id=${q}`} variant="secondary" small>
          <Trans>
            Edit<VisuallyHidden> {name}</VisuallyHidden>
          </Trans>
        </ButtonLink>
        <DeleteSupplier supplier={supplier} online={online} onDeleted={onDeleted} />
      </div>
    </article>
  )
}
