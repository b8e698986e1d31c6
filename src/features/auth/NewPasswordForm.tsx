import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Notice } from '../../ui/Page'
import { focusFirstInvalid } from './messages'
import { newPasswordErrors, type NewPasswordErrors } from './password-rules'
import * as css from './auth.css'

export interface NewPasswordFormProps {
  submitLabel: ReactNode
  /** Resolves with a message to show when it failed, or nothing when done. */
  onSubmit: (password: string) => Promise<string | void>
}

/** A new password and its confirmation, with the spec's rules. */
export function NewPasswordForm({ submitLabel, onSubmit }: NewPasswordFormProps) {
  const { t } = useLingui()
  const form = useRef<HTMLFormElement>(null)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found = newPasswordErrors(password, confirmation)
    setErrors(found)
    setFailure(null)
    if (found.password || found.confirmation) {
      setFailure(t`Please fix errors.`)
      return focusFirstInvalid(form.current)
    }
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
      <TextField
        label={t`New password`}
        type="password"
        name="password"
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
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
