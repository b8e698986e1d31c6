import { plural, t } from '@lingui/core/macro'
import { failureReason } from './failure'
import { isApiError } from './errors'

/**
 * What a failed call means, in the active language: the one place where a
 * failure's reason (failureReason) becomes words. A server's own text is never shown.
 */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error, 'offline') || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    return t`This action needs a network connection. Check your connection and try again.`
  }
  if (!isApiError(error)) return t`An unhandled error occurred.`
  switch (failureReason(error)) {
    case 'session':
      return t`Your session has ended. Sign in again.`
    case 'email-taken':
      return t`This email address is already registered.`
    case 'invalid-phone':
      return t`Invalid phone number`
    case 'captcha':
      return t`Fill out the captcha to continue.`
    case 'too-young':
      return t`The driver is too young for this car.`
    case 'car-unavailable':
      return t`This car is no longer available.`
    case 'supplier-name-taken':
      return t`Another supplier already has this name.`
    case 'has-bookings':
      return t`This cannot be deleted: bookings are linked to it, and a booking is never lost.`
    case 'taken':
      return t`This car has just been booked for these dates.`
    case 'too-many':
      return tooManyMessage(error.retryAfterMs)
    case 'too-large':
      return t`This is too large to send.`
    case 'refused':
      return t`The request was refused. Check what you typed and try again.`
    default:
      return t`An unhandled error occurred.`
  }
}

/** A 429's words: how long to wait when the server said so (its Retry-After), in whole minutes or, under one, seconds. */
function tooManyMessage(waitMs: number | undefined): string {
  if (waitMs === undefined || waitMs <= 0) return t`Too many attempts. Wait a few minutes and try again.`
  if (waitMs < 60_000) {
    const seconds = Math.ceil(waitMs / 1000)
    return plural(seconds, { one: 'Too many attempts. Try again in # second.', other: 'Too many attempts. Try again in # seconds.' })
  }
  const minutes = Math.ceil(waitMs / 60_000)
  return plural(minutes, { one: 'Too many attempts. Try again in # minute.', other: 'Too many attempts. Try again in # minutes.' })
}
