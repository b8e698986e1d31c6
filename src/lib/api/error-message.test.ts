import { afterEach, describe, expect, it, vi } from 'vitest'
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
