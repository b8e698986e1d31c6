import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { User } from '../../lib/api/entities'
import { ButtonLink } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import * as css from '../admin-places/admin-places.css'
import { accountKindLabel, accountStateLabel } from './account-texts'
import { BlacklistAction } from './BlacklistAction'

interface Props {
  user: User
  online: boolean
  onChanged: (userId: string, change: Partial<User>) => void
}

/** One account: name, email, kind and state in words; a driver's opens its page and can be blacklisted or lifted, a supplier's opens its edit screen. */
export const DriverRow = memo(function DriverRow({ user, online, onChanged }: Props) {
  const { i18n } = useLingui()
  const titleId = `admin-account-${user._id}`
  const driver = user.type === 'user'
  return (
    <article className={css.row} aria-labelledby={titleId} data-testid="admin-account" data-user-id={user._id}>
      <div className={css.facts}>
        <h2 id={titleId} className={css.name}>
          {user.fullName}
        </h2>
        <p className={css.muted}>{user.email}</p>
        <p className={user.blacklisted ? css.reason : css.muted}>
          {i18n._(accountKindLabel(user))} · {i18n._(accountStateLabel(user))}
        </p>
      </div>
      {user.type === 'company' && (
        <div className={css.actions}>
          <ButtonLink href={`/admin/edit-supplier?id=${encodeURIComponent(user._id)}`} variant="secondary" small>
            <Trans>
              Open<VisuallyHidden> {user.fullName}</VisuallyHidden>
            </Trans>
          </ButtonLink>
        </div>
      )}
      {driver && (
        <div className={css.actions}>
          <ButtonLink href={`/admin/driver?id=${encodeURIComponent(user._id)}`} variant="secondary" small>
            <Trans>
              Open<VisuallyHidden> {user.fullName}</VisuallyHidden>
            </Trans>
          </ButtonLink>
          <BlacklistAction driver={user} online={online} onChanged={(blacklisted) => onChanged(user._id, { blacklisted })} />
        </div>
      )}
    </article>
  )
})
