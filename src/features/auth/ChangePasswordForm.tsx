import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { changePassword, checkPassword } from '../../lib/api/users'
import { Button, ButtonLink } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import { apiErrorMessage, focusFirstInvalid } from './messages'
import { newPasswordErrors } from './password-rules'
import { useSession } from './session'
import * as css from './auth.css'

interface Errors {
  current?: string
  password?: string
  confirmation?: string
}

/** Current password, new one and its confirmation: check-password, then change-password. */
export function ChangePasswordForm() {
  const { t } = useLingui()
  const user = useSession()
  const form = useRef<HTMLFormElement>(null)
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const wrongCurrent = () => {
    setErrors({ current: t`The current password is incorrect.` })
    focusFirstInvalid(form.current)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!user) return
    const found: Errors = { ...(current ? {} : { current: t`Please enter your current password.` }), ...newPasswordErrors(password, confirmation) }
    setErrors(found)
    setFailure(null)
    if (found.current || found.password || found.confirmation) {
      setFailure(t`Please fix errors.`)
      return focusFirstInvalid(form.current)
    }
    setBusy(true)
    try {
      if (!(await checkPassword(user.id, current))) return wrongCurrent()
      if (!(await changePassword(user.id, { password: current, newPassword: password }))) return wrongCurrent()
      setCurrent('')
      setPassword('')
      setConfirmation('')
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      setFailure(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <TextField
        label={t`Current password`}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={t`New password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      {failure && (
        <Notice tone="danger" alert>
          {failure}
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Change password</Trans>
        </Button>
        <ButtonLink href="/settings" variant="secondary">
          <Trans>Back to settings</Trans>
        </ButtonLink>
      </div>
    </form>
  )
}
