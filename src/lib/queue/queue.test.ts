import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { purgePersonalData } from '../storage/purge'
import { ApiError } from '../api/errors'
import { markNotificationsAsRead } from '../api/notifications'
import { signIn, signOut, stubFetch } from '../api/testing-fetch'
import { failureOf } from './failure'
import { QUEUE_FLUSH_MESSAGE, QUEUE_SYNC_TAG } from './names'
import { onServerReached, reportServerReached } from '../api/reached'
import { earlyFlushOnReply } from './early-flush'
import { ActionQueue, backoffMs, onlineBackoffMs, type Handler, type KeptAction, type QueueDeps } from './queue'
import { idbQueueStore } from './store'

/** A fake server: what it applied, in order, and a switch that makes the network fail. */
function fakeServer() {
  const applied: string[] = []
  const state = new Map<string, string>()
  let down: boolean | 'offline' | 'server' | 'busy' | 'error' = false
  let loseReplies = 0
  let tries = 0
  let checks = 0
  const handler: Handler = {
    // The read-back: the change is already there.
    check: async (a) => {
      checks += 1
      return state.get((a.payload as { target: string }).target) === (a.payload as { value: string }).value
        ? { outcome: 'done' }
        : { outcome: 'send' }
    },
    send: async (a) => {
      tries += 1
      if (down === 'offline') throw new ApiError('offline', 'set')
      if (down === 'server') throw new ApiError('server', 'set', { status: 503 })
      if (down === 'busy') throw new ApiError('rate-limited', 'set', { status: 429 })
      if (down === 'error') throw new ApiError('server', 'set', { status: 500 })
      if (down) throw new ApiError('network', 'set')
      const { target, value } = a.payload as { target: string; value: string }
      if (value === 'refuse') return { outcome: 'refused', reason: 'booking-cancelled' }
      applied.push(`${a.userId}:${target}=${value}`)
      state.set(target, value)
      if (loseReplies > 0) {
        loseReplies -= 1
        throw new ApiError('network', 'set')
      }
      return { outcome: 'done' }
    },
  }
  return {
    applied,
    handler,
    setDown: (v: boolean | 'offline' | 'server' | 'busy' | 'error') => (down = v),
    loseNextReply: () => (loseReplies += 1),
    tries: () => tries,
    checks: () => checks,
  }
}

let clock = 1_000_000
let ids = 0
function makeQueue(handler: Handler, extra: Partial<QueueDeps> = {}) {
  return new ActionQueue({
    store: idbQueueStore,
    handlers: { set: handler },
    failure: failureOf,
    now: () => clock,
    newId: () => `a${++ids}`,
    // No jitter unless a test asks for it: the waits are exact. Quick tries without waiting.
    random: () => 0,
    sleep: async () => {},
    ...extra,
  })
}
const set = (target: string, value: string) => ({ kind: 'set', payload: { target, value } })

beforeEach(async () => {
  await idbQueueStore.clear()
  clock = 1_000_000
})

describe('the action queue', () => {
  it('sends in the order taken, and survives a new page (a reload) through IndexedDB', async () => {
    const server = fakeServer()
    const first = makeQueue(server.handler)
    await first.keep('u1', set('a', '1'))
    await first.keep('u1', set('b', '2'))
    await first.keep('u1', set('a', '3'))
    // A new page: a new queue over the same store.
    const reloaded = makeQueue(server.handler)
    expect((await reloaded.load('u1')).map((a) => a.payload)).toHaveLength(3)
    const report = await reloaded.flush('u1')
    expect(server.applied).toEqual(['u1:a=1', 'u1:b=2', 'u1:a=3'])
    expect(report.sent.map((o) => o.outcome)).toEqual(['done', 'done', 'done'])
    expect(await idbQueueStore.read('u1')).toEqual([])
  })

  it('sends each action once: a flush during a flush, and a reply lost after the server applied it', async () => {
    const server = fakeServer()
    const q = makeQueue(server.handler)
    await q.keep('u1', set('a', '1'))
    await q.keep('u1', set('b', '2'))
    await Promise.all([q.flush('u1'), q.flush('u1'), q.flush('u1', { force: true })])
    expect(server.applied).toEqual(['u1:a=1', 'u1:b=2'])

    // The server applies c=3 but the reply is lost: the quick try's read-back finds it there and does not send it again.
    await q.keep('u1', set('c', '3'))
    server.loseNextReply()
    const lost = await q.flush('u1')
    expect(lost).toMatchObject({ left: 0, sent: [{ outcome: 'done' }] })
    expect(server.applied).toEqual(['u1:a=1', 'u1:b=2', 'u1:c=3'])
    expect(server.tries()).toBe(3)
  })

  it('backs off on network failures (2 s, 4 s, 8 s…), holds the later actions back, and tries at once when forced', async () => {
    expect([1, 2, 3, 4, 20].map((n) => backoffMs(n))).toEqual([2000, 4000, 8000, 16000, 300000])
    const server = fakeServer()
    const wakes: number[] = []
    const q = makeQueue(server.handler, { wakeAt: (at) => wakes.push(at) })
    await q.keep('u1', set('a', '1'))
    await q.keep('u1', set('b', '2'))
    server.setDown(true)
    expect((await q.flush('u1')).left).toBe(2)
    expect(wakes).toEqual([clock + 2000])
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 1, notBefore: clock + 2000 })
    // Not due yet: nothing is tried.
    clock += 1000
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0]?.attempts).toBe(1)
    clock += 1000
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 2, notBefore: clock + 4000 })
    // A forced try (the network came back) that fails starts the backoff again.
    await q.flush('u1', { force: true })
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 1, notBefore: clock + 2000 })
    // While the browser knows it is offline, the backoff does not grow.
    server.setDown('offline')
    clock += 2000
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 1, notBefore: clock + 2000 })
    server.setDown(false)
    // The `online` event forces: no wait for the backoff.
    const report = await q.flush('u1', { force: true })
    expect(report.sent).toHaveLength(2)
    expect(server.applied).toEqual(['u1:a=1', 'u1:b=2'])
  })

  it('waits at most 15 s between tries on server errors and lost requests while online (less up to half at random), 5 min offline', async () => {
    expect([1, 2, 3, 4, 5, 20].map((n) => onlineBackoffMs(n, 0))).toEqual([2000, 4000, 8000, 15000, 15000, 15000])
    expect([1, 4, 20].map((n) => onlineBackoffMs(n, 1))).toEqual([1000, 7500, 7500])
    const server = fakeServer()
    const wakes: number[] = []
    let random = 0.4
    const sleeps: number[] = []
    const q = makeQueue(server.handler, {
      wakeAt: (at) => wakes.push(at),
      random: () => random,
      sleep: async (ms) => void sleeps.push(ms),
    })
    await q.keep('u1', set('a', '1'))
    // A server answering 503 ten flushes in a row (three quick tries each): the wait grows to 15 s (less 20 % here) and stays there.
    server.setDown('server')
    const waits: number[] = []
    for (let i = 0; i < 10; i++) {
      await q.flush('u1')
      const [first] = await idbQueueStore.read('u1')
      waits.push(first.notBefore - clock)
      expect(first).toMatchObject({ attempts: i + 1, triedAt: clock })
      clock = first.notBefore
    }
    expect(waits).toEqual([1600, 3200, 6400, 12000, 12000, 12000, 12000, 12000, 12000, 12000])
    expect(wakes).toHaveLength(10)
    expect(server.tries()).toBe(30)
    expect(sleeps.slice(0, 4)).toEqual([500, 1000, 500, 1000])
    // Lost requests (no answer while the browser says it is online) too, whatever the random part.
    server.setDown(true)
    random = 0.9
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0].notBefore - clock).toBe(8250)
    expect(server.tries()).toBe(33)
    // A 429 (the server asks to slow down): one try, no quick ones.
    server.setDown('busy')
    random = 0
    clock += 60_000
    await q.flush('u1')
    expect(server.tries()).toBe(34)
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 12, notBefore: clock + 15_000 })
    // While the browser says it is offline the wait does not grow, and its ceiling is 5 minutes.
    server.setDown('offline')
    clock += 60_000
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 12, notBefore: clock + 300_000 })
    server.setDown(false)
    await q.flush('u1', { force: true })
    expect(server.applied).toEqual(['u1:a=1'])
    expect(server.tries()).toBe(36)
  })

  it('tries three times per flush: after a 503 on the send it sends again without reading back, after a 500 or a lost reply it reads back first', async () => {
    const server = fakeServer()
    const sleeps: number[] = []
    const q = makeQueue(server.handler, { sleep: async (ms) => void sleeps.push(ms) })
    await q.keep('u1', set('a', '1'))
    server.setDown('server')
    await q.flush('u1')
    expect([server.checks(), server.tries(), sleeps]).toEqual([1, 3, [500, 1000]])
    server.setDown('error')
    await q.flush('u1', { force: true })
    expect([server.checks(), server.tries()]).toEqual([4, 6])
    server.setDown(true)
    await q.flush('u1', { force: true })
    expect([server.checks(), server.tries()]).toEqual([7, 9])
    // A reply lost after the server applied it: the quick try's read-back finds it there.
    server.setDown(false)
    server.loseNextReply()
    clock += 2000
    expect((await q.flush('u1')).sent.map((o) => o.outcome)).toEqual(['done'])
    expect([server.checks(), server.tries(), server.applied]).toEqual([9, 10, ['u1:a=1']])
  })

  it('an early flush (another call succeeded) tries during the backoff, not within 2 s of the last try, and the backoff grows on', async () => {
    const server = fakeServer()
    const q = makeQueue(server.handler)
    await q.keep('u1', set('a', '1'))
    server.setDown('server')
    for (let i = 0; i < 4; i++) await q.flush('u1', { force: i === 0 })
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 1, notBefore: clock + 2000 })
    clock += 2000
    await q.flush('u1')
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 2, notBefore: clock + 4000 })
    // Tried 1.9 s ago: an early flush leaves it to its timer (no call at all).
    clock += 1900
    const tries = server.tries()
    await q.flush('u1', { early: true })
    expect(server.tries()).toBe(tries)
    // 2 s after: tried at once, 2 s before its backoff ends; failing, the backoff grows on (not back to 2 s as when forced).
    clock += 100
    await q.flush('u1', { early: true })
    expect(server.tries()).toBe(tries + 3)
    expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 3, notBefore: clock + 8000 })
    clock += 2000
    server.setDown(false)
    const report = await q.flush('u1', { early: true })
    expect(report.sent.map((o) => o.outcome)).toEqual(['done'])
    expect(server.applied).toEqual(['u1:a=1'])
  })

  it('flushes once when another call of the page succeeds during a backoff, and a failing flush starts no other (no loop)', async () => {
    const server = fakeServer()
    // The client reports each 2xx the fake server gives, as lib/api's client does: the queue's own read-backs included.
    const reading: Handler = {
      check: async (a) => {
        reportServerReached()
        return server.handler.check!(a)
      },
      send: async (a) => {
        const settled = await server.handler.send(a)
        reportServerReached()
        return settled
      },
    }
    const q = makeQueue(reading)
    let flushes = 0
    const stop = onServerReached(
      earlyFlushOnReply({
        flushing: () => q.flushing(),
        waiting: () => q.list('u1').length > 0,
        flush: () => {
          flushes += 1
          return q.flush('u1', { early: true })
        },
        debounceMs: 5,
      }),
    )
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
    try {
      // Nothing kept: a reply starts nothing.
      reportServerReached()
      await settle()
      expect(flushes).toBe(0)
      await q.keep('u1', set('a', '1'))
      server.setDown('server')
      await q.flush('u1', { force: true })
      expect(server.tries()).toBe(3)
      // The page's own call succeeds 3 s later, within the backoff: a burst of three replies makes one early flush.
      clock += 3000
      reportServerReached()
      reportServerReached()
      reportServerReached()
      await settle()
      expect(flushes).toBe(1)
      // It failed (its read-back's success came during it): no other flush, no other try, while nothing else succeeds.
      await settle()
      expect(flushes).toBe(1)
      expect(server.tries()).toBe(6)
      // Another reply within 2 s of that try: a flush that leaves the action to its timer (no call).
      reportServerReached()
      await settle()
      expect(flushes).toBe(2)
      expect(server.tries()).toBe(6)
      // The network is back: the next reply sends it, once.
      clock += 2000
      server.setDown(false)
      reportServerReached()
      await settle()
      await settle()
      expect(server.applied).toEqual(['u1:a=1'])
      expect(flushes).toBe(3)
      expect(q.list('u1')).toEqual([])
      reportServerReached()
      await settle()
      expect(flushes).toBe(3)
    } finally {
      stop()
    }
  })

  describe("the server's Retry-After (a 429 or a 503 that says how long)", () => {
    // The real client reads the header (lib/api/client.ts); Date is faked to the queue's clock, so an HTTP date means the same to both.
    const answer = (status: number, retryAfter?: string) =>
      new Response('busy', { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } })
    const marking: Handler = {
      send: async () => {
        await markNotificationsAsRead('u1', ['n1'])
        return { outcome: 'done' }
      },
    }
    const tick = (ms: number) => vi.setSystemTime((clock += ms))
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: clock })
      signIn()
    })
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
      signOut()
    })
    const waitOf = async () => {
      const [first] = await idbQueueStore.read('u1')
      return first.notBefore - clock
    }

    it('waits 30 s after "Retry-After: 30", not 2 s, with no quick try, and a forced or early flush does not go sooner', async () => {
      const wakes: number[] = []
      const q = makeQueue(marking, { wakeAt: (at) => wakes.push(at) })
      await q.keep('u1', set('a', '1'))
      const requests = stubFetch(answer(429, '30'), answer(200, 'OK'))
      await q.flush('u1')
      expect(requests).toHaveLength(1)
      expect(await waitOf()).toBe(30_000)
      expect((await idbQueueStore.read('u1'))[0]).toMatchObject({ attempts: 1, serverNotBefore: clock + 30_000 })
      expect(wakes).toEqual([clock + 30_000])
      // The network "comes back" (online event), another call succeeds: the server's time still holds, no call is made.
      tick(5_000)
      await q.flush('u1', { force: true })
      await q.flush('u1', { early: true })
      expect(requests).toHaveLength(1)
      expect(wakes.at(-1)).toBe(clock + 25_000)
      tick(25_000)
      expect((await q.flush('u1')).sent.map((o) => o.outcome)).toEqual(['done'])
      expect(requests).toHaveLength(2)
    })

    it('reads an HTTP date, on a 503 too', async () => {
      const q = makeQueue(marking)
      await q.keep('u1', set('a', '1'))
      const requests = stubFetch(answer(503, new Date(clock + 45_000).toUTCString()))
      await q.flush('u1')
      // A 503 without the header gets three quick tries; with it, one.
      expect(requests).toHaveLength(1)
      expect(await waitOf()).toBe(45_000)
    })

    it('falls back to the backoff for a value it cannot read or one shorter than the backoff, and waits 5 minutes at most', async () => {
      const q = makeQueue(marking)
      await q.keep('u1', set('a', '1'))
      stubFetch(answer(429, 'in a moment'))
      await q.flush('u1')
      expect(await waitOf()).toBe(2000)
      expect((await idbQueueStore.read('u1'))[0].serverNotBefore).toBeUndefined()
      // Third failure: the backoff (8 s) is longer than the server's 3 s.
      tick(2000)
      stubFetch(answer(429))
      await q.flush('u1')
      tick(4000)
      stubFetch(answer(429, '3'))
      await q.flush('u1')
      expect(await waitOf()).toBe(8000)
      // A day is five minutes here.
      tick(8000)
      stubFetch(answer(429, '86400'))
      await q.flush('u1')
      expect(await waitOf()).toBe(300_000)
      // A past date is no wait: the backoff again (its 15 s ceiling while online).
      tick(300_000)
      stubFetch(answer(429, new Date(clock - 60_000).toUTCString()))
      await q.flush('u1')
      expect(await waitOf()).toBe(15_000)
    })
  })

  it('reports a refusal with its reason and goes on with the next action', async () => {
    const server = fakeServer()
    const q = makeQueue(server.handler)
    const seen: string[] = []
    q.onOutcome((o) => seen.push(o.outcome === 'refused' ? `refused:${o.reason}` : 'done'))
    await q.keep('u1', set('a', 'refuse'))
    await q.keep('u1', set('b', '2'))
    await q.flush('u1')
    expect(seen).toEqual(['refused:booking-cancelled', 'done'])
  })

  it('keeps each account apart: another account never sends them', async () => {
    const server = fakeServer()
    const q = makeQueue(server.handler)
    await q.keep('anna', set('a', '1'))
    await q.keep('john', set('b', '2'))
    await q.flush('john')
    expect(server.applied).toEqual(['john:b=2'])
    expect((await idbQueueStore.read('anna')).map((a: KeptAction) => a.userId)).toEqual(['anna'])
    // A list stored under one account never yields another's action.
    const { update } = await import('idb-keyval')
    const { createStore } = await import('idb-keyval')
    await update(
      'john',
      () => [{ id: 'x', userId: 'anna', kind: 'set', payload: {}, createdAt: 1, attempts: 0, notBefore: 0 }],
      createStore('bc-queue', 'actions'),
    )
    expect(await idbQueueStore.read('john')).toEqual([])
  })

  it('undoes a pending action, replaces a pending one with the same key, and drops all at the person’s choice', async () => {
    const server = fakeServer()
    const q = makeQueue(server.handler)
    const a = await q.keep('u1', set('a', '1'))
    await q.keep('u1', { ...set('s', 'on'), key: 'switch' })
    await q.keep('u1', { ...set('s', 'off'), key: 'switch' })
    expect(await q.undo('u1', a.id)).toBe(true)
    expect(await q.undo('u1', a.id)).toBe(false)
    expect(q.list('u1').map((x) => (x.payload as { value: string }).value)).toEqual(['off'])
    await q.flush('u1')
    expect(server.applied).toEqual(['u1:s=off'])
    await q.keep('u1', set('c', '1'))
    await q.drop('u1')
    expect(await idbQueueStore.read('u1')).toEqual([])
  })

  it('is emptied by the sign-out purge', async () => {
    const q = makeQueue(fakeServer().handler)
    await q.keep('u1', set('a', '1'))
    await q.keep('u2', set('b', '1'))
    await purgePersonalData()
    expect(await idbQueueStore.read('u1')).toEqual([])
    expect(await idbQueueStore.read('u2')).toEqual([])
  })

  it('counts failures as the network (kept) or the server (refused)', () => {
    expect(failureOf(new ApiError('offline', 'x'))).toEqual({ type: 'retry', offline: true })
    expect(failureOf(new ApiError('network', 'x')).type).toBe('retry')
    expect(failureOf(new ApiError('server', 'x', { status: 500 }))).toEqual({ type: 'retry' })
    expect(failureOf(new ApiError('server', 'x', { status: 503 }))).toEqual({ type: 'retry', unhandled: true })
    expect(failureOf(new ApiError('rate-limited', 'x', { status: 429 }))).toEqual({ type: 'retry', slowDown: true, unhandled: true })
    expect(failureOf(new ApiError('rate-limited', 'x', { status: 429, retryAfterMs: 30_000 }))).toMatchObject({ retryAfterMs: 30_000 })
    expect(failureOf(new ApiError('server', 'x', { status: 503, retryAfterMs: 5000 }))).toMatchObject({
      unhandled: true,
      retryAfterMs: 5000,
    })
    expect(failureOf(new ApiError('unauthorized', 'updateBookingStatus', { status: 403 }))).toEqual({
      type: 'refused',
      reason: 'not-yours',
    })
    expect(failureOf(new ApiError('unauthorized', 'updateUser', { status: 401 })).type).toBe('stop')
    expect(failureOf(new ApiError('conflict', 'updateBookingStatus', { status: 409 }))).toEqual({ type: 'refused', reason: 'conflict' })
  })

  it('the worker spells the sync tag and the flush message as the page does', () => {
    const worker = readFileSync(resolve(import.meta.dirname, '../../sw/sw.ts'), 'utf8')
    expect(worker).toContain(`'${QUEUE_SYNC_TAG}'`)
    expect(worker).toContain(`'${QUEUE_FLUSH_MESSAGE}'`)
  })
})
