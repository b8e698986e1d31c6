import { afterEach, describe, expect, it, vi } from 'vitest'
import { failureReason } from './failure'
import { activateLanguage } from '../i18n/i18n'
import { apiErrorMessage } from './error-message'
import { ApiError } from './errors'

afterEach(() => vi.unstubAllGlobals())

describe('apiErrorMessage', () => {
  it('says an offline failure needs a connection, in the active language', async () => {
    await activateLanguage('en')
    expect(apiErrorMessage(new ApiError('offline', 'getBookings'))).toBe(
      'This action needs a network connection. Check your connection and try again.',
    )
    await activateLanguage('pl')
    expect(apiErrorMessage(new ApiError('offline', 'getBookings'))).not.toMatch(/network connection/)
  })

  it('counts any failure while the device is offline as offline', async () => {
    await activateLanguage('en')
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    expect(apiErrorMessage(new Error('boom'))).toMatch(/needs a network connection/)
  })

  it('gives the spec generic message otherwise', async () => {
    await activateLanguage('en')
    expect(apiErrorMessage(new ApiError('server', 'getBookings', { status: 500 }))).toBe('An unhandled error occurred.')
  })
})

describe('failure reasons', () => {
  it('classifies a 400 by the contract’s cases and never shows the server’s words', async () => {
    await activateLanguage('pl')
    const taken = new ApiError('bad-request', 'book', { status: 400, text: 'This email address is already registered.' })
    expect(failureReason(taken)).toBe('email-taken')
    const young = new ApiError('bad-request', 'book', { status: 400, text: 'The driver must be at least 25 years old.' })
    expect(failureReason(young)).toBe('too-young')
    const other = new ApiError('bad-request', 'book', { status: 400, text: 'Database Failure: bad id' })
    expect(failureReason(other)).toBe('refused')
    for (const error of [taken, young, other]) expect(apiErrorMessage(error)).not.toMatch(/registered|years old|Database/)
  })

  it('says a 409 and a 429 in the language of the screen', async () => {
    await activateLanguage('en')
    expect(apiErrorMessage(new ApiError('conflict', 'book', { status: 409 }))).toBe('This car has just been booked for these dates.')
    expect(apiErrorMessage(new ApiError('rate-limited', 'signIn', { status: 429 }))).toBe(
      'Too many attempts. Wait a few minutes and try again.',
    )
    await activateLanguage('fr')
    expect(apiErrorMessage(new ApiError('conflict', 'book', { status: 409 }))).not.toMatch(/just been booked/)
  })

  it('says how long to wait when the 429 said so (its Retry-After), with each language’s plural', async () => {
    const tooMany = (retryAfterMs: number) => apiErrorMessage(new ApiError('rate-limited', 'signIn', { status: 429, retryAfterMs }))
    await activateLanguage('en')
    expect(tooMany(1_000)).toBe('Too many attempts. Try again in 1 second.')
    expect(tooMany(29_500)).toBe('Too many attempts. Try again in 30 seconds.')
    expect(tooMany(60_000)).toBe('Too many attempts. Try again in 1 minute.')
    expect(tooMany(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.')
    await activateLanguage('pl')
    expect(tooMany(2 * 60_000)).toBe('Zbyt wiele prób. Spróbuj ponownie za 2 minuty.')
    expect(tooMany(15 * 60_000)).toBe('Zbyt wiele prób. Spróbuj ponownie za 15 minut.')
    expect(tooMany(1_000)).toBe('Zbyt wiele prób. Spróbuj ponownie za 1 sekundę.')
    await activateLanguage('fr')
    expect(tooMany(15 * 60_000)).toBe('Trop de tentatives. Réessayez dans 15 minutes.')
  })
})
