/**
 * The headers a call carries, decided in one place for the client (client.ts) and for the
 * calls index.html's first paint starts before the client has loaded (early.ts).
 */
import { config } from '../config'
import { getStoredUser } from '../storage/user'
import type { Auth } from './bodies'

export type { Auth } from './bodies'

const TOKEN_HEADER = 'x-access-token'
const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq > -1 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return undefined
}

/**
 * The XSRF cookie belongs to the page's site: like axios, whose defaults the
 * spec names, it is echoed only to an API on the same origin. Sent elsewhere it
 * would leak, and force a CORS header the contract does not ask servers to allow.
 */
function xsrfToken(): string | undefined {
  if (typeof location === 'undefined' || new URL(config.apiHost).origin !== location.origin) return undefined
  return readCookie(XSRF_COOKIE)
}

export interface CallHeaders {
  headers: Record<string, string>
  /** The session's token when the headers carry it (the one a 401 then refuses), else null. */
  token: string | null
}

/** `extra`, plus the session's token when `auth` lets the call carry it and there is one, plus the XSRF echo. */
export function callHeaders(auth: Auth, extra?: Record<string, string>): CallHeaders {
  const headers: Record<string, string> = { ...extra }
  let token: string | null = null
  if (auth !== 'none') {
    token = getStoredUser()?.accessToken ?? null
    if (token) headers[TOKEN_HEADER] = token
  }
  const xsrf = xsrfToken()
  if (xsrf !== undefined) headers[XSRF_HEADER] = xsrf
  return { headers, token }
}
