import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { ApiError } from '../api/errors'
import { sameKey } from './key'
import { useResource, type ResourceOptions } from './use-resource'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A load whose answers the test gives, one per call. */
function controlled<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = []
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject })
    })
  return { calls, load }
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')))
}

describe('sameKey', () => {
  it('compares structure, dates by time, and ignores undefined fields', () => {
    expect(sameKey(['a', { x: 1, y: undefined }, new Date(5)], ['a', { x: 1 }, new Date(5)])).toBe(true)
    expect(sameKey(['a', new Date(5)], ['a', new Date(6)])).toBe(false)
    expect(sameKey([{ a: [1, 2] }], [{ a: [1, 2, 3] }])).toBe(false)
    expect(sameKey(null, [])).toBe(false)
  })
})

describe('useResource', () => {
  it('loads, then shows the data with when it came', async () => {
    const { calls, load } = controlled<string>()
    const { result } = renderHook(() => useResource(['car', 'c1'], load('c1')))
    expect(result.current).toMatchObject({ loading: true, data: undefined, savedAt: null, fresh: false })
    await waitFor(() => expect(calls).toHaveLength(1))
    const before = Date.now()
    await act(async () => calls[0].resolve('Clio'))
    expect(result.current).toMatchObject({ loading: false, data: 'Clio', fresh: true, error: null })
    expect(result.current.savedAt).toBeGreaterThanOrEqual(before)
  })

  it('aborts the previous load on a new key and drops its data; an equal key (new objects) asks nothing', async () => {
    const { calls, load } = controlled<string>()
    const { result, rerender } = renderHook(({ id, from }: { id: string; from: Date }) => useResource(['car', id, { from }], load(id)), {
      initialProps: { id: 'c1', from: new Date(1000) },
    })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve('Clio'))
    rerender({ id: 'c1', from: new Date(1000) })
    expect(calls).toHaveLength(1)
    expect(result.current.data).toBe('Clio')

    rerender({ id: 'c2', from: new Date(1000) })
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    await waitFor(() => expect(calls).toHaveLength(2))
    rerender({ id: 'c3', from: new Date(1000) })
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[1].signal.aborted).toBe(true)
    // A late answer for an older key is never shown.
    await act(async () => calls[1].resolve('Yaris'))
    expect(result.current.data).toBeUndefined()
    await act(async () => calls[2].resolve('Golf'))
    expect(result.current.data).toBe('Golf')
  })

  it('keeps the previous data while the next key loads when told to', async () => {
    const { calls, load } = controlled<{ id: string; name: string }>()
    const { result, rerender } = renderHook(
      ({ lang }: { lang: string }) => useResource(['car', 'c1', lang], load(lang), { keepPrevious: (car) => car.id === 'c1' }),
      { initialProps: { lang: 'pl' } },
    )
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ id: 'c1', name: 'Clio (pl)' }))
    rerender({ lang: 'fr' })
    expect(result.current).toMatchObject({ data: { name: 'Clio (pl)' }, loading: true, fresh: false })
  })

  it('reports a refusal at once (no retry), and retry() asks again', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('bad-request', 'getCar', { status: 400 }))
      .mockResolvedValueOnce('Clio')
    const { result } = renderHook(() => useResource(['car', 'c1'], load))
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(load).toHaveBeenCalledTimes(1)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.data).toBe('Clio'))
    expect(result.current.error).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries a failing network read again through the read policy', async () => {
    vi.useFakeTimers()
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('server', 'getCar', { status: 503 }))
      .mockResolvedValueOnce('Clio')
    const { result } = renderHook(() => useResource(['car', 'c1'], load))
    await act(async () => vi.advanceTimersByTimeAsync(5000))
    expect(load).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ data: 'Clio', error: null, loading: false })
  })

  it('shows the mirror at once, then the network answer, which it saves', async () => {
    const { calls, load } = controlled<string>()
    const write = vi.fn(() => Promise.resolve())
    const options: ResourceOptions<string> = { mirror: { read: () => Promise.resolve({ data: 'old', savedAt: 42 }), write } }
    const { result } = renderHook(() => useResource(['booking', 'b1'], load('b1'), options))
    await waitFor(() => expect(result.current.data).toBe('old'))
    expect(result.current).toMatchObject({ savedAt: 42, fresh: false, loading: true })
    await act(async () => calls[0].resolve('new'))
    expect(result.current).toMatchObject({ data: 'new', fresh: true, loading: false })
    expect(write).toHaveBeenCalledWith('new', result.current.savedAt)
  })

  it("offline 'mirror': a mirrored copy is not asked for; back online it is", async () => {
    goOffline(true)
    const { calls, load } = controlled<string>()
    const { result } = renderHook(() =>
      useResource(['booking', 'b1'], load('b1'), {
        offline: 'mirror',
        mirror: { read: () => Promise.resolve({ data: 'old', savedAt: 1 }) },
      }),
    )
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toMatchObject({ data: 'old', online: false })
    expect(calls).toHaveLength(0)
    goOffline(false)
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve('new'))
    expect(result.current).toMatchObject({ data: 'new', fresh: true })
  })

  it("offline 'pause' asks nothing until back online", async () => {
    goOffline(true)
    const { calls, load } = controlled<string>()
    const { result } = renderHook(() => useResource(['price'], load('p'), { offline: 'pause' }))
    await act(async () => {})
    expect(calls).toHaveLength(0)
    expect(result.current.online).toBe(false)
    goOffline(false)
    await waitFor(() => expect(calls).toHaveLength(1))
  })

  it('waits debounceMs of quiet before asking', async () => {
    vi.useFakeTimers()
    const load = vi.fn((signal: AbortSignal) => Promise.resolve(signal.aborted ? 'no' : 'yes'))
    const { rerender } = renderHook(({ n }: { n: number }) => useResource(['price', n], load, { debounceMs: 250 }), {
      initialProps: { n: 1 },
    })
    await act(async () => vi.advanceTimersByTimeAsync(200))
    rerender({ n: 2 })
    await act(async () => vi.advanceTimersByTimeAsync(200))
    expect(load).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(50))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a null key asks nothing and is not loading; mutate changes the data shown', async () => {
    const load = vi.fn(() => Promise.resolve({ n: 1 }))
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useResource(on ? ['x'] : null, load), {
      initialProps: { on: false },
    })
    expect(result.current.loading).toBe(false)
    expect(load).not.toHaveBeenCalled()
    rerender({ on: true })
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }))
    act(() => result.current.mutate((d) => ({ n: d.n + 1 })))
    expect(result.current.data).toEqual({ n: 2 })
  })

  it('a copy in hand shows in the first render as a mirrored copy while the network is asked; the answer replaces it', async () => {
    const { calls, load } = controlled<string>()
    const mirrorInHand = vi.fn(() => ({ data: 'kept', savedAt: 42 }))
    const { result } = renderHook(() => useResource(['booking', 'b1'], load('b1'), { mirrorInHand }))
    expect(result.current).toMatchObject({ data: 'kept', savedAt: 42, fresh: false, loading: true })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve('network'))
    expect(result.current).toMatchObject({ data: 'network', fresh: true, loading: false })
    // Read once, for the render that met the key.
    expect(mirrorInHand).toHaveBeenCalledTimes(1)
  })

  it('data in hand shows in the first render as the answer, without asking; a retry or a new key asks', async () => {
    const { calls, load } = controlled<string>()
    const inHand = (key: string) => () => (key === 'c1' ? 'early c1' : undefined)
    const { result, rerender } = renderHook(({ id }: { id: string }) => useResource(['car', id], load(id), { inHand: inHand(id) }), {
      initialProps: { id: 'c1' },
    })
    expect(result.current).toMatchObject({ data: 'early c1', loading: false, fresh: true, error: null })
    expect(result.current.savedAt).not.toBeNull()
    await act(async () => {})
    expect(calls).toHaveLength(0)

    act(() => result.current.retry())
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve('network c1'))
    expect(result.current.data).toBe('network c1')

    rerender({ id: 'c2' })
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1].key).toBe('c2')
  })
})
