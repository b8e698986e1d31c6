import { isApiError, type ApiErrorKind } from './errors'

/**
 * What a failure means for the person using the app, decided once, here. The
 * server's own words (a 400's short text) are read only here and
 * never shown: `ui`/features translate the reason.
 */
export type FailureReason =
  | 'offline'
  | 'network'
  | 'session'
  | 'not-found'
  | 'email-taken'
  | 'too-young'
  | 'invalid-phone'
  | 'captcha'
  | 'car-unavailable'
  | 'supplier-name-taken'
  | 'has-bookings'
  | 'taken'
  | 'too-many'
  | 'too-large'
  | 'refused'
  | 'malformed'
  | 'unknown'

/** The 400 texts of the contract (and of BookCars) that name a distinct case. */
const BAD_REQUEST_REASONS: [RegExp, FailureReason][] = [
  [/already registered/i, 'email-taken'],
  [/years old|too young|minimum age/i, 'too-young'],
  [/phone/i, 'invalid-phone'],
  [/captcha/i, 'captcha'],
  [/not available|unavailable/i, 'car-unavailable'],
  // The operator's supplier calls (45, 49, 52).
  [/another supplier has this name/i, 'supplier-name-taken'],
  [/has bookings|bookings are linked/i, 'has-bookings'],
]

function reasonOf(kind: ApiErrorKind, text?: string): FailureReason {
  switch (kind) {
    case 'offline':
      return 'offline'
    case 'network':
    case 'server':
      return 'network'
    case 'unauthorized':
      return 'session'
    case 'not-found':
    case 'no-content':
      return 'not-found'
    case 'conflict':
      return 'taken'
    case 'rate-limited':
      return 'too-many'
    case 'too-large':
      return 'too-large'
    case 'malformed':
      return 'malformed'
    case 'bad-request':
      return BAD_REQUEST_REASONS.find(([pattern]) => pattern.test(text ?? ''))?.[1] ?? 'refused'
    default:
      return 'unknown'
  }
}

/** What `error` means for the person using the app; anything that is not an ApiError is 'unknown'. */
export function failureReason(error: unknown): FailureReason {
  return isApiError(error) ? reasonOf(error.kind, error.text) : 'unknown'
}
