import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { cx } from './cx'
import * as css from './field.css'

interface FieldChrome {
  label: ReactNode
  /** The validation message; it is announced and linked to the control. */
  error?: ReactNode
  hint?: ReactNode
}

function useFieldIds(error: ReactNode, hint: ReactNode) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return { id, errorId, hintId, describedBy }
}

function Messages({ error, hint, errorId, hintId }: { error?: ReactNode; hint?: ReactNode; errorId: string; hintId: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} className={css.hint}>
          {hint}
        </span>
      )}
      <span id={errorId} className={css.error} role="alert" aria-live="assertive">
        {error}
      </span>
    </>
  )
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>

export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint)
  const inputId = id ?? ids.id
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <input id={inputId} className={css.control} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  )
}

export type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>

export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint)
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <textarea id={ids.id} className={css.textarea} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...area} />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  )
}

export type SelectFieldProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement>

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(error, hint)
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <select id={ids.id} className={css.control} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {children}
      </select>
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  )
}

export type CheckboxProps = { label: ReactNode; error?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>

export function Checkbox({ label, error, className, id, ...input }: CheckboxProps) {
  const ids = useFieldIds(error, null)
  const inputId = id ?? ids.id
  return (
    <div className={cx(css.field, className)}>
      <label className={css.check} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className={css.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error !== undefined && <Messages error={error} errorId={ids.errorId} hintId={ids.hintId} />}
    </div>
  )
}
