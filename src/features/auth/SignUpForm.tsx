import { Trans, useLingui } from '@lingui/react/macro'
import { failureReason } from '../../lib/api/failure'
import { languageOf } from '../../lib/i18n/use-language'
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { config } from '../../lib/config'
import { isApiError } from '../../lib/api/errors'
import { signUp, validateEmail } from '../../lib/api/users'
import { isEmail } from '../../lib/validation'
import { Checkbox, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Spinner } from '../../ui/Spinner'
import { apiErrorMessage } from '../../lib/api/error-message'
import { PasswordPairFields } from './PasswordPairFields'
import { PhoneAndBirthDateFields } from './PhoneAndBirthDateFields'
import { signInAs } from './sign-in'
import { validateSignUp, type SignUpErrors, type SignUpValues } from './sign-up-validation'
import * as fieldCss from '../../ui/field.css'
import * as css from './auth.css'

// The widget and its code load only when this form is on screen.
const AltchaCaptcha = lazy(() => import('./AltchaCaptcha').then((m) => ({ default: m.AltchaCaptcha })))

const EMPTY: SignUpValues = { fullName: '', email: '', phone: '', birthDate: '', password: '', confirmation: '', captcha: null, tos: false }

/** Registration: the spec's fields, messages and order; signed in and home afterwards. */
export function SignUpForm() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const { form, errors, setErrors, failure, setFailure, focusInvalid, showErrors } = useFormErrors<SignUpErrors>()
  const captchaErrorId = useId()
  const [values, setValues] = useState<SignUpValues>(EMPTY)
  const [busy, setBusy] = useState(false)
  const [captchaReset, setCaptchaReset] = useState(0)
  // What validate-email said for which address (null: not asked, or could not ask).
  const emailCheck = useRef<{ email: string; taken: boolean } | null>(null)

  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  async function isTaken(email: string): Promise<boolean> {
    const normalized = email.trim().toLowerCase()
    if (emailCheck.current?.email === normalized) return emailCheck.current.taken
    try {
      const taken = !(await validateEmail(normalized))
      emailCheck.current = { email: normalized, taken }
      return taken
    } catch {
      // Unknown for now; the server refuses a taken address at sign-up anyway.
      return false
    }
  }

  async function checkEmailOnBlur() {
    if (!isEmail(values.email)) {
      if (values.email) setErrors((e) => ({ ...e, email: t`Invalid email address` }))
      return
    }
    if (await isTaken(values.email)) setErrors((e) => ({ ...e, email: t`This email address is already registered.` }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    setBusy(true)
    try {
      const emailTaken = isEmail(values.email) ? await isTaken(values.email) : false
      const found = validateSignUp(values, { emailTaken, captchaEnabled: config.captchaEnabled, minimumAge: config.minimumAge })
      if (showErrors(found)) return
      const email = values.email.trim().toLowerCase()
      try {
        await signUp({
          email,
          phone: values.phone.trim(),
          password: values.password,
          fullName: values.fullName.trim(),
          birthDate: new Date(`${values.birthDate}T00:00:00Z`),
          language: languageOf(i18n.locale),
          captcha: values.captcha ?? '',
        })
      } catch (error) {
        handleSignUpError(error)
        return
      }
      const outcome = await signInAs('driver', { email, password: values.password }).catch(() => 'failed' as const)
      if (outcome === 'signed-in') navigate('/', { replace: true })
      // The account exists: signing in by hand is the way on.
      else navigate('/sign-in', { replace: true })
    } finally {
      setBusy(false)
    }
  }

  function handleSignUpError(error: unknown) {
    // The captcha payload is spent (or was refused): a fresh one is needed either way.
    setCaptchaReset((n) => n + 1)
    if (isApiError(error, 'bad-request')) {
      const reason = failureReason(error)
      if (reason === 'email-taken') {
        emailCheck.current = { email: values.email.trim().toLowerCase(), taken: true }
        setErrors((e) => ({ ...e, email: t`This email address is already registered.` }))
      } else if (reason === 'captcha') {
        setErrors((e) => ({ ...e, captcha: t`Fill out the captcha to continue.` }))
      } else {
        setFailure(t`An error occurred during sign up.`)
        return
      }
      setFailure(t`Please fix errors.`)
      focusInvalid()
      return
    }
    setFailure(isApiError(error, 'offline') || isApiError(error, 'network') ? apiErrorMessage(error) : t`An error occurred during sign up.`)
  }

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Full name`}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(e) => set('fullName', e.target.value)}
      />
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => {
          set('email', e.target.value)
        }}
        onBlur={() => void checkEmailOnBlur()}
      />
      <PhoneAndBirthDateFields values={values} errors={errors} onChange={set} />
      <div className={css.grid}>
        <PasswordPairFields
          label={t`Password`}
          name="password"
          password={values.password}
          confirmation={values.confirmation}
          errors={errors}
          onPasswordChange={(password) => set('password', password)}
          onConfirmationChange={(confirmation) => set('confirmation', confirmation)}
        />
      </div>
      {config.captchaEnabled && (
        <div className={fieldCss.field}>
          {/* While the captcha's code loads, its box (the widget's height) is held. */}
          <Suspense
            fallback={
              <div className={css.captcha}>
                <Spinner size={20} />
              </div>
            }
          >
            <AltchaCaptcha
              resetKey={captchaReset}
              invalid={!!errors.captcha}
              describedBy={errors.captcha ? captchaErrorId : undefined}
              // Only a solved captcha clears its error; the widget loading or resetting must not.
              onChange={(payload) => (payload ? set('captcha', payload) : setValues((v) => ({ ...v, captcha: null })))}
            />
          </Suspense>
          <span id={captchaErrorId} className={fieldCss.error} role="alert">
            {errors.captcha}
          </span>
        </div>
      )}
      <Checkbox
        name="tos"
        checked={values.tos}
        error={errors.tos ?? ''}
        onChange={(e) => set('tos', e.target.checked)}
        label={
          <Trans>
            I have read and accept the{' '}
            <Link href="/tos" className={css.link} target="_blank">
              Terms of Use
            </Link>
            .
          </Trans>
        }
      />
      <p className={fieldCss.hint} style={{ margin: 0 }}>
        <Trans>
          How your details are used and what this device keeps:{' '}
          <Link href="/privacy" className={css.link} target="_blank">
            privacy policy
          </Link>
          .
        </Trans>
      </p>
      <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Sign up</Trans>} />
      <p className={css.links}>
        <Link href="/sign-in" className={css.link}>
          <Trans>Already have an account? Sign in</Trans>
        </Link>
      </p>
    </form>
  )
}
