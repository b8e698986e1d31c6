/**
 * Test helper (imported only by *.test.ts): replaces globalThis.fetch with a
 * stub that records each request and answers from a queue of canned replies.
 */
import { vi } from 'vitest'

export interface CapturedRequest {
  url: string
  method: string
  headers: Headers
  /** The raw body as ofetch handed it to fetch: a JSON string, FormData, or undefined. */
  body: unknown
  signal?: AbortSignal | null
  /** The request's cache mode, when the call set one. */
  cache?: RequestCache
}

export type CannedReply = Response | Error | (() => Response | Promise<Response>)

export function reply(status: number, body?: unknown, contentType = 'application/json'): Response {
  if (status === 204 || body === undefined) return new Response(null, { status })
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return new Response(text, { status, headers: { 'content-type': typeof body === 'string' ? 'text/plain' : contentType } })
}

export function stubFetch(...replies: CannedReply[]): CapturedRequest[] {
  const requests: CapturedRequest[] = []
  const queue = [...replies]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({
        url: input instanceof Request ? input.url : input.toString(),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body ?? undefined,
        signal: init.signal,
        cache: init.cache,
      })
      if (init.signal?.aborted) throw init.signal.reason
      const next = queue.shift()
      if (next === undefined) throw new Error('fetch stub: no canned reply left')
      if (next instanceof Error) throw next
      return typeof next === 'function' ? next() : next
    }),
  )
  return requests
}

const SIGNED_IN_USER = {
  id: 'u1',
  email: 'driver@example.com',
  fullName: 'Jan Kowalski',
  language: 'pl',
  enableEmailNotifications: true,
  accessToken: 'T',
  blacklisted: false,
}

export function signIn(): void {
  localStorage.setItem('bc-user', JSON.stringify(SIGNED_IN_USER))
}

export function signOut(): void {
  localStorage.removeItem('bc-user')
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
