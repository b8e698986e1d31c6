import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { reply, stubFetch } from '../api/testing-fetch'
import { LOCATION } from '../api/testing-fixtures'
import type { Language } from '../constants'
import { usePlace, usePlaceSearch } from './reference-data'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const page = (names: string[], total: number) => [
  {
    resultData: names.map((name, i) => ({ _id: `64b0000000000000000001${String(i).padStart(2, '0')}`, name })),
    pageInfo: [{ totalRecords: total }],
  },
]

describe('usePlace', () => {
  it('names a place by id in the language asked; no id asks nothing; a new language keeps the name until its own is in', async () => {
    const requests = stubFetch(reply(200, LOCATION), reply(200, { ...LOCATION, name: 'Aéroport de Cracovie' }))
    const { result, rerender } = renderHook(({ id, language }: { id?: string; language: Language }) => usePlace(id, language), {
      initialProps: { id: undefined as string | undefined, language: 'en' as Language },
    })
    expect(result.current).toMatchObject({ data: undefined, loading: false })
    expect(requests).toHaveLength(0)
    rerender({ id: LOCATION._id, language: 'en' })
    await waitFor(() => expect(result.current.data?.name).toBe('Kraków Airport'))
    expect(requests[0].url).toContain(`/api/location/${LOCATION._id}/en`)
    rerender({ id: LOCATION._id, language: 'fr' })
    expect(result.current.data?.name).toBe('Kraków Airport')
    await waitFor(() => expect(result.current.data?.name).toBe('Aéroport de Cracovie'))
  })
})

describe('usePlaceSearch', () => {
  it('asks nothing for a null keyword, then the first page, the next on more(), and again from page 1 for a new keyword', async () => {
    const requests = stubFetch(reply(200, page(['A1', 'A2'], 3)), reply(200, page(['A1', 'A2', 'A3'], 3)), reply(200, page(['B'], 1)))
    const { result, rerender } = renderHook(({ keyword }: { keyword: string | null }) => usePlaceSearch(keyword, 'pl'), {
      initialProps: { keyword: null as string | null },
    })
    expect(result.current.loading).toBe(false)
    expect(requests).toHaveLength(0)
    rerender({ keyword: 'a' })
    await waitFor(() => expect(result.current.items.map((l) => l.name)).toEqual(['A1', 'A2']))
    expect(requests[0].url).toMatch(/\/api\/locations\/1\/30\/pl\?s=a$/)
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.more())
    // A place the next page repeats is shown once.
    await waitFor(() => expect(result.current.items.map((l) => l.name)).toEqual(['A1', 'A2', 'A3']))
    expect(requests[1].url).toContain('/api/locations/2/30/pl')
    rerender({ keyword: 'b' })
    await waitFor(() => expect(result.current.items.map((l) => l.name)).toEqual(['B']))
    expect(requests[2].url).toMatch(/\/api\/locations\/1\/30\/pl\?s=b$/)
  })
})
