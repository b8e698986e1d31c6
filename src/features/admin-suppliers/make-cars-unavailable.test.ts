import { afterEach, describe, expect, it, vi } from 'vitest'
import { reply, signIn, signOut, stubFetch } from '../../lib/api/testing-fetch'
import { CAR, facet } from '../../lib/api/testing-fixtures'
import { makeSupplierCarsUnavailable } from './make-cars-unavailable'

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('makeSupplierCarsUnavailable', () => {
  it('asks for the supplier’s available cars until none is left and saves each as unavailable', async () => {
    signIn()
    const a = { ...CAR, _id: 'a' }
    const b = { ...CAR, _id: 'b' }
    const requests = stubFetch(reply(200, facet([a, b])), reply(200, 'OK'), reply(200, 'OK'), reply(200, facet([])))
    await expect(makeSupplierCarsUnavailable('s1')).resolves.toBe(2)
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/cars/1/50/',
      'PUT /api/update-car',
      'PUT /api/update-car',
      'POST /api/cars/1/50/',
    ])
    expect(JSON.parse(requests[0].body as string)).toMatchObject({ companies: ['s1'], availability: ['available'] })
    expect(JSON.parse(requests[1].body as string)).toMatchObject({ _id: 'a', available: false, company: CAR.company._id })
  })

  it('stops at the first failure (what was done stays done)', async () => {
    signIn()
    stubFetch(reply(200, facet([{ ...CAR, _id: 'a' }])), reply(400, 'nope'))
    await expect(makeSupplierCarsUnavailable('s1')).rejects.toMatchObject({ kind: 'bad-request' })
  })
})
