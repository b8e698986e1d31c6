import { describe, expect, it } from 'vitest'
import { cacheableUrls } from './cache-urls'

describe('cacheableUrls', () => {
  it('keeps the public reads the worker caches, once each, and nothing personal', () => {
    expect(
      cacheableUrls([
        'http://localhost:4280/api/car/6650ca000000000000000001/pl',
        'http://localhost:4280/api/car/6650ca000000000000000001/pl',
        'http://localhost:4280/cdn/cars/car-1.png',
        'https://api.example.com/api/all-companies',
        'http://localhost:4280/api/bookings/1/20/pl',
        'http://localhost:4280/api/booking/6650b0000000000000000001/pl',
        'http://localhost:4280/assets/index-abc.js',
        'not a url',
      ]),
    ).toEqual([
      'http://localhost:4280/api/car/6650ca000000000000000001/pl',
      'http://localhost:4280/cdn/cars/car-1.png',
      'https://api.example.com/api/all-companies',
    ])
  })
})
