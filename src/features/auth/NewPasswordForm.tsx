import { useState, type FormEvent, type ReactNode } from 'react'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { newPasswordErrors, type NewPasswordErrors } from './password-rules'
import { PasswordPairFields } from './PasswordPairFields'
import * as css from './auth.css'

export interface NewPasswordFormProps {
  submitLabel: ReactNode
  /** Resolves with a message to show when it failed, or nothing when done. */
  onSubmit: (password: string) => Promise<string | void>
}

/** A new password and its confirmation, with the spec's rules. */
export function NewPasswordForm({ submitLabel, onSubmit }: NewPasswordFormProps) {
  const { form, errors, failure, setFailure, showErrors } = useFormErrors<NewPasswordErrors>()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (showErrors(newPasswordErrors(password, confirmation))) return
    setBusy(true)
    try {
      const message = await onSubmit(password)
      if (message) setFailure(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate>
      <PasswordPairFields
        name="password"
        password={password}
        confirmation={confirmation}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      <FormFooter failure={failure} busy={busy} submitLabel={submitLabel} />
    </form>
  )
}
