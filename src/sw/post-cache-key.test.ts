// @vitest-environment node
/// <reference types="node" />
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { postBodyCacheKey, postCacheKey } from './post-cache-key'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const URL_ = 'http://localhost:4391/api/bookings/1/20/pl'
const body = JSON.stringify({ companies: ['a'], statuses: ['paid'], user: 'u1' })

function post(token: string | null, data = body): Request {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token !== null) headers.set('x-access-token', token)
  return new Request(URL_, { method: 'POST', body: data, headers })
}

describe('postCacheKey', () => {
  it('is the URL plus sha256 of the body and of the token, as WebCrypto computes them', async () => {
    const key = new URL(await postCacheKey(post('JWT-anna')))
    expect(key.origin + key.pathname).toBe(URL_)
    expect(key.searchParams.get('body')).toBe(sha256(body))
    expect(key.searchParams.get('user')).toBe(sha256('JWT-anna'))
  })

  it('keeps the raw body and token out of the key', async () => {
    const key = await postCacheKey(post('JWT-anna'))
    expect(key).not.toContain('JWT-anna')
    expect(key).not.toContain('companies')
  })

  it('differs by body and by token, and is stable for the same request', async () => {
    const a = await postCacheKey(post('JWT-anna'))
    expect(await postCacheKey(post('JWT-anna'))).toBe(a)
    expect(await postCacheKey(post('JWT-john'))).not.toBe(a)
    expect(await postCacheKey(post('JWT-anna', JSON.stringify({ user: 'u2' })))).not.toBe(a)
  })

  it('hashes an empty token as the empty string (a GET with no body hashes the empty body)', async () => {
    const key = new URL(await postCacheKey(post(null)))
    expect(key.searchParams.get('user')).toBe(sha256(''))
    const get = new URL(await postCacheKey(new Request('http://localhost/api/booking/b1/pl', { headers: { 'x-access-token': 't' } })))
    expect(get.searchParams.get('body')).toBe(sha256(''))
  })

  it('keeps the key in the preserved query string', async () => {
    const key = new URL(await postCacheKey(new Request('http://localhost/api/x/?s=golf', { method: 'POST', body: '{}' })))
    expect(key.searchParams.get('s')).toBe('golf')
  })
})

describe('postBodyCacheKey plugin', () => {
  it('hashes before fetch, leaves the body unread, and reads and writes under the synthetic GET key', async () => {
    const state: Record<string, unknown> = {}
    const request = post('JWT-anna')
    const event = {} as ExtendableEvent
    const returned = await postBodyCacheKey.requestWillFetch!({ request, state, event })
    expect(returned.bodyUsed).toBe(false)
    expect(await returned.text()).toBe(body)
    const key = await postBodyCacheKey.cacheKeyWillBeUsed!({ request, state, event, mode: 'write' })
    const keyRequest = key as Request
    expect(keyRequest.method).toBe('GET')
    expect(keyRequest.url).toBe(state.cacheKey)
    expect(new URL(keyRequest.url).searchParams.get('user')).toBe(sha256('JWT-anna'))
  })

  it('falls back to the request itself when no key was computed', async () => {
    const request = new Request('http://localhost/api/booking/b1/pl')
    expect(await postBodyCacheKey.cacheKeyWillBeUsed!({ request, state: {}, event: {} as ExtendableEvent, mode: 'read' })).toBe(request)
  })
})
