/** The booking form's rules. Errors are codes; messages.ts turns them into the spec's texts. */
import { isEmail, isOldEnough, isPhone } from '../../lib/validation'

export interface PersonValues {
  fullName: string
  email: string
  phone: string
  /** yyyy-mm-dd */
  birthDate: string
}

export interface BookingFormValues {
  driver: PersonValues
  additional: PersonValues
  tos: boolean
  payLater: boolean
}

export const EMPTY_PERSON: PersonValues = { fullName: '', email: '', phone: '', birthDate: '' }
/** Paying at the desk is chosen when the supplier allows it: paying now leaves the app for the provider's page (issue 47). */
export const EMPTY_VALUES: BookingFormValues = { driver: EMPTY_PERSON, additional: EMPTY_PERSON, tos: false, payLater: true }

export type FieldName = `${'driver' | 'additional'}.${keyof PersonValues}` | 'tos'

/** Fields in the order they appear: the first invalid one takes focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'driver.fullName',
  'driver.email',
  'driver.phone',
  'driver.birthDate',
  'additional.fullName',
  'additional.email',
  'additional.phone',
  'additional.birthDate',
  'tos',
]

export type FieldError =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'emailTaken' }
  | { code: 'phone' }
  | { code: 'birthDate' }
  | { code: 'age'; age: number }
  | { code: 'tos' }

export type FormErrors = Partial<Record<FieldName, FieldError>>

export interface ValidationContext {
  /** A guest gives his details and accepts the terms; a signed-in driver does not. */
  guest: boolean
  additionalDriver: boolean
  minimumAge: number
  /** The pickup date: every driver must be old enough on that day. */
  pickup: Date
  /** Emails the server said are registered (checked on blur). */
  takenEmails?: ReadonlySet<string>
}

export function validateField(name: FieldName, values: BookingFormValues, ctx: ValidationContext): FieldError | undefined {
  if (name === 'tos') return ctx.guest && !values.tos ? { code: 'tos' } : undefined
  const [who, key] = name.split('.') as ['driver' | 'additional', keyof PersonValues]
  if (who === 'driver' && !ctx.guest) return undefined
  if (who === 'additional' && !ctx.additionalDriver) return undefined
  const value = values[who][key].trim()
  if (!value) return { code: 'required' }
  switch (key) {
    case 'email':
      if (!isEmail(value)) return { code: 'email' }
      if (who === 'driver' && ctx.takenEmails?.has(value.toLowerCase())) return { code: 'emailTaken' }
      return undefined
    case 'phone':
      return isPhone(value) ? undefined : { code: 'phone' }
    case 'birthDate': {
      const d = new Date(`${value}T00:00:00`)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime()) || d > new Date()) return { code: 'birthDate' }
      return isOldEnough(`${value}T00:00:00`, ctx.minimumAge, ctx.pickup) ? undefined : { code: 'age', age: ctx.minimumAge }
    }
    default:
      return undefined
  }
}

export function validateForm(values: BookingFormValues, ctx: ValidationContext): FormErrors {
  const errors: FormErrors = {}
  for (const name of FIELD_ORDER) {
    const error = validateField(name, values, ctx)
    if (error) errors[name] = error
  }
  return errors
}

export function firstInvalid(errors: FormErrors): FieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name])
}
