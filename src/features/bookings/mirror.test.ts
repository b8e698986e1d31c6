import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clear, createStore, keys, setMany } from 'idb-keyval'
import { bookingSchema, type Booking, type Paged } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { keepFrame, type FrameSnapshot } from '../../lib/storage/frame-snapshot'
import { IDB } from '../../lib/storage/keys'
import { purgePersonalData } from '../../lib/storage/purge'
import {
  bookingKey,
  forgetBooking,
  listKey,
  patchBooking,
  patchBookings,
  primed,
  primeEntries,
  readBooking,
  readList,
  RETENTION,
  writeBooking,
  writeList,
} from './mirror'

const booking = (id: string, extra: Partial<Booking> = {}): Booking => ({ ...bookingSchema(BOOKING), _id: id, ...extra })
const page = (...items: Booking[]): Paged<Booking> => ({ items, total: items.length })
const filter = { statuses: ['paid', 'pending'], companies: null, keyword: 'zoe' }
const query = { filter, page: 1, size: 20 }
const store = () => createStore(IDB.bookings.db, IDB.bookings.store)

/** The mirror writes only for the user signed in on this device. */
const signedInAs = (id: string) => localStorage.setItem('bc-user', JSON.stringify({ id, accessToken: 't', language: 'en' }))

beforeEach(async () => {
  await clear(store())
  signedInAs('u1')
})

describe('bookings mirror keys', () => {
  it('prefixes every key with the user id', () => {
    expect(bookingKey('u1', 'b1')).toBe('u1:booking:b1')
    expect(listKey('u1', query)).toMatch(/^u1:list:[0-9a-z]+$/)
  })

  it('gives equal filters the same key whatever their key order, and different pages different keys', () => {
    const reordered = { keyword: 'zoe', companies: null, statuses: ['paid', 'pending'] }
    expect(listKey('u1', { filter: reordered, page: 1, size: 20 })).toBe(listKey('u1', query))
    expect(listKey('u1', { ...query, page: 2 })).not.toBe(listKey('u1', query))
    expect(listKey('u1', { ...query, size: 10 })).not.toBe(listKey('u1', query))
    expect(listKey('u1', { ...query, filter: { ...filter, keyword: 'clio' } })).not.toBe(listKey('u1', query))
    expect(listKey('u2', query)).not.toBe(listKey('u1', query))
  })
})

describe('bookings mirror', () => {
  it('round-trips a list page with the time it was saved', async () => {
    const data = page(booking('b1'), booking('b2'))
    await writeList('u1', query, data, 1000)
    expect(await readList('u1', query)).toEqual({ data, savedAt: 1000 })
    expect(await readList('u1', { ...query, page: 2 })).toBeNull()
  })

  it('round-trips a booking detail', async () => {
    await writeBooking('u1', booking('b1'), 2000)
    expect(await readBooking('u1', 'b1')).toEqual({ data: booking('b1'), savedAt: 2000 })
    expect(await readBooking('u1', 'nope')).toBeNull()
  })

  it('mirrors each list item as a detail, so any booking of the list opens offline', async () => {
    await writeList('u1', query, page(booking('b1'), booking('b2')), 1000)
    expect((await readBooking('u1', 'b2'))?.data._id).toBe('b2')
  })

  it('does not replace a fuller, newer detail with a list item', async () => {
    const full = booking('b1', { price: 999 })
    await writeBooking('u1', full, 5000)
    await writeList('u1', query, page(booking('b1', { price: 1, _additionalDriver: undefined })), 1000)
    expect((await readBooking('u1', 'b1'))?.data.price).toBe(999)
    // A newer list keeps the detail's additional driver when the list item lacks it.
    await writeList('u1', query, page(booking('b1', { price: 2, _additionalDriver: undefined })), 9000)
    const after = await readBooking('u1', 'b1')
    expect(after?.data.price).toBe(2)
    expect(after?.data._additionalDriver?.fullName).toBe(full._additionalDriver?.fullName)
  })

  it('keeps drivers apart: a second driver never reads the first one’s entries', async () => {
    await writeList('u1', query, page(booking('b1')), 1000)
    await writeBooking('u1', booking('b9'), 1000)
    expect(await readList('u2', query)).toBeNull()
    expect(await readBooking('u2', 'b1')).toBeNull()
    expect(await readBooking('u2', 'b9')).toBeNull()
    expect((await keys(store())).every((k) => typeof k === 'string' && k.startsWith('u1:'))).toBe(true)
  })

  it('applies a confirmed cancel request to the detail and every list holding the booking, for that driver only', async () => {
    await writeList('u1', query, page(booking('b1'), booking('b2')), 1000)
    signedInAs('u2')
    await writeList('u2', query, page(booking('b1')), 1000)
    signedInAs('u1')
    await patchBooking('u1', 'b1', { cancelRequest: true })
    expect((await readList('u1', query))?.data.items.map((b) => b.cancelRequest)).toEqual([true, false])
    expect((await readList('u1', query))?.savedAt).toBe(1000)
    expect((await readBooking('u1', 'b1'))?.data.cancelRequest).toBe(true)
    expect((await readList('u2', query))?.data.items[0]?.cancelRequest).toBe(false)
  })

  it('applies a supplier’s status change to several bookings in one pass', async () => {
    signedInAs('s1')
    await writeList('s1', query, page(booking('b1'), booking('b2'), booking('b3')), 1000)
    await writeBooking('s1', booking('b2'), 2000)
    await patchBookings('s1', ['b1', 'b2'], { status: 'reserved' })
    expect((await readList('s1', query))?.data.items.map((b) => b.status)).toEqual(['reserved', 'reserved', 'paid'])
    expect((await readBooking('s1', 'b2'))?.data.status).toBe('reserved')
    expect((await readBooking('s1', 'b3'))?.data.status).toBe('paid')
  })

  it('drops a reply that arrives once its driver has signed out (a reply in flight during the purge)', async () => {
    await purgePersonalData()
    await writeList('u1', query, page(booking('b1')), 1000)
    await writeBooking('u1', booking('b2'), 1000)
    await patchBooking('u1', 'b1', { cancelRequest: true })
    expect(await keys(store())).toEqual([])
  })

  it('is emptied by the sign-out purge', async () => {
    await writeList('u1', query, page(booking('b1')), 1000)
    await purgePersonalData()
    expect(await readList('u1', query)).toBeNull()
    expect(await readBooking('u1', 'b1')).toBeNull()
    keepFrame(snapshot('/bookings', listKey('u1', query)))
    localStorage.setItem('bc-pass-last', '{}') // an earlier version's copy
    await purgePersonalData()
    expect(localStorage.getItem('bc-frames')).toBeNull()
    expect(localStorage.getItem('bc-pass-last')).toBeNull()
  })
})

/** A frame snapshot of `path` showing the mirror's `entry` (lib/storage/frame-snapshot.ts). */
const snapshot = (path: string, entry: string): FrameSnapshot => ({
  build: 'dev',
  user: 'u1',
  url: path,
  online: true,
  phone: true,
  html: '<main></main>',
  entry,
  at: 1,
})
const framesKept = () => Object.keys(JSON.parse(localStorage.getItem('bc-frames') ?? '{}') as object).sort()

describe('entries read ahead of the first render (when the first paint drew a frame of them)', () => {
  it('are taken by the first render, for a moment, and only those read', async () => {
    await writeList('u1', query, page(booking('b1')), 1000)
    await writeBooking('u1', booking('b2'), 2000)
    expect(primed(listKey('u1', query))).toBeUndefined()
    await primeEntries([listKey('u1', query), bookingKey('u1', 'b2'), bookingKey('u1', 'none')], 1000)
    expect(primed(listKey('u1', query))).toEqual({ data: page(booking('b1')), savedAt: 1000 })
    expect(primed(bookingKey('u1', 'b2'))).toEqual({ data: booking('b2'), savedAt: 2000 })
    expect(primed(bookingKey('u1', 'none'))).toBeUndefined()
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000)
    expect(primed(listKey('u1', query))).toBeUndefined()
    later.mockRestore()
  })

  it('nothing asked, nothing read', async () => {
    await expect(primeEntries([], 1000)).resolves.toBeUndefined()
  })
})

describe('one store, one retention rule', () => {
  beforeEach(() => localStorage.removeItem('bc-frames'))

  it('a frame of the first paint goes with the entry it shows', async () => {
    await writeBooking('u1', booking('b1'), 1000)
    keepFrame(snapshot('/booking', bookingKey('u1', 'b1')))
    keepFrame(snapshot('/bookings', listKey('u1', query)))
    await forgetBooking('u1', 'b2')
    expect(framesKept()).toEqual(['/booking', '/bookings'])
    await forgetBooking('u1', 'b1')
    expect(framesKept()).toEqual(['/bookings'])
  })

  it('keeps per account the most recently saved list pages and bookings up to its bounds, and drops the frames of what goes', async () => {
    const old = Array.from(
      { length: RETENTION.listPages },
      (_, i) => [listKey('u1', { ...query, page: i + 2 }), { data: page(), savedAt: 10 + i }] as [string, unknown],
    )
    const otherAccount: [string, unknown] = [listKey('u2', query), { data: page(), savedAt: 1 }]
    await setMany([...old, otherAccount], store())
    keepFrame(snapshot('/bookings', old[0][0]))
    keepFrame(snapshot('/booking', bookingKey('u1', 'b1')))
    await writeList('u1', query, page(booking('b1')), 5000)
    const left = (await keys(store())).map(String)
    expect(left.filter((k) => k.startsWith('u1:list:'))).toHaveLength(RETENTION.listPages)
    // The oldest page went, and its frame; another account's entries are not this account's to count.
    expect(left).not.toContain(old[0][0])
    expect(left).toContain(old[1][0])
    expect(left).toContain(listKey('u2', query))
    expect(framesKept()).toEqual(['/booking'])
  })

  it('drops the bookings saved longest ago past the bound, and the frame of such a pass', async () => {
    await writeBooking('u1', booking('b0'), 1)
    keepFrame(snapshot('/booking', bookingKey('u1', 'b0')))
    const many = Array.from(
      { length: RETENTION.bookings },
      (_, i) => [bookingKey('u1', `n${i}`), { data: booking(`n${i}`), savedAt: 100 + i, full: true }] as [string, unknown],
    )
    await setMany(many, store())
    await writeBooking('u1', booking('b-new'), 9000)
    expect(await readBooking('u1', 'b0')).toBeNull()
    expect(framesKept()).toEqual([])
  })
})
