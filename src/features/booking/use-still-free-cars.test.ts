import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { reply, stubFetch } from '../../lib/api/testing-fetch'
import { CAR, LOCATION, SUPPLIER } from '../../lib/api/testing-fixtures'
import { loadSuppliers } from '../../lib/data/reference-data'
import { useStillFreeCars } from './use-still-free-cars'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const from = new Date('2030-05-01T10:00:00Z')
const to = new Date('2030-05-04T10:00:00Z')
const cars = (...ids: string[]) => [{ resultData: ids.map((_id) => ({ ...CAR, _id })), pageInfo: [{ totalRecords: ids.length }] }]

describe('useStillFreeCars', () => {
  it("asks /cars' own search over the session's suppliers, cheapest first, and leaves the taken car out", async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, cars('taken', 'c1', 'c2')))
    const { result } = renderHook(() => useStillFreeCars({ pickupLocation: LOCATION._id, from, to }, 'taken'))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data?.map((c) => c._id)).toEqual(['c1', 'c2'])
    expect(requests.map((r) => r.url)).toEqual([
      expect.stringContaining('/api/all-companies'),
      expect.stringContaining('/api/frontend-cars/1/6'),
    ])
    expect(JSON.parse(requests[1].body as string)).toEqual({
      companies: [SUPPLIER._id],
      pickupLocation: LOCATION._id,
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
      from: from.toISOString(),
      to: to.toISOString(),
      sort: 'price',
    })
  })

  it('does not ask for the suppliers again once the session has them; a refused search is an error', async () => {
    await loadSuppliers()
    const requests = stubFetch(reply(400, 'bad dates'))
    const { result } = renderHook(() => useStillFreeCars({ pickupLocation: LOCATION._id, from, to }, 'taken'))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.data).toBeUndefined()
    expect(requests).toHaveLength(1)
    expect(requests[0].url).toContain('/api/frontend-cars/')
  })
})
