import { describe, expect, it } from 'vitest'
import { CACHES, PERSONAL_CACHES } from './cache-names'

describe('cache names', () => {
  it('name the booking-list and avatar caches as personal, and nothing public', () => {
    expect([...PERSONAL_CACHES].sort()).toEqual([CACHES.bookings, CACHES.userImages].sort())
  })

  it('are all distinct', () => {
    const names = Object.values(CACHES)
    expect(new Set(names).size).toBe(names.length)
  })
})
