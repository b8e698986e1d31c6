import { useLingui } from '@lingui/react/macro'
import { config } from '../../lib/config'
import { toDateInput } from '../../lib/dates'
import { TextField } from '../../ui/Field'
import * as css from './auth.css'

export interface PhoneAndBirthDateFieldsProps {
  values: { phone: string; birthDate: string }
  errors: { phone?: string; birthDate?: string }
  onChange: (field: 'phone' | 'birthDate', value: string) => void
}

/** The driver's phone and birth date side by side (sign-up and profile); the date picker stops at the minimum age. */
export function PhoneAndBirthDateFields({ values, errors, onChange }: PhoneAndBirthDateFieldsProps) {
  const { t } = useLingui()
  const latest = new Date()
  latest.setFullYear(latest.getFullYear() - config.minimumAge)
  return (
    <div className={css.grid}>
      <TextField
        label={t`Phone`}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        error={errors.phone}
        onChange={(e) => onChange('phone', e.target.value)}
      />
      <TextField
        label={t`Birth date`}
        type="date"
        name="birthDate"
        autoComplete="bday"
        max={toDateInput(latest)}
        value={values.birthDate}
        error={errors.birthDate}
        onChange={(e) => onChange('birthDate', e.target.value)}
      />
    </div>
  )
}
