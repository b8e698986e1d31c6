import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Link, useSearch } from 'wouter'
import { roleOfLink, SIGN_IN } from './redirect'
import { resend, validateEmail } from '../../lib/api/users'
import { isEmail } from '../../lib/validation'
import { TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { apiErrorMessage } from '../../lib/api/error-message'
import * as css from './auth.css'

/** Asks for a password-reset link: the address must belong to an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui()
  const { form, errors, setErrors, failure, setFailure, focusInvalid } = useFormErrors<{ email?: string }>()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  // /forgot-password?app=backend: a supplier's reset link (the supplier sign-in links here).
  const role = roleOfLink(useSearch())

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    if (!isEmail(email)) {
      setErrors({ email: t`Invalid email address` })
      return focusInvalid()
    }
    setErrors({})
    setBusy(true)
    const address = email.trim().toLowerCase()
    try {
      // validate-email answers "free" (true) when no account uses the address.
      const sent = !(await validateEmail(address)) && (await resend(address, true, { door: role }))
      if (!sent) {
        setErrors({ email: t`No account uses this email address.` })
        return focusInvalid()
      }
      setSentTo(address)
    } catch (err) {
      setFailure(apiErrorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <Notice tone="success">
        <Trans>We have sent a link to {sentTo}. Check your inbox and open the link to choose a new password.</Trans>
      </Notice>
    )
  }

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      <p>
        <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
      </p>
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
      <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Send the link</Trans>}>
        <Link href={SIGN_IN[role]} className={css.link}>
          <Trans>Back to sign in</Trans>
        </Link>
      </FormFooter>
    </form>
  )
}
