import { t } from '@lingui/core/macro'
import { isEmail, isOldEnough, isPhone } from '../../lib/validation'
import { newPasswordErrors } from './password-rules'

export interface SignUpValues {
  fullName: string
  email: string
  phone: string
  birthDate: string
  password: string
  confirmation: string
  /** The solved captcha payload, or null while it is not solved. */
  captcha: string | null
  tos: boolean
}

export type SignUpField = keyof SignUpValues

/**
 * The order of the checks (BookCars' sign-up: email, phone, birth date,
 * password length, match, captcha, terms), after the required full name,
 * which the browser checked first there.
 */
const SIGN_UP_ORDER: readonly SignUpField[] = ['fullName', 'email', 'phone', 'birthDate', 'password', 'confirmation', 'captcha', 'tos']

export interface SignUpRules {
  /** Known to be registered already (validate-email said 204). */
  emailTaken: boolean
  captchaEnabled: boolean
  minimumAge: number
  today?: Date
}

export type SignUpErrors = Partial<Record<SignUpField, string>>

function ageMessage(minimumAge: number): string {
  return t`You must be at least ${minimumAge} years old.`
}

export function validateSignUp(values: SignUpValues, rules: SignUpRules): SignUpErrors {
  const errors: SignUpErrors = {}
  if (!values.fullName.trim()) errors.fullName = t`Please fill in this field.`
  if (!isEmail(values.email)) errors.email = t`Invalid email address`
  else if (rules.emailTaken) errors.email = t`This email address is already registered.`
  if (!isPhone(values.phone)) errors.phone = t`Invalid phone number`
  if (!isOldEnough(values.birthDate, rules.minimumAge, rules.today)) errors.birthDate = ageMessage(rules.minimumAge)
  Object.assign(errors, newPasswordErrors(values.password, values.confirmation))
  if (rules.captchaEnabled && !values.captcha) errors.captcha = t`Fill out the captcha to continue.`
  if (!values.tos) errors.tos = t`Please accept the Terms of Use.`
  return errors
}

/** The errors in the order the driver meets them. */
export function orderedErrors(errors: SignUpErrors): Array<[SignUpField, string]> {
  return SIGN_UP_ORDER.flatMap((field) => (errors[field] ? [[field, errors[field]] as [SignUpField, string]] : []))
}
