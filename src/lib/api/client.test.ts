/** The transport: error kinds, the session-expired hook, the XSRF header and the 204-as-"no" answers. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { book, cancelBooking, getBooking, updateBookingStatus } from './bookings'
import { getCar, getCarPrice } from './cars'
import { onSessionExpired } from './session-expired'
import { ApiError, isApiError, type ApiErrorKind } from './errors'
import { clearCookie, reply, setCookie, signIn, signOut, stubFetch, type CannedReply } from './testing-fetch'
import { BOOKING, CAR } from './testing-fixtures'
import { getNotificationCounter } from './notifications'
import {
  activate,
  changePassword,
  checkPassword,
  checkToken,
  getUser,
  resend,
  signIn as signInCall,
  updateAvatar,
  updateLanguage,
  updateUser,
  validateAccessToken,
  validateEmail,
} from './users'

let unregister: (() => void) | undefined

afterEach(() => {
  unregister?.()
  unregister = undefined
  signOut()
  clearCookie('XSRF-TOKEN')
  vi.unstubAllGlobals()
})

function watchSession() {
  const handler = vi.fn()
  unregister = onSessionExpired(handler)
  return handler
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

const bookPayload = {
  booking: {
    company: 's',
    car: 'c',
    pickupLocation: 'l',
    dropOffLocation: 'l',
    from: '2030-06-01T10:00:00.000Z',
    to: '2030-06-04T10:00:00.000Z',
    cancellation: false,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  },
  driver: { fullName: 'Guest', email: 'g@b.pl', phone: '+48500100100', birthDate: '1990-01-01', language: 'pl' as const },
  payLater: false,
}

describe('error kinds', () => {
  const cases: { name: string; answer: () => CannedReply; kind: ApiErrorKind; status?: number; text?: string }[] = [
    { name: '204 where data was expected', answer: () => reply(204), kind: 'no-content', status: 204 },
    {
      name: '400 with its text',
      answer: () => reply(400, 'Database Failure: bad id'),
      kind: 'bad-request',
      status: 400,
      text: 'Database Failure: bad id',
    },
    { name: '401', answer: () => reply(401, { message: 'Unauthorized!' }), kind: 'unauthorized', status: 401 },
    { name: '403', answer: () => reply(403, { message: 'No token provided!' }), kind: 'unauthorized', status: 403 },
    { name: '404', answer: () => reply(404, 'Not Found'), kind: 'not-found', status: 404 },
    { name: '500', answer: () => reply(500, 'boom'), kind: 'server', status: 500 },
    { name: '503', answer: () => reply(503), kind: 'server', status: 503 },
    { name: '409', answer: () => reply(409, 'conflict'), kind: 'conflict', status: 409 },
    { name: '413', answer: () => reply(413, 'too large'), kind: 'too-large', status: 413 },
    { name: '429', answer: () => reply(429, 'slow down'), kind: 'rate-limited', status: 429 },
    { name: '418', answer: () => reply(418, 'teapot'), kind: 'http', status: 418 },
    { name: '200 that is not JSON', answer: () => reply(200, '<html>oops</html>'), kind: 'malformed', status: 200 },
    { name: '200 with an empty body', answer: () => reply(200), kind: 'malformed', status: 200 },
    { name: '200 of the wrong shape', answer: () => reply(200, { ...CAR, price: 'cheap' }), kind: 'malformed', status: 200 },
  ]

  it.each(cases)('$name → $kind', async ({ answer, kind, status, text }) => {
    stubFetch(answer())
    const error = await failure(getCar(CAR._id, 'pl'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe(kind)
    expect(error.call).toBe('getCar')
    expect(error.status).toBe(status)
    if (text !== undefined) expect(error.text).toBe(text)
  })

  it("reads the server's Retry-After on a 429 or a 503 (seconds or an HTTP date), and ignores one it cannot use", async () => {
    const answer = (status: number, retryAfter: string) => new Response('slow down', { status, headers: { 'Retry-After': retryAfter } })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T10:00:00Z') })
    try {
      stubFetch(
        answer(429, '30'),
        answer(503, 'Fri, 27 Nov 2026 10:01:30 GMT'),
        answer(429, 'soon'),
        answer(429, 'Fri, 27 Nov 2026 09:59:00 GMT'),
        answer(500, '30'),
        reply(429, 'no header'),
      )
      const waits: (number | undefined)[] = []
      for (let i = 0; i < 6; i++) waits.push((await failure(getCar(CAR._id, 'pl'))).retryAfterMs)
      // A word and a past date are no wait; a 500's Retry-After means nothing (RFC 9110 gives it to 503 and 429).
      expect(waits).toEqual([30_000, 90_000, undefined, undefined, undefined, undefined])
    } finally {
      vi.useRealTimers()
    }
  })

  it('names the bad field of a malformed reply', async () => {
    stubFetch(reply(200, { ...CAR, company: { ...CAR.company, fullName: 7 } }))
    const error = await failure(getCar(CAR._id, 'pl'))
    expect(error.message).toContain('$.company.fullName')
  })

  it('is offline when fetch fails and the browser is offline, without skipping the request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const requests = stubFetch(new TypeError('Failed to fetch'))
    const error = await failure(getCar(CAR._id, 'pl'))
    expect(error.kind).toBe('offline')
    expect(error.cause).toBeInstanceOf(TypeError)
    // The service worker might have answered from its cache: the request was still made.
    expect(requests).toHaveLength(1)
  })

  it('answers from the cache when offline and the worker has one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    stubFetch(reply(200, CAR))
    await expect(getCar(CAR._id, 'pl')).resolves.toEqual(CAR)
  })

  it('is network when fetch fails while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    stubFetch(new TypeError('Failed to fetch'))
    const error = await failure(getCar(CAR._id, 'pl'))
    expect(error.kind).toBe('network')
  })

  it('does not retry by itself', async () => {
    const requests = stubFetch(reply(500), reply(200, CAR))
    expect((await failure(getCar(CAR._id, 'pl'))).kind).toBe('server')
    expect(requests).toHaveLength(1)
  })

  it('lets an abort through as the AbortError, not an ApiError', async () => {
    const controller = new AbortController()
    controller.abort()
    stubFetch(reply(200, CAR))
    const error: unknown = await getCar(CAR._id, 'pl', { signal: controller.signal }).catch((e: unknown) => e)
    expect(isApiError(error)).toBe(false)
    expect((error as Error).name).toBe('AbortError')
  })

  it('isApiError checks the kind when given one', () => {
    const e = new ApiError('server', 'getCar', { status: 500 })
    expect(isApiError(e)).toBe(true)
    expect(isApiError(e, 'server')).toBe(true)
    expect(isApiError(e, 'offline')).toBe(false)
    expect(isApiError(new Error('x'))).toBe(false)
  })
})

describe('session expiry', () => {
  it.each([401, 403])('%i on a token call is unauthorized and calls the handler', async (status) => {
    signIn()
    const handler = watchSession()
    stubFetch(reply(status, { message: 'Unauthorized!' }))
    const error = await failure(getUser('u1'))
    expect(error.kind).toBe('unauthorized')
    expect(error.status).toBe(status)
    expect(handler).toHaveBeenCalledTimes(1)
    // With the token it refused, so a session started since with another account is left alone.
    expect(handler).toHaveBeenCalledWith(JSON.parse(localStorage.getItem('bc-user')!).accessToken)
  })

  it.each([401, 403])('%i on a call without token does not call the handler, even when signed in', async (status) => {
    signIn()
    const handler = watchSession()
    stubFetch(reply(status))
    const error = await failure(resend('a@b.pl', false))
    expect(error.kind).toBe('unauthorized')
    expect(handler).not.toHaveBeenCalled()
  })

  it("403 on a supplier's owner-checked call means not yours and keeps the session; 401 there still ends it", async () => {
    signIn()
    const handler = watchSession()
    stubFetch(reply(403, 'Forbidden'), reply(401))
    const error = await failure(updateBookingStatus(['b1'], 'reserved'))
    expect(error.kind).toBe('unauthorized')
    expect(error.status).toBe(403)
    expect(handler).not.toHaveBeenCalled()
    expect((await failure(updateBookingStatus(['b1'], 'reserved'))).status).toBe(401)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('401 on an optional-token call calls the handler only when the token was sent', async () => {
    const handler = watchSession()
    stubFetch(reply(401), reply(401))
    expect((await failure(book(bookPayload, 'k1'))).kind).toBe('unauthorized')
    expect(handler).not.toHaveBeenCalled()
    signIn()
    expect((await failure(book(bookPayload, 'k2'))).kind).toBe('unauthorized')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('a token call while signed out fails without a request and without the handler', async () => {
    const handler = watchSession()
    const requests = stubFetch()
    expect((await failure(getNotificationCounter('u1'))).kind).toBe('unauthorized')
    expect(requests).toHaveLength(0)
    expect(handler).not.toHaveBeenCalled()
  })

  it('validateAccessToken says false on 401 and 403, after the handler ran', async () => {
    signIn()
    const handler = watchSession()
    stubFetch(reply(401), reply(403))
    await expect(validateAccessToken()).resolves.toBe(false)
    await expect(validateAccessToken()).resolves.toBe(false)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('a throwing handler does not hide the error; unregistering stops the calls', async () => {
    signIn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const throwing = vi.fn(() => {
      throw new Error('handler bug')
    })
    const off = onSessionExpired(throwing)
    stubFetch(reply(401), reply(401))
    expect((await failure(getUser('u1'))).kind).toBe('unauthorized')
    off()
    expect((await failure(getUser('u1'))).kind).toBe('unauthorized')
    expect(throwing).toHaveBeenCalledTimes(1)
  })
})

describe('headers', () => {
  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN, decoded', async () => {
    setCookie('XSRF-TOKEN', 'abc%3D%3D')
    const requests = stubFetch(reply(200, CAR), reply(200, { bookingId: 'b1' }))
    await getCar(CAR._id, 'pl')
    await book(bookPayload, 'k')
    expect(requests[0].headers.get('x-xsrf-token')).toBe('abc==')
    expect(requests[1].headers.get('x-xsrf-token')).toBe('abc==')
  })

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    setCookie('OTHER', 'x')
    const requests = stubFetch(reply(200, CAR))
    await getCar(CAR._id, 'pl')
    expect(requests[0].headers.get('x-xsrf-token')).toBeNull()
    clearCookie('OTHER')
  })

  it('sends Idempotency-Key on book only, the same key on a retry', async () => {
    const requests = stubFetch(new TypeError('Failed to fetch'), reply(200, { bookingId: 'b1' }))
    expect((await failure(book(bookPayload, 'attempt-1'))).kind).toBe('network')
    await expect(book(bookPayload, 'attempt-1')).resolves.toEqual({ bookingId: 'b1' })
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['attempt-1', 'attempt-1'])
    expect(requests[0].headers.get('x-access-token')).toBeNull()
  })

  it('does not set credentials (the fetch default applies)', async () => {
    const fetchStub = vi.fn(async () => reply(200, CAR))
    vi.stubGlobal('fetch', fetchStub)
    await getCar(CAR._id, 'pl')
    const init = (fetchStub.mock.calls[0] as unknown[])[1] as RequestInit
    expect(init.credentials).toBeUndefined()
  })
})

describe('204 as a meaningful "no"', () => {
  const cases: { name: string; run: () => Promise<unknown>; answer: () => Response; result: unknown; signedIn?: boolean }[] = [
    { name: 'checkToken 200 → valid', run: () => checkToken('u1', 'a@b.pl', 't'), answer: () => reply(200, 'OK'), result: 'valid' },
    { name: 'checkToken 204 → expired', run: () => checkToken('u1', 'a@b.pl', 't'), answer: () => reply(204), result: 'expired' },
    { name: 'checkToken 403 → invalid', run: () => checkToken('u1', 'a@b.pl', 't'), answer: () => reply(403), result: 'invalid' },
    { name: 'resend 204 → false', run: () => resend('a@b.pl', true), answer: () => reply(204), result: false },
    {
      name: 'activate 204 → false',
      run: () => activate({ userId: 'u1', token: 't', password: 'secret1' }),
      answer: () => reply(204),
      result: false,
    },
    { name: 'validateEmail 200 → free', run: () => validateEmail('a@b.pl'), answer: () => reply(200, 'OK'), result: true },
    { name: 'validateEmail 204 → taken', run: () => validateEmail('a@b.pl'), answer: () => reply(204), result: false },
    { name: 'signIn 204 → null', run: () => signInCall({ email: 'a@b.pl', password: 'x' }), answer: () => reply(204), result: null },
    { name: 'validateAccessToken 204 → false', run: () => validateAccessToken(), answer: () => reply(204), result: false, signedIn: true },
    { name: 'updateLanguage 204 → false', run: () => updateLanguage('u1', 'en'), answer: () => reply(204), result: false, signedIn: true },
    { name: 'checkPassword 204 → false', run: () => checkPassword('u1', 'x'), answer: () => reply(204), result: false, signedIn: true },
    {
      name: 'changePassword 204 → false',
      run: () => changePassword('u1', { password: 'x', newPassword: 'y' }),
      answer: () => reply(204),
      result: false,
      signedIn: true,
    },
    { name: 'getBooking 204 → null', run: () => getBooking(BOOKING._id, 'pl'), answer: () => reply(204), result: null, signedIn: true },
    { name: 'cancelBooking 204 → false', run: () => cancelBooking(BOOKING._id), answer: () => reply(204), result: false, signedIn: true },
  ]

  it.each(cases)('$name', async ({ run, answer, result, signedIn }) => {
    if (signedIn) signIn()
    stubFetch(answer())
    await expect(run()).resolves.toEqual(result)
  })

  it.each([
    ['getCarPrice', () => getCarPrice({ carId: 'c', from: '2030-01-01', to: '2030-01-02', language: 'pl', additionalDriver: false })],
    ['updateUser', () => updateUser('u1', { fullName: 'J', phone: '1', birthDate: '1990-01-01', location: '', bio: '' })],
    ['updateAvatar', () => updateAvatar('u1', new Blob(['x']))],
  ] as const)('%s: 204 is no-content', async (_name, run) => {
    signIn()
    stubFetch(reply(204))
    expect((await failure(run())).kind).toBe('no-content')
  })

  it('updateAvatar also reads a plain-text file name, and rejects an empty one', async () => {
    signIn()
    stubFetch(reply(200, 'u1_2.png'), reply(200, ''))
    await expect(updateAvatar('u1', new Blob(['x']))).resolves.toBe('u1_2.png')
    expect((await failure(updateAvatar('u1', new Blob(['x'])))).kind).toBe('malformed')
  })
})
