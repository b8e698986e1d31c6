import { describe, expect, it } from 'vitest'
import { CACHES } from './keys'
import { CACHES as WORKER_CACHES } from '../../sw/caches'

describe('storage names', () => {
  it('the worker and the app name the same caches', () => {
    expect(WORKER_CACHES).toEqual(CACHES)
  })
})
