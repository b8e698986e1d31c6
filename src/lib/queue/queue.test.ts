import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { purgePersonalData } from '../storage/purge'
import { ApiError } from '../api/errors'
import { failureOf } from './actions'
import { QUEUE_FLUSH_MESSAGE, QUEUE_SYNC_TAG } from './names'
import { ActionQueue, backoffMs, type Handler, type KeptAction, type QueueDeps } from './queue'
import { idbQueueStore } from './store'

/** A fake server: what it applied, in order, and a switch that makes the network fail. */
function fakeServer() {
  const applied: string[] = []
  const state = new Map<string, string>()
  let down: boolean | 'offline' = false
  let loseReplies = 0
  const handler: Handler = {
    // The read-back: the change is already there.
    check: async (a) =>
      state.get((a.payload as { target: string }).target) === (a.payload as { value: string }).value
        ? { outcome: 'done' }
        : { outcome: 'send' },
    send: async (a) => {
      if (down === 'offline') throw new ApiError('offline', 'set')
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
    setDown: (v: boolean | 'offline') => (down = v),
    loseNextReply: () => (loseReplies += 1),
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

    // The server applies c=3 but the reply is lost: the action stays, and the read-back skips it next time.
    await q.keep('u1', set('c', '3'))
    server.loseNextReply()
    const lost = await q.flush('u1')
    expect(lost.left).toBe(1)
    const again = await q.flush('u1', { force: true })
    expect(again.sent.map((o) => o.outcome)).toEqual(['done'])
    expect(server.applied).toEqual(['u1:a=1', 'u1:b=2', 'u1:c=3'])
  })

  it('backs off on network failures (2 s, 4 s, 8 s… 5 min), holds the later actions back, and tries at once when forced', async () => {
    expect([1, 2, 3, 4, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 300000])
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
    expect(failureOf(new ApiError('server', 'x', { status: 503 })).type).toBe('retry')
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
