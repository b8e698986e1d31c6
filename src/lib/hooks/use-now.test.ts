import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useNow } from './use-now'

afterEach(() => vi.useRealTimers())

it('reads the time again every period, and stops when unmounted', () => {
  vi.useFakeTimers({ now: 1_000 })
  const { result, unmount } = renderHook(() => useNow(30_000))
  expect(result.current).toBe(1_000)
  act(() => {
    vi.advanceTimersByTime(29_999)
  })
  expect(result.current).toBe(1_000)
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(result.current).toBe(31_000)
  unmount()
  expect(vi.getTimerCount()).toBe(0)
})
