import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { changePassword, checkPassword } from '../../lib/api/users'
import { ButtonLink } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { toast } from '../../ui/toast'
import { apiErrorMessage } from '../../lib/api/error-message'
import { newPasswordErrors } from './password-rules'
import { PasswordPairFields } from './PasswordPairFields'
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
  const { form, errors, setErrors, failure, setFailure, focusInvalid, showErrors } = useFormErrors<Errors>()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)

  const wrongCurrent = () => {
    setErrors({ current: t`The current password is incorrect.` })
    focusInvalid()
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!user) return
    const found: Errors = {
      ...(current ? {} : { current: t`Please enter your current password.` }),
      ...newPasswordErrors(password, confirmation),
    }
    if (showErrors(found)) return
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
      <PasswordPairFields
        name="new-password"
        password={password}
        confirmation={confirmation}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Change password</Trans>}>
        <ButtonLink href="/settings" variant="secondary">
          <Trans>Back to settings</Trans>
        </ButtonLink>
      </FormFooter>
    </form>
  )
}
