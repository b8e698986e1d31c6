// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { failureOf } from '../../lib/queue/failure'
import { ActionQueue, type KeptAction, type QueueStore } from '../../lib/queue/queue'
import { keepTakenPhoto, takenPhoto } from '../../lib/storage/handover-photos'
import { HANDLERS } from './actions'

/** Issue 49: a kept handover record sends its photos first (each once), then the record, once. */

const calls: string[] = []
let failUploadOnce: string | null = null
let recordReply: () => unknown = () => ({})
vi.mock('../../lib/api/handover', () => ({
  uploadHandoverPhoto: vi.fn(async (_booking: string, blob: Blob) => {
    const text = await blob.text()
    calls.push(`upload ${text}`)
    if (failUploadOnce === text) {
      failUploadOnce = null
      throw new ApiError('network', 'uploadHandoverPhoto')
    }
    return `${text}-name.jpg`
  }),
  recordHandover: vi.fn(async (_booking: string, kind: string, input: { photos?: string[]; clientId: string }) => {
    calls.push(`record ${kind} ${input.clientId} ${(input.photos ?? []).join(',')}`)
    return recordReply()
  }),
}))

function memoryStore(): QueueStore {
  const lists = new Map<string, KeptAction[]>()
  return {
    read: async (userId) => lists.get(userId) ?? [],
    update: async (userId, change) => {
      const next = change(lists.get(userId) ?? [])
      lists.set(userId, next)
      return next
    },
    clear: async () => lists.clear(),
  }
}

const USER = 'u1'
function newQueue() {
  return new ActionQueue({ store: memoryStore(), handlers: HANDLERS, failure: failureOf, sleep: async () => {} })
}
const payload = (photos: string[]) => ({
  bookingId: 'b1',
  kind: 'return' as const,
  record: { clientId: 'client-0001', at: '2026-06-13T10:00:00.000Z', odometer: 12_750, fuel: 5, notes: '' },
  photos,
  label: 'Toyota Yaris',
})

beforeEach(() => {
  calls.length = 0
  failUploadOnce = null
  recordReply = () => ({})
})

describe('the handover action', () => {
  it('uploads the photos in order, then sends the record once with their names, then drops them from the device', async () => {
    await keepTakenPhoto(USER, 'p1', new Blob(['front']))
    await keepTakenPhoto(USER, 'p2', new Blob(['back']))
    const queue = newQueue()
    await queue.keep(USER, { kind: 'handover', payload: payload(['p1', 'p2']) })
    const report = await queue.flush(USER)
    expect(report.sent.map((o) => o.outcome)).toEqual(['done'])
    expect(calls).toEqual(['upload front', 'upload back', 'record return client-0001 front-name.jpg,back-name.jpg'])
    expect(await takenPhoto(USER, 'p1')).toBeNull()
    expect(await takenPhoto(USER, 'p2')).toBeNull()
  })

  it('retries a photo on its own: one already uploaded is not sent again, and the record waits for all of them', async () => {
    await keepTakenPhoto(USER, 'p1', new Blob(['front']))
    await keepTakenPhoto(USER, 'p2', new Blob(['back']))
    failUploadOnce = 'back'
    const queue = newQueue()
    await queue.keep(USER, { kind: 'handover', payload: payload(['p1', 'p2']) })
    await queue.flush(USER)
    expect(calls).toEqual(['upload front', 'upload back', 'upload back', 'record return client-0001 front-name.jpg,back-name.jpg'])
  })

  it('keeps everything when the record’s reply is lost, and sends the same clientId again', async () => {
    await keepTakenPhoto(USER, 'p1', new Blob(['front']))
    let lost = 3
    recordReply = () => {
      if (lost-- > 0) throw new ApiError('network', 'recordHandover')
      return {}
    }
    const queue = newQueue()
    await queue.keep(USER, { kind: 'handover', payload: payload(['p1']) })
    const first = await queue.flush(USER)
    expect(first.left).toBe(1)
    expect((await takenPhoto(USER, 'p1'))?.name).toBe('front-name.jpg')
    const second = await queue.flush(USER, { force: true })
    expect(second.sent.map((o) => o.outcome)).toEqual(['done'])
    expect(calls.filter((c) => c.startsWith('upload'))).toEqual(['upload front'])
    expect(calls.filter((c) => c.startsWith('record'))).toEqual(Array(4).fill('record return client-0001 front-name.jpg'))
  })

  it('reports a 409 as a conflict and drops the photos', async () => {
    await keepTakenPhoto(USER, 'p1', new Blob(['front']))
    recordReply = () => {
      throw new ApiError('conflict', 'recordHandover', { status: 409, text: '{"existing":{}}' })
    }
    const queue = newQueue()
    await queue.keep(USER, { kind: 'handover', payload: payload(['p1']) })
    const report = await queue.flush(USER)
    expect(report.sent).toMatchObject([{ outcome: 'refused', reason: 'conflict' }])
    expect(await takenPhoto(USER, 'p1')).toBeNull()
  })
})
