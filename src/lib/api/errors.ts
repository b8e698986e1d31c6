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

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** The function that made the call, e.g. "getCar". */
  readonly call: string
  readonly status?: number
  /** The reply body of an HTTP error, for logs and failureReason (failure.ts) only: never shown to the user. */
  readonly text?: string
  /**
   * How long the server asked to be left alone (its `Retry-After` on a 429 or a 503, in ms from
   * its reply; parseRetryAfter). Absent when it did not say, or said something unreadable or past.
   */
  readonly retryAfterMs?: number

  constructor(
    kind: ApiErrorKind,
    call: string,
    details: { status?: number; text?: string; detail?: string; cause?: unknown; retryAfterMs?: number } = {},
  ) {
    const status = details.status === undefined ? '' : ` ${details.status}`
    super(`${call}: ${kind}${status}${details.detail ? ` (${details.detail})` : ''}`, { cause: details.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.call = call
    if (details.status !== undefined) this.status = details.status
    if (details.text !== undefined) this.text = details.text
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs
  }
}

/**
 * A `Retry-After` header's wait in ms (RFC 9110 §10.2.3): whole seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT", and the obsolete forms, which name a month too), counted from
 * `now`. Undefined for anything else (a fraction, a negative number, a word) and for a wait that
 * is over already: then there is nothing to honour. Not capped here: the caller decides how long
 * it will wait at most.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim() ?? ''
  if (/^\d+$/.test(text)) {
    const ms = Number(text) * 1000
    return ms > 0 && Number.isFinite(ms) ? ms : undefined
  }
  // Date.parse alone would take "1.5" or "2026" for a date: an HTTP date always names its month.
  if (!/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/i.test(text)) return undefined
  // HTTP dates are in GMT; the asctime form does not say so, and Date.parse would read it as local time.
  const at = Date.parse(/GMT|UTC/i.test(text) ? text : `${text} GMT`)
  return Number.isNaN(at) || at <= now ? undefined : at - now
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind)
}
