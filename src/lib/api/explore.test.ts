/** Rows 70–71: method, exact path, no token, and the decoded reply (unknown fields dropped, null logos as none). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getRentalPlaces, getRentalSuppliers } from './explore'
import { isApiError } from './errors'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

const PLACE = {
  _id: 'p1',
  name: 'Lotnisko Chopina w Warszawie',
  latitude: 52.17,
  longitude: 20.97,
  suppliers: [
    { _id: 's1', fullName: 'SunRent', avatar: 'sunrent.png', email: 'dropped@example.com' },
    { _id: 's2', fullName: 'Vistula', avatar: null },
  ],
  __v: 0,
}

const SUPPLIER = {
  _id: 's1',
  fullName: 'SunRent',
  avatar: null,
  phone: '+48 22 650 41 00',
  location: 'Żwirki i Wigury 1, Warsaw',
  bio: 'Open daily 6:00–23:00.',
  payLater: true,
  carCount: 7,
  locations: [{ _id: 'p1', name: 'Lotnisko Chopina w Warszawie' }],
  email: 'dropped@example.com',
}

describe('getRentalPlaces (row 70)', () => {
  it('GETs /api/frontend-locations/{language} without a token, even signed in, and keeps the contract fields', async () => {
    signIn()
    const requests = stubFetch(reply(200, [PLACE, { _id: 'p2', name: 'Rabat', suppliers: [] }]))
    const places = await getRentalPlaces('pl')
    expect(requests[0].method).toBe('GET')
    expect(new URL(requests[0].url).pathname).toBe('/api/frontend-locations/pl')
    expect(requests[0].headers.get('x-access-token')).toBeNull()
    expect(places).toEqual([
      {
        _id: 'p1',
        name: 'Lotnisko Chopina w Warszawie',
        latitude: 52.17,
        longitude: 20.97,
        suppliers: [
          { _id: 's1', fullName: 'SunRent', avatar: 'sunrent.png' },
          { _id: 's2', fullName: 'Vistula', avatar: undefined },
        ],
      },
      { _id: 'p2', name: 'Rabat', latitude: undefined, longitude: undefined, suppliers: [] },
    ])
  })

  it('refuses a reply it cannot use', async () => {
    stubFetch(reply(200, [{ _id: 'p1', name: 'X', latitude: 'north', suppliers: [] }]))
    const error = await getRentalPlaces('en').catch((e: unknown) => e)
    expect(isApiError(error, 'malformed')).toBe(true)
  })
})

describe('getRentalSuppliers (row 71)', () => {
  it('GETs /api/frontend-suppliers/{language} without a token and keeps the desk, count and places', async () => {
    signIn()
    const requests = stubFetch(reply(200, [SUPPLIER, { _id: 's2', fullName: 'Tatra', carCount: 3, locations: [] }]))
    const suppliers = await getRentalSuppliers('fr')
    expect(new URL(requests[0].url).pathname).toBe('/api/frontend-suppliers/fr')
    expect(requests[0].headers.get('x-access-token')).toBeNull()
    const { email: _email, ...expected } = SUPPLIER
    expect(suppliers[0]).toEqual({ ...expected, avatar: undefined })
    expect(suppliers[1]).toMatchObject({ payLater: false, carCount: 3, locations: [] })
  })

  it('refuses a supplier without its car count', async () => {
    stubFetch(reply(200, [{ ...SUPPLIER, carCount: undefined }]))
    const error = await getRentalSuppliers('en').catch((e: unknown) => e)
    expect(isApiError(error, 'malformed')).toBe(true)
  })
})
