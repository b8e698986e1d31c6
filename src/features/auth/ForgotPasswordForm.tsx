import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { resend, validateEmail } from '../../lib/api/users'
import { isEmail } from '../../lib/validation'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Notice } from '../../ui/Page'
import { apiErrorMessage, focusFirstInvalid } from './messages'
import * as css from './auth.css'

/** Asks for a password-reset link: the address must belong to an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui()
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    if (!isEmail(email)) {
      setError(t`Invalid email address`)
      return focusFirstInvalid(form.current)
    }
    setError(undefined)
    setBusy(true)
    const address = email.trim().toLowerCase()
    try {
      // validate-email answers "free" (true) when no account uses the address.
      const sent = !(await validateEmail(address)) && (await resend(address, true))
      if (!sent) {
        setError(t`No account uses this email address.`)
        return focusFirstInvalid(form.current)
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
      <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
      {failure && (
        <Notice tone="danger" alert>
          {failure}
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Send the link</Trans>
        </Button>
        <Link href="/sign-in" className={css.link}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </form>
  )
}
