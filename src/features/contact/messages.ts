import { t } from '@lingui/core/macro'
import { isApiError } from '../../lib/api/errors'

/** What a failed call means to the driver: offline, or the generic message. */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error, 'offline') || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t`This action needs a network connection. Check your connection and try again.`
  }
  return t`An unhandled error occurred.`
}

/** Moves focus to the first control marked invalid, once React has rendered the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
