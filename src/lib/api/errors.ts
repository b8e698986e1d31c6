/**
 * The one error the API layer throws. Screens branch on `kind`, never on
 * status codes or message text, so the wording of a server never leaks into UI
 * decisions.
 * @public The list documents each kind; ApiErrorKind is its union.
 */
export const API_ERROR_KINDS = [
  /** No answer and the browser says it is offline. */
  'offline',
  /** No answer although the browser thinks it is online (DNS, CORS, server down). */
  'network',
  /** 204 where the call needed data or a success. */
  'no-content',
  /** 400: the server refused; `text` holds its short reason. */
  'bad-request',
  /** 401 or 403. On a call that carried the token the session is over. */
  'unauthorized',
  'not-found',
  /** 409: the thing changed meanwhile (e.g. the car was booked for those dates by someone else). */
  'conflict',
  /** 413: the request body is too large. */
  'too-large',
  /** 429: too many attempts; try again later. */
  'rate-limited',
  /** 5xx. */
  'server',
  /** A 2xx reply the app cannot read (not JSON, or the wrong shape). */
  'malformed',
  /** Any other status. */
  'http',
] as const
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number]

/**
 * What a failure means for the person using the app, decided once, here. The
 * server's own words (a 400's short text) are read only by `failureReason` and
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
]

function failureReason(kind: ApiErrorKind, text?: string): FailureReason {
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

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** What the failure means, for the interface to say in its own words (see error-message.ts). */
  readonly reason: FailureReason
  /** The function that made the call, e.g. "getCar". */
  readonly call: string
  readonly status?: number
  /** The reply body of an HTTP error, for logs and `reason` only: never shown to the user. */
  readonly text?: string

  constructor(kind: ApiErrorKind, call: string, details: { status?: number; text?: string; detail?: string; cause?: unknown } = {}) {
    const status = details.status === undefined ? '' : ` ${details.status}`
    super(`${call}: ${kind}${status}${details.detail ? ` (${details.detail})` : ''}`, { cause: details.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.reason = failureReason(kind, details.text)
    this.call = call
    if (details.status !== undefined) this.status = details.status
    if (details.text !== undefined) this.text = details.text
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind)
}
