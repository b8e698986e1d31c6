/** Calls 80–82 (issue 50): which carry the token, what a reply must be. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { isApiError } from './errors'
import { getPushKey, subscribePush, unsubscribePush } from './push'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'

const KEY = 'B' + 'A'.repeat(86)
const SUB = { endpoint: 'https://push.example.com/s/1', keys: { p256dh: 'BPk', auth: 'au' } }

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('call 80 getPushKey', () => {
  it('carries no token, even signed in; gives the key', async () => {
    signIn()
    const requests = stubFetch(reply(200, { publicKey: KEY }))
    expect(await getPushKey()).toBe(KEY)
    expect(requests[0].url).toBe(`${config.apiHost}/api/push-key`)
    expect(requests[0].headers.get('x-access-token')).toBeNull()
  })

  it('204: the server does not push', async () => {
    stubFetch(reply(204))
    expect(await getPushKey()).toBeNull()
  })

  it('refuses a reply that is not a key', async () => {
    stubFetch(reply(200, { publicKey: '<script>' }))
    const error: unknown = await getPushKey().catch((e: unknown) => e)
    expect(isApiError(error, 'malformed')).toBe(true)
  })
})

describe('calls 81 and 82', () => {
  it('81 posts the subscription and the language with the token', async () => {
    signIn()
    const requests = stubFetch(reply(200, 'OK'))
    await subscribePush({ ...SUB, expirationTime: null } as typeof SUB, 'pl')
    expect(requests[0].method).toBe('POST')
    expect(requests[0].url).toBe(`${config.apiHost}/api/push-subscribe`)
    expect(requests[0].headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(requests[0].body as string)).toEqual({ subscription: SUB, language: 'pl' })
  })

  it('81 answered 204 (the server does not push) is an error; a 400 says why', async () => {
    signIn()
    stubFetch(reply(204), reply(400, 'Not a push subscription: `endpoint` must be an https address.'))
    expect(isApiError(await subscribePush(SUB, 'en').catch((e: unknown) => e), 'no-content')).toBe(true)
    expect(isApiError(await subscribePush(SUB, 'en').catch((e: unknown) => e), 'bad-request')).toBe(true)
  })

  it('82 posts the endpoint with the token', async () => {
    signIn()
    const requests = stubFetch(reply(200, 'OK'))
    await unsubscribePush(SUB.endpoint)
    expect(requests[0].url).toBe(`${config.apiHost}/api/push-unsubscribe`)
    expect(requests[0].headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(requests[0].body as string)).toEqual({ endpoint: SUB.endpoint })
  })
})
