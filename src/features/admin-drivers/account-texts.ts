/** The words for an account's kind and state (translate with i18n._). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { User } from '../../lib/api/entities'
import type { AccountFilter } from './drivers-query'

export const ACCOUNT_FILTER_LABELS: Record<AccountFilter, MessageDescriptor> = {
  user: msg`Drivers`,
  company: msg`Suppliers`,
  admin: msg`Operators`,
  all: msg`All accounts`,
}

const KIND_LABELS: Record<User['type'], MessageDescriptor> = {
  user: msg`Driver`,
  company: msg`Supplier`,
  supplier: msg`Supplier`,
  admin: msg`Operator`,
}

export function accountKindLabel(user: Pick<User, 'type'>): MessageDescriptor {
  return KIND_LABELS[user.type]
}

/** The account's state in words: blacklisted first (it matters most), then whether its email is verified. */
export function accountStateLabel(user: Pick<User, 'blacklisted' | 'verified'>): MessageDescriptor {
  if (user.blacklisted) return msg`Blacklisted: cannot sign in`
  return user.verified ? msg`Active` : msg`Email not verified yet`
}
