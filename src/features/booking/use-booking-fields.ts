import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react'
import type { Car } from '../../lib/api/entities'
import { validateEmail } from '../../lib/api/users'
import { config } from '../../lib/config'
import type { StoredUser } from '../../lib/storage/user'
import { loadDraft, saveDraft } from './draft'
import { errorText, type BookingErrors } from './messages'
import type { CheckoutInput } from './use-checkout-data'
import {
  EMPTY_VALUES,
  validateField,
  type BookingFormValues,
  type FieldError,
  type FieldName,
  type PersonValues,
  type ValidationContext,
} from './validation'

interface Options {
  car: Car
  input: CheckoutInput
  user: StoredUser | null
  /** The additional driver's fields are asked for (that option is on). */
  additionalDriver: boolean
  errors: BookingErrors
  setErrors: Dispatch<SetStateAction<BookingErrors>>
}

/**
 * What the driver types, kept as a draft, and its checks as the typing goes: a
 * field is checked when it loses the focus, an error already shown follows the
 * typing, and a guest's email is asked about (validate-email) on blur.
 */
export function useBookingFields({ car, input, user, additionalDriver, errors, setErrors }: Options) {
  const { i18n } = useLingui()
  const [values, setValues] = useState<BookingFormValues>(() => loadDraft() ?? EMPTY_VALUES)
  const [takenEmails, setTakenEmails] = useState<ReadonlySet<string>>(new Set())
  const ctx: ValidationContext = useMemo(
    () => ({ guest: !user, additionalDriver, minimumAge: car.minimumAge || config.minimumAge, pickup: input.from, takenEmails }),
    [user, additionalDriver, car.minimumAge, input.from, takenEmails],
  )

  useEffect(() => saveDraft(values), [values])

  const text = (error: FieldError | undefined) => error && errorText(i18n, error)
  const check = (name: FieldName, next: BookingFormValues) => setErrors((e) => ({ ...e, [name]: text(validateField(name, next, ctx)) }))

  function setPerson(who: 'driver' | 'additional', field: keyof PersonValues, value: string) {
    const next = { ...values, [who]: { ...values[who], [field]: value } }
    setValues(next)
    const name = `${who}.${field}` as FieldName
    // An error already shown follows the typing; a new one waits for the blur.
    if (errors[name]) check(name, next)
  }

  /** The server says this email is registered: the field says so, with a way to sign in. */
  function markEmailTaken(raw: string) {
    setTakenEmails((s) => new Set(s).add(raw.trim().toLowerCase()))
    setErrors((e) => ({ ...e, 'driver.email': errorText(i18n, { code: 'emailTaken' }) }))
  }

  async function checkEmail(raw: string) {
    const email = raw.trim().toLowerCase()
    if (!email || !navigator.onLine || validateField('driver.email', values, { ...ctx, takenEmails: new Set() })) return
    try {
      if (!(await validateEmail(email))) markEmailTaken(email)
    } catch {
      // The server will say it again at booking time; nothing to block on here.
    }
  }

  function blur(name: FieldName) {
    check(name, values)
    if (name === 'driver.email' && !user) void checkEmail(values.driver.email)
  }

  function setTerms(tos: boolean) {
    setValues((v) => ({ ...v, tos }))
    if (tos) setErrors((e) => ({ ...e, tos: undefined }))
  }

  const setPayLater = (payLater: boolean) => setValues((v) => ({ ...v, payLater }))
  const emailTaken = takenEmails.has(values.driver.email.trim().toLowerCase())

  return { values, ctx, setPerson, blur, setTerms, setPayLater, markEmailTaken, emailTaken }
}
