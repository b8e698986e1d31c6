import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { Paged } from '../api/entities'
import { ApiError } from '../api/errors'
import { usePagedList } from './use-paged-list'

afterEach(cleanup)

interface Item {
  id: string
  seen?: boolean
}

/** Pages the test answers: calls[i] is each request, in order. */
function controlled() {
  const calls: { page: number; key: string; signal: AbortSignal; resolve: (v: Paged<Item>) => void; reject: (e: unknown) => void }[] = []
  const load = (key: string) => (page: number, signal: AbortSignal) =>
    new Promise<Paged<Item>>((resolve, reject) => {
      calls.push({ page, key, signal, resolve, reject })
    })
  return { calls, load }
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }))

describe('usePagedList', () => {
  it('appends a page on more(), knows the total and when the end is reached', async () => {
    const { calls, load } = controlled()
    const { result } = renderHook(() => usePagedList(['cars', { q: 'a' }], load('a')))
    expect(result.current).toMatchObject({ loading: true, items: [], hasMore: false })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1', '2'), total: 3 }))
    expect(result.current).toMatchObject({ loading: false, total: 3, hasMore: true, fresh: true })
    act(() => result.current.more())
    act(() => result.current.more()) // ignored: page 2 is on its way
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1].page).toBe(2)
    expect(result.current.loading).toBe(true)
    await act(async () => calls[1].resolve({ items: items('3'), total: 3 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2', '3'])
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.more())
    expect(calls).toHaveLength(2)
  })

  it('shows an item once when the list moved between pages (idOf)', async () => {
    const { calls, load } = controlled()
    const { result } = renderHook(() => usePagedList(['cars'], load('a'), { idOf: (i) => i.id }))
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1', '2'), total: 4 }))
    act(() => result.current.more())
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1].resolve({ items: items('2', '3'), total: 4 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2', '3'])
  })

  it('new criteria start again at page 1 and abort what was under way', async () => {
    const { calls, load } = controlled()
    const { result, rerender } = renderHook(({ q }: { q: string }) => usePagedList(['cars', { q }], load(q)), { initialProps: { q: 'a' } })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1'), total: 2 }))
    act(() => result.current.more())
    await waitFor(() => expect(calls).toHaveLength(2))
    rerender({ q: 'b' })
    expect(result.current).toMatchObject({ items: [], loading: true })
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[1].signal.aborted).toBe(true)
    expect(calls[2]).toMatchObject({ page: 1, key: 'b' })
    await act(async () => calls[1].resolve({ items: items('late'), total: 2 }))
    await act(async () => calls[2].resolve({ items: items('b1'), total: 1 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['b1'])
  })

  it('a failing page keeps the others on screen; retry asks only for it', async () => {
    const { calls, load } = controlled()
    const { result } = renderHook(() => usePagedList(['cars'], load('a')))
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1'), total: 2 }))
    act(() => result.current.more())
    await waitFor(() => expect(calls).toHaveLength(2))
    await act(async () => calls[1].reject(new ApiError('bad-request', 'getCars', { status: 400 })))
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(result.current).toMatchObject({ loading: false, hasMore: false })
    expect(result.current.items).toHaveLength(1)
    act(() => result.current.retry())
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[2].page).toBe(2)
    await act(async () => calls[2].resolve({ items: items('2'), total: 2 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2'])
    expect(result.current.error).toBeNull()
    // Nothing failed: retry asks for every page again, keeping them shown.
    act(() => result.current.retry())
    await waitFor(() => expect(calls).toHaveLength(5))
    expect(result.current).toMatchObject({ loading: false, refreshing: true })
    expect(result.current.items).toHaveLength(2)
  })

  it('starts from firstPage (a pager) and shows each page from the mirror first, then saves the answer', async () => {
    const { calls, load } = controlled()
    const write = vi.fn(() => Promise.resolve())
    const read = vi.fn((page: number) => Promise.resolve({ data: { items: items(`m${page}`), total: 9 }, savedAt: 7 }))
    const { result } = renderHook(() => usePagedList(['bookings', 3], load('a'), { firstPage: 3, mirror: { read, write } }))
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['m3']))
    expect(result.current).toMatchObject({ savedAt: 7, fresh: false, loading: false, refreshing: true })
    expect(calls[0].page).toBe(3)
    await act(async () => calls[0].resolve({ items: items('3'), total: 9 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['3'])
    expect(result.current.fresh).toBe(true)
    expect(write).toHaveBeenCalledWith(3, { items: items('3'), total: 9 }, result.current.savedAt)
  })

  it('mutate changes the items shown', async () => {
    const { calls, load } = controlled()
    const { result } = renderHook(() => usePagedList(['x'], load('a')))
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1', '2'), total: 2 }))
    act(() => result.current.mutate((i) => (i.id === '2' ? { ...i, seen: true } : i)))
    expect(result.current.items).toEqual([{ id: '1' }, { id: '2', seen: true }])
  })

  it('back online, asks again for the page that failed offline', async () => {
    const { calls, load } = controlled()
    const { result } = renderHook(() => usePagedList(['x'], load('a')))
    await waitFor(() => expect(calls).toHaveLength(1))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    await act(async () => calls[0].reject(new ApiError('bad-request', 'x')))
    expect(result.current.error).toBeInstanceOf(ApiError)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(calls).toHaveLength(2))
  })

  it('a first page in hand shows in the first render, is saved to the mirror and not asked for; the next page is', async () => {
    const { calls, load } = controlled()
    const read = vi.fn(async () => null)
    const write = vi.fn(async () => {})
    const inHand = vi.fn((page: number) => (page === 1 ? { items: items('1', '2'), total: 3 } : undefined))
    const { result } = renderHook(() => usePagedList(['cars'], load('a'), { inHand, mirror: { read, write } }))
    expect(result.current).toMatchObject({ loading: false, fresh: true, total: 3, hasMore: true })
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2'])
    await waitFor(() => expect(write).toHaveBeenCalledWith(1, { items: items('1', '2'), total: 3 }, expect.any(Number)))
    expect(calls).toHaveLength(0)
    expect(read).not.toHaveBeenCalled()

    act(() => result.current.more())
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].page).toBe(2)
    await act(async () => calls[0].resolve({ items: items('3'), total: 3 }))
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2', '3'])

    act(() => result.current.retry()) // nothing failed: every page is asked for again
    await waitFor(() => expect(calls.map((c) => c.page).sort()).toEqual([1, 2, 2]))
    expect(inHand).toHaveBeenCalledTimes(1)
  })

  it("a mirror copy in hand shows in the first render, as the mirror's, and the network is still asked", async () => {
    const { calls, load } = controlled()
    const read = vi.fn(async () => ({ data: { items: items('m1', 'm2'), total: 5 }, savedAt: 7 }))
    const mirrorInHand = vi.fn((page: number) => (page === 1 ? { data: { items: items('m1', 'm2'), total: 5 }, savedAt: 7 } : undefined))
    const { result } = renderHook(() => usePagedList(['bookings'], load('a'), { mirrorInHand, mirror: { read } }))
    expect(result.current).toMatchObject({ loading: false, refreshing: true, fresh: false, savedAt: 7, total: 5 })
    expect(result.current.items.map((i) => i.id)).toEqual(['m1', 'm2'])
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => calls[0].resolve({ items: items('1', '2'), total: 6 }))
    expect(result.current).toMatchObject({ loading: false, refreshing: false, fresh: true, total: 6 })
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2'])
    expect(mirrorInHand).toHaveBeenCalledTimes(1)
  })
})
