import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { Car } from '../../lib/api/entities'
import type { Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import type { StoredUser } from '../../lib/storage/user'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { Card, Notice } from '../../ui/Page'
import { optionFlags } from '../cars/option-rules'
import { BookingLicenceField } from '../licence/BookingLicenceField'
import { useBookingLicence } from '../licence/use-booking-licence'
import type { BookingErrors } from './messages'
import { PaymentFields } from './PaymentFields'
import { PersonFields } from './PersonFields'
import { StillFreeCars } from './StillFreeCars'
import { useBook, type Booked } from './use-book'
import { useBookingFields } from './use-booking-fields'
import type { CheckoutInput } from './use-checkout-data'
import * as css from './booking-form.css'

interface Props {
  car: Car
  input: CheckoutInput
  user: StoredUser | null
  language: Language
  /** Where "sign in" leads, coming back here. */
  signInHref: string
  onBooked: (booked: Booked) => void
}

/** The booking form: the guest's details, the additional driver, payment and the one-step submit. */
export function BookingForm({ car, input, user, language, signInHref, onBooked }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const form = useFormErrors<BookingErrors>()
  const { errors, failure } = form
  const flags = optionFlags(car, input.options)
  const fields = useBookingFields({ car, input, user, additionalDriver: flags.additionalDriver, errors, setErrors: form.setErrors })
  const { values, ctx } = fields
  const licence = useBookingLicence(car, user)
  const { submit, sending, conflict } = useBook({
    car,
    input,
    user,
    language,
    values,
    flags,
    ctx,
    form,
    onEmailTaken: fields.markEmailTaken,
    licence: licence.licence,
    licenceMissing: licence.missing,
    onBooked: (booked) => {
      licence.booked()
      onBooked(booked)
    },
  })

  const signIn = (
    <Link href={signInHref} className={css.link}>
      <Trans>Sign in</Trans>
    </Link>
  )
  const emailError = errors['driver.email']
  // A registered email comes with the way to sign in.
  const shown: Partial<Record<keyof BookingErrors, ReactNode>> = {
    ...errors,
    'driver.email':
      emailError && fields.emailTaken ? (
        <>
          {emailError} {signIn}
        </>
      ) : (
        emailError
      ),
  }

  return (
    <Card>
      <form ref={form.form} className={css.stack} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Booking details`}>
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
              errors={shown}
              onChange={(f, v) => fields.setPerson('driver', f, v)}
              onBlur={(f) => fields.blur(`driver.${f}`)}
            />
          </>
        )}

        {ctx.additionalDriver && (
          <PersonFields
            who="additional"
            legend={t`Additional driver`}
            values={values.additional}
            errors={shown}
            onChange={(f, v) => fields.setPerson('additional', f, v)}
            onBlur={(f) => fields.blur(`additional.${f}`)}
          />
        )}

        {licence.needed && (
          <BookingLicenceField
            guest={!user}
            upload={licence.upload}
            onUpload={licence.setUpload}
            error={licence.error}
            onError={licence.setError}
            disabled={!online}
          />
        )}

        <PaymentFields payLaterAllowed={car.company.payLater === true} payLater={values.payLater} onChange={fields.setPayLater} />

        {!user && (
          <Checkbox
            name="tos"
            checked={values.tos}
            onChange={(e) => fields.setTerms(e.target.checked)}
            error={errors.tos ?? ''}
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
          {failure}
          {conflict && <StillFreeCars input={input} exceptCarId={car._id} />}
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
