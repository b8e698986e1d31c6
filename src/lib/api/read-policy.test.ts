// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { withReadRetry } from './read-policy'

afterEach(() => vi.useRealTimers())

describe('the read policy', () => {
  it('tries a failing network read again after 0.5, 1 and 2 s, then gives up', async () => {
    vi.useFakeTimers()
    const read = vi.fn(() => Promise.reject(new ApiError('network', 'getCar')))
    const result = withReadRetry(read).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(499)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(read).toHaveBeenCalledTimes(4)
    expect(await result).toBeInstanceOf(ApiError)
  })

  it('succeeds on a later try after a server error', async () => {
    vi.useFakeTimers()
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('server', 'getCars', { status: 503 }))
      .mockResolvedValueOnce('cars')
    const result = withReadRetry(read)
    await vi.advanceTimersByTimeAsync(500)
    expect(await result).toBe('cars')
  })

  it('never retries an answer that will not change (400, 204, malformed)', async () => {
    for (const kind of ['bad-request', 'no-content', 'malformed'] as const) {
      const read = vi.fn(() => Promise.reject(new ApiError(kind, 'getCar')))
      await expect(withReadRetry(read)).rejects.toBeInstanceOf(ApiError)
      expect(read).toHaveBeenCalledTimes(1)
    }
  })

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController()
    const read = vi.fn(() => Promise.reject(new ApiError('network', 'getCar')))
    const result = withReadRetry(read, controller.signal)
    controller.abort()
    await expect(result).rejects.toThrow()
    expect(read).toHaveBeenCalledTimes(1)
  })
})
