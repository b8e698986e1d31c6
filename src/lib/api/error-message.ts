import { t } from '@lingui/core/macro'
import { isApiError } from './errors'

/** What a failed call means to the driver: offline, or the generic message. */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error, 'offline') || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t`This action needs a network connection. Check your connection and try again.`
  }
  return t`An unhandled error occurred.`
}
