import { describe, expect, it } from 'vitest'
import * as app from '../lib/storage/keys'
import * as worker from './caches'

describe('cache names', () => {
  it('are the same in the worker (src/sw/caches.ts) and in the app (src/lib/storage/keys.ts)', () => {
    expect(worker.CACHES).toEqual(app.CACHES)
    expect([...worker.PERSONAL_CACHES].sort()).toEqual([...app.PERSONAL_CACHES].sort())
  })

  it('name the booking-list and avatar caches as personal, and nothing public', () => {
    expect([...worker.PERSONAL_CACHES].sort()).toEqual([worker.CACHES.bookings, worker.CACHES.userImages].sort())
  })

  it('are all distinct', () => {
    const names = Object.values(worker.CACHES)
    expect(new Set(names).size).toBe(names.length)
  })
})
