import { t } from '@lingui/core/macro'
import { isEmail } from '../../lib/validation'

export interface ContactValues {
  email: string
  subject: string
  message: string
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  if (!isEmail(values.email)) errors.email = t`Invalid email address`
  if (!values.subject.trim()) errors.subject = t`Please fill in this field.`
  if (!values.message.trim()) errors.message = t`Please fill in this field.`
  return errors
}
