import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FieldError, FieldName, FormErrors } from './validation'

const REQUIRED = msg`This field is required.`
const EMAIL = msg`Invalid email address`
const EMAIL_TAKEN = msg`This email address is already registered.`
const PHONE = msg`Invalid phone number`
const BIRTH_DATE = msg`Invalid birth date`
const TOS = msg`Please accept the Terms of Use.`

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

/** The messages under the form's fields (useFormErrors' contract: a text per field). */
export type BookingErrors = Partial<Record<FieldName, string>>

/** The texts of what the rules found, field by field. */
export function errorTexts(i18n: I18n, errors: FormErrors): BookingErrors {
  const texts: BookingErrors = {}
  for (const [name, error] of Object.entries(errors) as [FieldName, FieldError | undefined][]) {
    if (error) texts[name] = errorText(i18n, error)
  }
  return texts
}
