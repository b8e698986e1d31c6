import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../ui/Field'
import type { NewPasswordErrors } from './password-rules'

export interface PasswordPairFieldsProps {
  /** The first field's label: "New password" unless given. */
  label?: string
  /** The first field's name; the second one is always "confirmation". */
  name: string
  password: string
  confirmation: string
  /** What newPasswordErrors found. */
  errors: NewPasswordErrors
  onPasswordChange: (password: string) => void
  onConfirmationChange: (confirmation: string) => void
}

/** A password to choose and its confirmation (sign-up, new password, change password). */
export function PasswordPairFields({
  label,
  name,
  password,
  confirmation,
  errors,
  onPasswordChange,
  onConfirmationChange,
}: PasswordPairFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={label ?? t`New password`}
        type="password"
        name={name}
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
        value={password}
        error={errors.password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onChange={(e) => onConfirmationChange(e.target.value)}
      />
    </>
  )
}
