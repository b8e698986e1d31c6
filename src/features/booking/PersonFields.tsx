import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { toDateInput } from '../../lib/dates'
import { TextField } from '../../ui/Field'
import type { FieldName, PersonValues } from './validation'
import * as css from './booking-form.css'

interface Props {
  who: 'driver' | 'additional'
  legend: ReactNode
  values: PersonValues
  errors: Partial<Record<FieldName, ReactNode>>
  disabled?: boolean
  onChange: (field: keyof PersonValues, value: string) => void
  onBlur: (field: keyof PersonValues) => void
}

/** Full name, email, phone and birth date of one driver. */
export function PersonFields({ who, legend, values, errors, disabled, onChange, onBlur }: Props) {
  const { t } = useLingui()
  const props = (field: keyof PersonValues) => ({
    name: `${who}.${field}`,
    value: values[field],
    error: errors[`${who}.${field}`],
    disabled,
    required: true,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onBlur: () => onBlur(field),
  })
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.grid}>
        <TextField label={t`Full name`} autoComplete={who === 'driver' ? 'name' : 'off'} {...props('fullName')} />
        <TextField label={t`Email`} type="email" autoComplete={who === 'driver' ? 'email' : 'off'} {...props('email')} />
        <TextField label={t`Phone`} type="tel" autoComplete={who === 'driver' ? 'tel' : 'off'} {...props('phone')} />
        <TextField
          label={t`Birth date`}
          type="date"
          autoComplete={who === 'driver' ? 'bday' : 'off'}
          max={toDateInput(new Date())}
          {...props('birthDate')}
        />
      </div>
    </fieldset>
  )
}
