/**
 * The rules of the supplier form, as the bundled API checks them (calls 45 and 49), so the
 * operator hears of a mistake before anything is sent: the name (1–100 characters), the email
 * (a new supplier's), the phone, the desk address (at most 200) and the opening hours and
 * instructions (at most 100).
 */
import { t } from '@lingui/core/macro'
import type { Language } from '../../lib/constants'
import { isEmail, isPhone } from '../../lib/validation'

export const NAME_MAX = 100
export const BIO_MAX = 100
export const ADDRESS_MAX = 200

export interface SupplierValues {
  fullName: string
  email: string
  phone: string
  location: string
  bio: string
  payLater: boolean
  language: Language
}

export type SupplierErrors = Partial<Record<'fullName' | 'email' | 'phone' | 'location' | 'bio' | 'logo', string>>

export const emptySupplierValues = (language: Language): SupplierValues => ({
  fullName: '',
  email: '',
  phone: '',
  location: '',
  bio: '',
  payLater: true,
  language,
})

/** The messages under the fields; `withEmail` for a new supplier (an existing one's email is not changed here). */
export function supplierErrors(values: SupplierValues, withEmail: boolean): SupplierErrors {
  const errors: SupplierErrors = {}
  const name = values.fullName.trim()
  if (!name) errors.fullName = t`Please enter the supplier's name.`
  else if (name.length > NAME_MAX) errors.fullName = t`The name is too long: at most ${NAME_MAX} characters.`
  if (withEmail && !isEmail(values.email.trim())) errors.email = t`Invalid email address`
  if (values.phone.trim() && !isPhone(values.phone.trim())) errors.phone = t`Invalid phone number`
  if (values.location.trim().length > ADDRESS_MAX) errors.location = t`The address is too long: at most ${ADDRESS_MAX} characters.`
  if (values.bio.trim().length > BIO_MAX) errors.bio = t`The opening hours and instructions are too long: at most ${BIO_MAX} characters.`
  return errors
}
