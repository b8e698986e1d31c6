import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { isEmail } from '../../lib/validation'
import { Checkbox, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { safeReturnPath } from './redirect'
import { useSession } from './session'
import { signInDriver } from './sign-in'
import { apiErrorMessage } from '../../lib/api/error-message'
import * as css from './auth.css'

/** Email, password and "stay connected"; afterwards back to where the driver came from. */
export function SignInForm() {
  const { t } = useLingui()
  const user = useSession()
  const [, navigate] = useLocation()
  const search = useSearch()
  const returnTo = safeReturnPath(new URLSearchParams(search).get('from'))
  const { form, errors, setErrors, failure, setFailure, focusInvalid } = useFormErrors<{ email?: string; password?: string }>()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [stayConnected, setStayConnected] = useState(false)
  const [busy, setBusy] = useState(false)

  // Once: after the navigation the query (and so returnTo) changes under a screen that is leaving.
  const redirected = useRef(false)
  useEffect(() => {
    if (!user || redirected.current) return
    redirected.current = true
    navigate(returnTo, { replace: true })
  }, [user, returnTo, navigate])

  async function submit(e: FormEvent) {
    e.preventDefault()
    const next: typeof errors = {}
    if (!isEmail(email)) next.email = t`Invalid email address`
    if (!password) next.password = t`Please enter your password.`
    setErrors(next)
    setFailure(null)
    if (next.email || next.password) return focusInvalid()
    setBusy(true)
    try {
      const outcome = await signInDriver({ email: email.trim(), password, stayConnected })
      if (outcome === 'wrong-credentials') setFailure(t`Incorrect email or password.`)
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
        <Checkbox label={t`Stay connected`} checked={stayConnected} onChange={(e) => setStayConnected(e.target.checked)} />
        <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Sign in</Trans>} />
      </form>
      <p className={css.links}>
        <Link href="/forgot-password" className={css.link}>
          <Trans>Forgot password?</Trans>
        </Link>
        <Link href="/sign-up" className={css.link}>
          <Trans>No account yet? Sign up</Trans>
        </Link>
      </p>
    </>
  )
}
