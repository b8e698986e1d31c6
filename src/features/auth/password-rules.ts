import { t } from '@lingui/core/macro'
import { isPasswordLongEnough } from '../../lib/validation'

export interface NewPasswordErrors {
  password?: string
  confirmation?: string
}

/** The spec's two password rules, in its order: length, then the confirmation. */
export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (!isPasswordLongEnough(password)) errors.password = t`Password must be at least 6 characters long.`
  if (password !== confirmation) errors.confirmation = t`Passwords don't match.`
  return errors
}
