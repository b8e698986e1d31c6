import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { isEmail } from '../../lib/validation'
import { Checkbox, TextField } from '../../ui/Field'
import { findFirstPaintForm, useFirstPaintTakeover } from '../../ui/first-paint-form'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { doorOf, safeReturnPath, SIGN_IN, type Door } from './redirect'
import { useSession } from './session'
import { signInAs } from './sign-in'
import { roleOf } from '../../lib/storage/user'
import { apiErrorMessage } from '../../lib/api/error-message'
import * as css from './auth.css'

/**
 * Email, password and "stay connected" at a driver's (/sign-in) or the back office's (/supplier/sign-in:
 * suppliers and the operator) door; afterwards back to where they came from, within the account's own
 * part of the app (an operator lands on /admin/suppliers). An account of the other kind is told where to go.
 * index.html's first paint draws the driver's form from this component, rendered at build time
 * (src/app/first-paint/build/static-frames.tsx); what was typed into it before the app started is taken over.
 */
export function SignInForm({ door: role = 'driver' }: { door?: Door }) {
  const { t } = useLingui()
  const user = useSession()
  const [, navigate] = useLocation()
  const search = useSearch()
  const returnTo = safeReturnPath(new URLSearchParams(search).get('from'), user ? roleOf(user) : role)
  const [otherDoor, setOtherDoor] = useState(false)
  const { form, errors, setErrors, failure, setFailure, focusInvalid } = useFormErrors<{ email?: string; password?: string }>()
  // What was typed into index.html's copy of this form before the app started (first paint).
  const [copy] = useState(() => findFirstPaintForm('sign-in'))
  const [email, setEmail] = useState(() => copy?.values.text('email') ?? '')
  const [password, setPassword] = useState(() => copy?.values.text('password') ?? '')
  const [stayConnected, setStayConnected] = useState(() => copy?.values.checked('stayConnected') ?? false)
  useFirstPaintTakeover(copy, form, (values) => {
    setEmail(values.text('email'))
    setPassword(values.text('password'))
    setStayConnected(values.checked('stayConnected'))
  })
  const [busy, setBusy] = useState(false)

  // Once: after the navigation the query (and so returnTo) changes under a screen that is leaving.
  const redirected = useRef(false)
  // Someone already signed in at the other door stays on this form until they sign out.
  const signedInHere = !!user && doorOf(roleOf(user)) === role
  useEffect(() => {
    if (!signedInHere || redirected.current) return
    redirected.current = true
    navigate(returnTo, { replace: true })
  }, [signedInHere, returnTo, navigate])

  async function submit(e: FormEvent) {
    e.preventDefault()
    const next: typeof errors = {}
    if (!isEmail(email)) next.email = t`Invalid email address`
    if (!password) next.password = t`Please enter your password.`
    setErrors(next)
    setFailure(null)
    setOtherDoor(false)
    if (next.email || next.password) return focusInvalid()
    setBusy(true)
    try {
      const outcome = await signInAs(role, { email: email.trim(), password, stayConnected })
      if (outcome === 'wrong-credentials') setFailure(t`Incorrect email or password.`)
      else if (outcome === 'other-door') setOtherDoor(true)
      else if (outcome === 'suspended') setFailure(t`Your account is suspended.`)
      // 'signed-in': the session effect above navigates.
    } catch (error) {
      setFailure(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form ref={form} className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checkbox
          label={t`Stay connected`}
          name="stayConnected"
          checked={stayConnected}
          onChange={(e) => setStayConnected(e.target.checked)}
        />
        {otherDoor && (
          <Notice tone="danger" alert>
            {role === 'driver' ? (
              <Trans>
                This is a supplier account. Suppliers sign in on the <Link href={SIGN_IN.supplier}>supplier sign-in page</Link>.
              </Trans>
            ) : (
              <Trans>
                This is a driver account. Drivers sign in on the <Link href={SIGN_IN.driver}>driver sign-in page</Link>.
              </Trans>
            )}
          </Notice>
        )}
        <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Sign in</Trans>} />
      </form>
      {role === 'driver' ? (
        <p className={css.links}>
          <Link href="/forgot-password" className={css.link}>
            <Trans>Forgot password?</Trans>
          </Link>
          <Link href="/sign-up" className={css.link}>
            <Trans>No account yet? Sign up</Trans>
          </Link>
          <Link href={SIGN_IN.supplier} className={css.link}>
            <Trans>Are you a supplier? Sign in here</Trans>
          </Link>
        </p>
      ) : (
        <p className={css.links}>
          <Link href="/forgot-password?app=backend" className={css.link}>
            <Trans>Forgot password?</Trans>
          </Link>
          <Link href={SIGN_IN.driver} className={css.link}>
            <Trans>Renting a car? Sign in as a driver</Trans>
          </Link>
        </p>
      )}
    </>
  )
}
