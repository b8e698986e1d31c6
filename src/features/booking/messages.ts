import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FieldError } from './validation'

const REQUIRED = msg`This field is required.`
const EMAIL = msg`Invalid email address`
const EMAIL_TAKEN = msg`This email address is already registered.`
const PHONE = msg`Invalid phone number`
const BIRTH_DATE = msg`Invalid birth date`
const TOS = msg`Please accept the Terms of Use.`
export const FIX_ERRORS = msg`Please fix errors.`

/** The text of a field error (the spec's wording). */
export function errorText(i18n: I18n, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return i18n._(REQUIRED)
    case 'email':
      return i18n._(EMAIL)
    case 'emailTaken':
      return i18n._(EMAIL_TAKEN)
    case 'phone':
      return i18n._(PHONE)
    case 'birthDate':
      return i18n._(BIRTH_DATE)
    case 'age': {
      const age = error.age
      return i18n._(msg`The driver must be at least ${age} years old.`)
    }
    case 'tos':
      return i18n._(TOS)
  }
}
