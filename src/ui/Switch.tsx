import { useId, type ReactNode } from 'react'
import * as css from './switch.css'

export interface SwitchProps {
  label: ReactNode
  description?: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** An on/off switch (role="switch"), brand orange when on. */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const id = useId()
  return (
    <div className={css.row}>
      <span className={css.text}>
        <span id={`${id}-label`} className={css.label}>
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className={css.description}>
            {description}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        className={css.track}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className={css.thumb} />
      </button>
    </div>
  )
}
