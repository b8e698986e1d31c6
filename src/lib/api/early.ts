/**
 * Calls started before the app's code has loaded. index.html's first paint knows which
 * screen is opening, so it starts that screen's first calls at once
 * (src/app/first-paint/page/early-calls.ts): the data travels while the JavaScript downloads
 * and starts, instead of after it. When the app then makes the same call — same method,
 * path, body and token — the client (client.ts) takes the reply already on its way,
 * once, instead of asking again. Anything else (another body, another session, a
 * failure, a reply left unclaimed for EARLY_CALL_TTL) is simply asked again.
 *
 * The two halves run in different bundles (the inline script and the app), so the
 * started calls wait on `window`. The app starts calls the same way when a screen's code
 * loads before it renders (startCallOnce: /cars' search from the home screen).
 */
import { config } from '../config'
import { callHeaders, type Auth } from './headers'
import type { Schema } from './schema'
import type { CallRequest } from './bodies'

export type { CallRequest } from './bodies'

export interface EarlyReply {
  status: number
  text: string
}

interface StartedCall {
  key: string
  token: string | null
  reply: Promise<EarlyReply>
  /** The reply once it is in: the app can then take it without waiting (takeSettledEarlyCall). */
  settled?: EarlyReply
  /** The app looked for the settled reply before it was in: its render went on without it (earlyCallMissed). */
  missed?: boolean
}

declare global {
  interface Window {
    __voltaEarlyCalls?: StartedCall[]
  }
}

/** Past this, a started call is dropped, unclaimed: the screen may show something else by then. */
export const EARLY_CALL_TTL = 15_000

// JSON.stringify is also how the client's ofetch writes a plain object body: equal keys mean equal bytes.
const keyOf = ({ method, path, body }: CallRequest) => `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`

/** Whether two requests are the same call (the app takes an early reply only for the same). */
export const sameCall = (a: CallRequest, b: CallRequest): boolean => keyOf(a) === keyOf(b)

/**
 * Starts `request` now, with the headers the client would send. Null when it cannot be
 * sent (a call that needs the session without one); the reply otherwise, which the
 * first paint may read too (a call that needs another's answer).
 */
export function startEarlyCall(request: CallRequest, auth: Auth): Promise<EarlyReply> | null {
  const { headers, token } = callHeaders(auth)
  if (auth === 'token' && token === null) return null
  const init: RequestInit = { method: request.method, headers }
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(request.body)
  }
  const reply = fetch(config.apiHost + request.path, init).then(async (r) => ({ status: r.status, text: await r.text() }))
  const started = (window.__voltaEarlyCalls ??= [])
  const call: StartedCall = { key: keyOf(request), token, reply }
  reply.then(
    (settled) => (call.settled = settled),
    () => {}, // a failure is the app's to see, when it asks again
  )
  started.push(call)
  setTimeout(() => {
    const i = started.indexOf(call)
    if (i >= 0) started.splice(i, 1)
  }, EARLY_CALL_TTL)
  return reply
}

/**
 * Starts `request` as startEarlyCall does, unless the same call, sent with the same token, is
 * already started and unclaimed: that one's reply is returned instead. For the app's own head
 * starts (a screen's first call, started as its code loads), which the first paint may have made.
 */
export function startCallOnce(request: CallRequest, auth: Auth): Promise<EarlyReply> | null {
  const { token } = callHeaders(auth)
  const found = find(request, token)
  return found ? found.started[found.i].reply : startEarlyCall(request, auth)
}

function find(request: CallRequest, token: string | null): { started: StartedCall[]; i: number } | null {
  const started = typeof window === 'undefined' ? undefined : window.__voltaEarlyCalls
  if (!started?.length) return null
  const key = keyOf(request)
  const i = started.findIndex((call) => call.key === key && call.token === token)
  return i < 0 ? null : { started, i }
}

function take(found: { started: StartedCall[]; i: number }, request: CallRequest): StartedCall {
  // A User Timing mark (DevTools' timeline shows it; `npm run bench` reads it): from here the reply is the app's.
  performance.mark('volta:early-call-taken', { detail: request.path })
  return found.started.splice(found.i, 1)[0]
}

/**
 * The data of a reply that the app takes: a 2xx other than 204 whose JSON `schema` reads;
 * undefined for any other (the app then asks again and says what went wrong).
 */
export function dataOfReply<T>(reply: EarlyReply, schema: Schema<T>): T | undefined {
  if (reply.status < 200 || reply.status >= 300 || reply.status === 204) return undefined
  try {
    return schema(JSON.parse(reply.text))
  } catch {
    return undefined
  }
}

/** The reply of a started call equal to `request` and sent with `token`, handed out once; null when there is none. */
export function takeEarlyCall(request: CallRequest, token: string | null): Promise<EarlyReply> | null {
  const found = find(request, token)
  return found && take(found, request).reply
}

/**
 * The same, but only a reply that is already in, and only when `accept` takes it: then it
 * is handed out at once, without a promise, so the screen's first render can show it. A
 * reply not yet in, or refused, stays for takeEarlyCall.
 */
export function takeSettledEarlyCall<T>(
  request: CallRequest,
  token: string | null,
  accept: (reply: EarlyReply) => T | undefined,
): T | undefined {
  const found = find(request, token)
  if (!found) return undefined
  const call = found.started[found.i]
  const settled = call.settled
  if (!settled) {
    call.missed = true
    return undefined
  }
  const value = accept(settled)
  if (value !== undefined) take(found, request)
  return value
}

/**
 * Whether the app looked for this call's reply (takeSettledEarlyCall) before it was in, and the
 * call is still unclaimed: the screen rendered without it, so it shows its own loading state
 * until it takes the reply. The first paint then draws nothing from that reply (cars-frame.ts).
 */
export function earlyCallMissed(request: CallRequest, token: string | null): boolean {
  const found = find(request, token)
  return !!found && found.started[found.i].missed === true
}
