import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

/**
 * A form's error state: its element (for `ref`), the messages under its fields
 * and the failure notice above its submit button (shown by FormFooter).
 */
export function useFormErrors<E extends Partial<Record<keyof E, string>>>() {
  const { t } = useLingui()
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<E>({} as E)
  const [failure, setFailure] = useState<string | null>(null)

  // Focus moves to the first control marked invalid once React has rendered the errors
  // set with the request (right after that commit, not a frame later).
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])
  const focusInvalid = () => setFocusRequest((n) => n + 1)

  /**
   * Shows what a submit's checks found and clears the last failure; when a field
   * is invalid, says "Please fix errors." and focuses the first invalid field.
   * Returns whether any field is invalid (the submit then stops).
   */
  const showErrors = (found: E): boolean => {
    setErrors(found)
    setFailure(null)
    if (!Object.values(found).some(Boolean)) return false
    setFailure(t`Please fix errors.`)
    focusInvalid()
    return true
  }

  return { form, errors, setErrors, failure, setFailure, focusInvalid, showErrors }
}
