/** The client says "the server was reached" on a fresh 2xx only: not on a failure, nor on the worker's cached copy. */
import { afterEach, expect, it, vi } from 'vitest'
import { CACHED_AT_HEADER } from '../storage/cache-names'
import { getCar } from './cars'
import { onServerReached } from './reached'
import { reply, stubFetch } from './testing-fetch'
import { CAR } from './testing-fixtures'

afterEach(() => vi.unstubAllGlobals())

it('reports a fresh 2xx, and neither a 5xx, a lost request nor a cached answer', async () => {
  const reached = vi.fn()
  const stop = onServerReached(reached)
  const cached = reply(200, CAR)
  cached.headers.set(CACHED_AT_HEADER, new Date().toISOString())
  stubFetch(reply(503, 'down'), new TypeError('Failed to fetch'), cached, reply(200, CAR))
  await expect(getCar(CAR._id, 'en')).rejects.toMatchObject({ kind: 'server' })
  await expect(getCar(CAR._id, 'en')).rejects.toMatchObject({ kind: 'network' })
  await getCar(CAR._id, 'en')
  expect(reached).not.toHaveBeenCalled()
  await getCar(CAR._id, 'en')
  expect(reached).toHaveBeenCalledTimes(1)
  stop()
})

it("refuses the worker's kept copy to a call that asks for the server's own answer (fresh): the kept actions' read-backs", async () => {
  const cached = reply(200, CAR)
  cached.headers.set(CACHED_AT_HEADER, new Date().toISOString())
  const requests = stubFetch(cached, reply(200, CAR), reply(200, CAR))
  await expect(getCar(CAR._id, 'en', { fresh: true })).rejects.toMatchObject({ kind: 'network' })
  await expect(getCar(CAR._id, 'en', { fresh: true })).resolves.toMatchObject({ _id: CAR._id })
  await getCar(CAR._id, 'en')
  // Asked past the caches (the worker lets a no-store read go to the network: src/sw/sw.ts); other reads as before.
  expect(requests.map((r) => r.cache)).toEqual(['no-store', 'no-store', undefined])
})
