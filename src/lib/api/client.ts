/**
 * The one HTTP client. Every call goes through `send`, which decides the
 * headers, and through one of the reply readers below, which decide what 204
 * means for that call and validate the data before anything else sees it.
 */
import { ofetch } from 'ofetch'
import { tracked } from './in-flight'
import { config } from '../config'
import { dataOfReply, takeEarlyCall, takeSettledEarlyCall, type EarlyReply } from './early'
import { ApiError, parseRetryAfter } from './errors'
import { callHeaders, type Auth } from './headers'
import { SchemaError, type Schema } from './schema'
import { reportSessionExpired } from './session-expired'
import { reportServerReached } from './reached'
import { CACHED_AT_HEADER } from '../storage/cache-names'

export interface CallOptions {
  /** Aborting rejects with the browser's AbortError, not an ApiError: nobody is waiting for the answer. */
  signal?: AbortSignal
  /**
   * Only the server's own answer will do: a copy the worker kept (served after its timeout, or
   * offline) or the first paint's early call counts as a lost request. The kept actions decide
   * on what they read back (lib/queue), and a stale copy would send a change twice or overwrite
   * another's.
   */
  fresh?: boolean
}

export interface Call extends CallOptions {
  /** The exported function's name, carried by ApiError. */
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Built with `apiPath`, so every dynamic part is encoded. */
  path: string
  auth: Auth
  body?: object | FormData
  headers?: Record<string, string>
  /**
   * The supplier's calls on one car or booking (40–44): their 403 means "not yours", not that the
   * session is over, so it does not sign out (a 401 still does).
   */
  ownerCheck?: boolean
}

/**
 * A reply as the client reads it. `retryAfter` is the raw `Retry-After` header of one sent now
 * (an early call's reply carries none). From an API on another origin the browser lets the page
 * read it only if the server lists it in `Access-Control-Expose-Headers`: it is not one of
 * the CORS-safelisted response headers (the bundled API exposes it, src/server/server.ts).
 */
type Reply = EarlyReply & { retryAfter?: string | null }

const http = ofetch.create(
  {
    baseURL: config.apiHost,
    // The body is read as text and parsed here, so a reply means the same thing whatever Content-Type a server puts on it.
    responseType: 'text',
    // Statuses are mapped below, per call; ofetch must not throw on them.
    ignoreResponseError: true,
    // Retrying is the caller's decision: a replayed POST could book twice, a replayed GET hides a flaky link.
    retry: 0,
  },
  // Looked up at request time, so the service worker's and the tests' fetch are the ones used.
  { fetch: (input, init) => globalThis.fetch(input, init) },
)

/** The absolute URL of an API path, for consumers that fetch by themselves (the captcha widget). */
export function apiUrl(path: string): string {
  return config.apiHost + path
}

function statusError(call: Call, { status, text, retryAfter }: Reply): ApiError {
  // The server's "not before" on a 429 (too many) or a 503 (unavailable), as a wait from now.
  const wait = status === 429 || status === 503 ? parseRetryAfter(retryAfter, Date.now()) : undefined
  const details = { status, text, ...(wait !== undefined && { retryAfterMs: wait }) }
  if (status === 400) return new ApiError('bad-request', call.name, details)
  if (status === 401 || status === 403) return new ApiError('unauthorized', call.name, details)
  if (status === 404) return new ApiError('not-found', call.name, details)
  if (status === 409) return new ApiError('conflict', call.name, details)
  if (status === 413) return new ApiError('too-large', call.name, details)
  if (status === 429) return new ApiError('rate-limited', call.name, details)
  if (status >= 500 && status < 600) return new ApiError('server', call.name, details)
  return new ApiError('http', call.name, details)
}

/** Sends one call; resolves with any 2xx reply, rejects with ApiError otherwise. */
function send(call: Call): Promise<Reply> {
  return tracked(() => sendNow(call))
}

/**
 * The reply of the same call started ahead of it (early.ts: by index.html's first paint before
 * the app had loaded, or by a screen's code as it loads), if there is one: null when there is
 * none or it failed (then the call is sent).
 */
async function adoptEarly(call: Call, token: string | null): Promise<Reply | null> {
  if (call.body instanceof FormData) return null
  const early = takeEarlyCall({ method: call.method, path: call.path, body: call.body }, token)
  if (!early) return null
  const { signal } = call
  signal?.throwIfAborted()
  const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true }))
  try {
    return await Promise.race([early, aborted])
  } catch (e) {
    if (signal?.aborted) throw signal.reason ?? e
    return null
  }
}

async function sendNow(call: Call): Promise<Reply> {
  const { headers, token: sentToken } = callHeaders(call.auth, call.headers)
  // No session to send: the server could only say 403. Nothing expired either, so no handler.
  if (call.auth === 'token' && sentToken === null) throw new ApiError('unauthorized', call.name, { detail: 'not signed in' })

  const reply = (call.fresh ? null : await adoptEarly(call, sentToken)) ?? (await sendOverHttp(call, headers))
  const { status } = reply
  if (status >= 200 && status < 300) return reply

  const error = statusError(call, reply)
  if (error.kind === 'unauthorized' && sentToken !== null && !(call.ownerCheck && status === 403)) reportSessionExpired(sentToken)
  throw error
}

async function sendOverHttp(call: Call, headers: Record<string, string>): Promise<Reply> {
  let response: { status: number; _data?: unknown; headers?: Headers }
  try {
    response = await http.raw(call.path, {
      method: call.method,
      headers,
      // ofetch turns plain objects into JSON (with Content-Type) and passes FormData through for the browser to frame.
      body: call.body as Record<string, unknown> | FormData | undefined,
      signal: call.signal,
      // Past the worker's caches too (src/sw/sw.ts) and the browser's own.
      ...(call.fresh ? { cache: 'no-store' as const } : {}),
    })
  } catch (e) {
    const cause = e instanceof Error && e.cause !== undefined ? e.cause : e
    // The caller gave up: its own abort reason comes back, whatever it is.
    if (call.signal?.aborted) throw call.signal.reason ?? cause
    // Not short-circuited when offline: the service worker may still answer from its cache, and then there is no error.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    throw new ApiError(offline ? 'offline' : 'network', call.name, { cause })
  }
  // The network is there (a fresh 2xx, not the worker's cached copy): the kept actions may go out now (lib/queue listens).
  const kept = response.headers?.has(CACHED_AT_HEADER) === true
  if (response.status >= 200 && response.status < 300 && !kept) reportServerReached()
  if (call.fresh && kept) throw new ApiError('network', call.name, { detail: "the worker's kept copy, not the server's answer" })
  return {
    status: response.status,
    text: typeof response._data === 'string' ? response._data : '',
    retryAfter: response.headers?.get('Retry-After') ?? null,
  }
}

function parse<T>(call: Call, reply: Reply, schema: Schema<T>): T {
  let json: unknown
  try {
    json = JSON.parse(reply.text)
  } catch (e) {
    throw new ApiError('malformed', call.name, { status: reply.status, detail: 'not JSON', cause: e })
  }
  try {
    return schema(json)
  } catch (e) {
    if (e instanceof SchemaError) throw new ApiError('malformed', call.name, { status: reply.status, detail: e.message, cause: e })
    throw e
  }
}

/** A read: the data, validated. 204 is an error here. */
export async function requestData<T>(call: Call, schema: Schema<T>): Promise<T> {
  const reply = await send(call)
  if (reply.status === 204) throw new ApiError('no-content', call.name, { status: 204 })
  return parse(call, reply, schema)
}

/**
 * The data of a read whose reply is already on the device: the same call started early by
 * index.html's first paint (early.ts), answered 2xx with data this schema accepts. A screen
 * shows it in its first render instead of a loading state. Undefined otherwise (no such
 * call, not in yet, a failure, malformed): the read itself then sends or takes it as usual.
 */
export function peekData<T>(call: Omit<Call, 'signal'>, schema: Schema<T>): T | undefined {
  if (call.body instanceof FormData) return undefined
  const { token } = callHeaders(call.auth, call.headers)
  if (call.auth === 'token' && token === null) return undefined
  return takeSettledEarlyCall({ method: call.method, path: call.path, body: call.body }, token, (reply) => dataOfReply(reply, schema))
}

/** A read where 204 is a meaningful "there is none". */
export async function requestDataOrNull<T>(call: Call, schema: Schema<T>): Promise<T | null> {
  const reply = await send(call)
  if (reply.status === 204) return null
  return parse(call, reply, schema)
}

/** A question or an action where 204 is a meaningful "no": 2xx true, 204 false. */
export async function requestYesNo(call: Call): Promise<boolean> {
  const reply = await send(call)
  return reply.status !== 204
}

/** An action whose reply body does not matter; 204 ("nothing done") is an error. */
export async function requestDone(call: Call): Promise<void> {
  const reply = await send(call)
  if (reply.status === 204) throw new ApiError('no-content', call.name, { status: 204 })
}

/** The reply body as text, for the one reply that is not always JSON (the new avatar's name). 204 is an error. */
async function requestText(call: Call): Promise<string> {
  const reply = await send(call)
  if (reply.status === 204) throw new ApiError('no-content', call.name, { status: 204 })
  return reply.text
}

/** An uploaded file's new name (an avatar, a car picture): a JSON string, or plain text from lenient servers. 204 is an error. */
export async function requestFileName(call: Call): Promise<string> {
  const text = (await requestText(call)).trim()
  let name: unknown = text
  try {
    name = JSON.parse(text)
  } catch {
    // not JSON: the text itself is the name
  }
  if (typeof name !== 'string' || name === '') throw new ApiError('malformed', call.name, { status: 200, detail: 'expected a file name' })
  return name
}

/** The raw 2xx status, for calls with more than two answers (check-token). */
export async function requestStatus(call: Call): Promise<number> {
  return (await send(call)).status
}
