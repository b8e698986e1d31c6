import { Trans, useLingui } from '@lingui/react/macro'
import { failureReason } from '../../lib/api/failure'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'wouter'
import { book, type BookPayload } from '../../lib/api/bookings'
import type { Car } from '../../lib/api/entities'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { validateEmail } from '../../lib/api/users'
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import type { StoredUser } from '../../lib/storage/user'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Field'
import { Card, Notice } from '../../ui/Page'
import { attemptKey, clearDraft, loadDraft, saveDraft } from './draft'
import { errorText, FIX_ERRORS } from './messages'
import { PersonFields } from './PersonFields'
import { StillFreeCars } from './StillFreeCars'
import type { CheckoutInput } from './use-checkout-data'
import {
  EMPTY_VALUES,
  firstInvalid,
  validateField,
  validateForm,
  type BookingFormValues,
  type FieldName,
  type FormErrors,
  type PersonValues,
  type ValidationContext,
} from './validation'
import * as css from './booking-form.css'

export interface Booked {
  bookingId: string
  /** The guest's email (the activation link goes there); undefined when signed in. */
  guestEmail?: string
}

interface Props {
  car: Car
  input: CheckoutInput
  user: StoredUser | null
  language: Language
  /** Where "sign in" leads, coming back here. */
  signInHref: string
  onBooked: (booked: Booked) => void
}

function bodyDate(yyyyMmDd: string): string {
  return new Date(`${yyyyMmDd}T00:00:00Z`).toISOString()
}

/** The booking form: the guest's details, the additional driver, payment and the one-step submit. */
export function BookingForm({ car, input, user, language, signInHref, onBooked }: Props) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<BookingFormValues>(() => loadDraft() ?? EMPTY_VALUES)
  const [errors, setErrors] = useState<FormErrors>({})
  const [formError, setFormError] = useState<ReactNode>(null)
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const [takenEmails, setTakenEmails] = useState<ReadonlySet<string>>(new Set())

  const payLaterAllowed = car.company.payLater === true
  const additionalDriver = input.options.includes('additionalDriver') && car.additionalDriver >= 0
  const ctx: ValidationContext = useMemo(
    () => ({ guest: !user, additionalDriver, minimumAge: car.minimumAge || config.minimumAge, pickup: input.from, takenEmails }),
    [user, additionalDriver, car.minimumAge, input.from, takenEmails],
  )

  useEffect(() => saveDraft(values), [values])

  function setPerson(who: 'driver' | 'additional', field: keyof PersonValues, value: string) {
    const next = { ...values, [who]: { ...values[who], [field]: value } }
    setValues(next)
    const name = `${who}.${field}` as FieldName
    // An error already shown follows the typing; a new one waits for the blur.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateField(name, next, ctx) }))
  }

  function blur(name: FieldName) {
    setErrors((e) => ({ ...e, [name]: validateField(name, values, ctx) }))
    if (name === 'driver.email' && !user) void checkEmail(values.driver.email)
  }

  async function checkEmail(raw: string) {
    const email = raw.trim().toLowerCase()
    if (!email || !navigator.onLine || validateField('driver.email', values, { ...ctx, takenEmails: new Set() })) return
    try {
      const free = await validateEmail(email)
      if (free) return
      const taken = new Set(takenEmails).add(email)
      setTakenEmails(taken)
      setErrors((e) => ({ ...e, 'driver.email': { code: 'emailTaken' } }))
    } catch {
      // The server will say it again at booking time; nothing to block on here.
    }
  }

  function message(name: FieldName): ReactNode {
    const error = errors[name]
    if (!error) return undefined
    if (error.code === 'emailTaken') {
      return (
        <>
          {errorText(i18n, error)}{' '}
          <Link href={signInHref} className={css.link}>
            <Trans>Sign in</Trans>
          </Link>
        </>
      )
    }
    return errorText(i18n, error)
  }

  function focus(name: FieldName) {
    const el = form.current?.querySelector<HTMLElement>(`[name="${name}"]`)
    el?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sendingRef.current) return
    const found = validateForm(values, ctx)
    setErrors(found)
    const first = firstInvalid(found)
    if (first) {
      setFormError(i18n._(FIX_ERRORS))
      focus(first)
      return
    }
    if (!navigator.onLine) {
      setFormError(t`Booking needs a connection. Everything you typed is kept; try again when you are back online.`)
      return
    }
    setFormError(null)
    sendingRef.current = true
    setSending(true)
    const chosen = (o: (typeof input.options)[number]) => input.options.includes(o) && car[o] >= 0
    const person = (p: PersonValues) => ({
      fullName: p.fullName.trim(),
      email: p.email.trim(),
      phone: p.phone.trim(),
      birthDate: bodyDate(p.birthDate),
    })
    const payload: BookPayload = {
      booking: {
        company: car.company._id,
        car: car._id,
        ...(user && { driver: user.id }),
        pickupLocation: input.pickupLocation,
        dropOffLocation: input.dropOffLocation,
        from: input.from,
        to: input.to,
        cancellation: chosen('cancellation'),
        amendments: chosen('amendments'),
        theftProtection: chosen('theftProtection'),
        collisionDamageWaiver: chosen('collisionDamageWaiver'),
        fullInsurance: chosen('fullInsurance'),
        additionalDriver,
      },
      ...(additionalDriver && { additionalDriver: person(values.additional) }),
      ...(!user && { driver: { ...person(values.driver), language } }),
      payLater: payLaterAllowed && values.payLater,
    }
    const intent = JSON.stringify({ u: user?.id ?? null, ...input, from: input.from.toISOString(), to: input.to.toISOString() })
    try {
      const result = await book(payload, attemptKey(intent))
      clearDraft()
      onBooked({ bookingId: result.bookingId, guestEmail: user ? undefined : payload.driver?.email })
    } catch (error) {
      // Everything typed stays: the draft is cleared only once the booking is made.
      const reason = failureReason(error)
      if (reason === 'taken') {
        setFormError(
          <>
            <Trans>This car has just been booked for these dates. Everything you typed is kept: choose another car below.</Trans>
            <StillFreeCars input={input} exceptCarId={car._id} />
          </>,
        )
      } else if (reason === 'email-taken') {
        setTakenEmails((s) => new Set(s).add(values.driver.email.trim().toLowerCase()))
        setErrors((e) => ({ ...e, 'driver.email': { code: 'emailTaken' } }))
        setFormError(i18n._(FIX_ERRORS))
        focus('driver.email')
      } else if (reason === 'too-young' || reason === 'car-unavailable' || reason === 'refused' || reason === 'too-many') {
        setFormError(
          <>
            {t`The booking was refused.`} {apiErrorMessage(error)}
          </>,
        )
      } else if (isApiError(error, 'offline')) {
        setFormError(t`Booking needs a connection. Everything you typed is kept; try again when you are back online.`)
      } else if (isApiError(error, 'network') || isApiError(error, 'server')) {
        setFormError(t`The server could not be reached. Try again: a retry never books twice.`)
      } else if (isApiError(error, 'unauthorized')) {
        setFormError(t`Your session has ended. Sign in again; everything you typed is kept.`)
      } else {
        setFormError(t`An unhandled error occurred.`)
      }
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  return (
    <Card>
      <form ref={form} className={css.stack} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Booking details`}>
        {user ? (
          <p>
            <Trans>You are booking as {user.fullName}.</Trans>
          </p>
        ) : (
          <>
            <p className={css.muted}>
              <Trans>
                Already have an account?{' '}
                <Link href={signInHref} className={css.link}>
                  Sign in
                </Link>
              </Trans>
            </p>
            <PersonFields
              who="driver"
              legend={t`Driver`}
              values={values.driver}
              errors={{
                'driver.fullName': message('driver.fullName'),
                'driver.email': message('driver.email'),
                'driver.phone': message('driver.phone'),
                'driver.birthDate': message('driver.birthDate'),
              }}
              onChange={(f, v) => setPerson('driver', f, v)}
              onBlur={(f) => blur(`driver.${f}`)}
            />
          </>
        )}

        {additionalDriver && (
          <PersonFields
            who="additional"
            legend={t`Additional driver`}
            values={values.additional}
            errors={{
              'additional.fullName': message('additional.fullName'),
              'additional.email': message('additional.email'),
              'additional.phone': message('additional.phone'),
              'additional.birthDate': message('additional.birthDate'),
            }}
            onChange={(f, v) => setPerson('additional', f, v)}
            onBlur={(f) => blur(`additional.${f}`)}
          />
        )}

        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Payment</Trans>
          </legend>
          {payLaterAllowed ? (
            <div role="radiogroup" aria-label={t`Payment`}>
              <label className={css.radio}>
                <input
                  type="radio"
                  className={css.radioInput}
                  name="payment"
                  value="later"
                  checked={values.payLater}
                  onChange={() => setValues((v) => ({ ...v, payLater: true }))}
                />
                <span className={css.radioText}>
                  <span>
                    <Trans>Pay later</Trans>
                  </span>
                  <span className={css.muted}>
                    <Trans>Pay the supplier when you pick up the car. The booking stays pending until then.</Trans>
                  </span>
                </span>
              </label>
              <label className={css.radio}>
                <input
                  type="radio"
                  className={css.radioInput}
                  name="payment"
                  value="now"
                  checked={!values.payLater}
                  onChange={() => setValues((v) => ({ ...v, payLater: false }))}
                />
                <span className={css.radioText}>
                  <span>
                    <Trans>Pay now</Trans>
                  </span>
                  <span className={css.muted}>
                    <Trans>The booking is recorded as paid. No card details are asked for here.</Trans>
                  </span>
                </span>
              </label>
            </div>
          ) : (
            <p>
              <Trans>Pay now</Trans>
              {' — '}
              <span className={css.muted}>
                <Trans>
                  This supplier does not offer paying later. The booking is recorded as paid. No card details are asked for here.
                </Trans>
              </span>
            </p>
          )}
        </fieldset>

        {!user && (
          <Checkbox
            name="tos"
            checked={values.tos}
            onChange={(e) => {
              const tos = e.target.checked
              setValues((v) => ({ ...v, tos }))
              if (tos) setErrors((er) => ({ ...er, tos: undefined }))
            }}
            error={message('tos') ?? ''}
            label={
              <Trans>
                I accept the{' '}
                <Link href="/tos" className={css.link}>
                  Terms of Use
                </Link>
              </Trans>
            }
          />
        )}

        {!online && (
          <Notice tone="warning">
            <Trans>Booking needs a connection. Everything you typed is kept; try again when you are back online.</Trans>
          </Notice>
        )}
        <div role="alert" className={css.formError} data-testid="form-error">
          {formError}
        </div>
        <div className={css.actions}>
          <Button type="submit" busy={sending} disabled={!online}>
            <Trans>Book</Trans>
          </Button>
        </div>
      </form>
    </Card>
  )
}
