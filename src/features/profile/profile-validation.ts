import { t } from '@lingui/core/macro'
import { isOldEnough, isPhone } from '../../lib/validation'

export const BIO_MAX_LENGTH = 100

export interface ProfileValues {
  fullName: string
  phone: string
  /** yyyy-mm-dd, as the date input gives it. */
  birthDate: string
  location: string
  bio: string
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>

/**
 * The profile's rules, in the form's order. A driver's birth date is required (the minimum age);
 * a supplier's or the operator's (`birthDateOptional`) is checked only when one is given.
 */
export function validateProfile(values: ProfileValues, minimumAge: number, today?: Date, birthDateOptional = false): ProfileErrors {
  const errors: ProfileErrors = {}
  if (!values.fullName.trim()) errors.fullName = t`Please fill in this field.`
  if (values.phone.trim() && !isPhone(values.phone)) errors.phone = t`Invalid phone number`
  if (!(birthDateOptional && !values.birthDate) && !isOldEnough(values.birthDate, minimumAge, today))
    errors.birthDate = t`You must be at least ${minimumAge} years old.`
  if (values.bio.length > BIO_MAX_LENGTH) errors.bio = t`At most ${BIO_MAX_LENGTH} characters.`
  return errors
}
