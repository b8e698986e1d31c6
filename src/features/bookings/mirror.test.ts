import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clear, createStore, keys, setMany } from 'idb-keyval'
import { bookingSchema, type Booking, type Paged } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import type { ShownTexts } from '../../lib/i18n/shown-texts'
import { IDB } from '../../lib/storage/keys'
import { purgePersonalData } from '../../lib/storage/purge'
import {
  bookingKey,
  forgetBooking,
  listKey,
  patchBooking,
  patchBookings,
  readBooking,
  readFirstPage,
  readLastPass,
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
    expect(readFirstPage('u1', query)).toBeNull()
    expect(localStorage.getItem('bc-bookings-first')).toBeNull()
    await writeBooking('u1', booking('b2'), 1000)
    await purgePersonalData()
    expect(localStorage.getItem('bc-pass-last')).toBeNull()
  })
})

describe('the pass kept in localStorage (read at once by the first paint and the first render of /booking)', () => {
  beforeEach(() => localStorage.removeItem('bc-pass-last'))

  it('keeps the booking last saved, for its user; takes a confirmed change; is dropped with its booking', async () => {
    await writeBooking('u1', booking('b1'), 1000)
    await writeBooking('u1', booking('b2'), 2000)
    expect(readLastPass('u1', 'b1')).toBeNull() // one is kept: the last one
    expect(readLastPass('u1', 'b2')).toEqual({ data: booking('b2'), savedAt: 2000 })
    expect(readLastPass('u2', 'b2')).toBeNull()
    await patchBooking('u1', 'b2', { cancelRequest: true })
    expect(readLastPass('u1', 'b2')).toMatchObject({ data: { cancelRequest: true }, savedAt: 2000 })
    await forgetBooking('u1', 'b1')
    expect(readLastPass('u1', 'b2')).not.toBeNull()
    await forgetBooking('u1', 'b2')
    expect(readLastPass('u1', 'b2')).toBeNull()
  })

  it('is not written once its driver has signed out, and reads anything broken as none', async () => {
    localStorage.removeItem('bc-user')
    await writeBooking('u1', booking('b1'), 1000)
    expect(localStorage.getItem('bc-pass-last')).toBeNull()
    localStorage.setItem('bc-pass-last', '{"key": 1')
    expect(readLastPass('u1', 'b1')).toBeNull()
  })
})

describe('the first page kept in localStorage (read at once by the first paint and the first render)', () => {
  beforeEach(() => localStorage.removeItem('bc-bookings-first'))

  it('keeps the last first page saved, for its user, filter and size only', async () => {
    await writeList('u1', query, page(booking('b1'), booking('b2')), 1000)
    expect(readFirstPage('u1', query)).toEqual({ data: page(booking('b1'), booking('b2')), savedAt: 1000 })
    expect(readFirstPage('u1', { ...query, size: 10 })).toBeNull()
    expect(readFirstPage('u2', query)).toBeNull()
    await writeList('u1', { ...query, page: 2 }, page(booking('b3')), 2000)
    expect(readFirstPage('u1', query)?.savedAt).toBe(1000)
    const other = { ...query, filter: { ...filter, keyword: 'clio' } }
    await writeList('u1', other, page(booking('b4')), 3000)
    expect(readFirstPage('u1', query)).toBeNull() // one page is kept: the last one
    expect(readFirstPage('u1', other)?.data.items.map((b) => b._id)).toEqual(['b4'])
  })

  it('keeps the texts the list showed it with beside it, through a confirmed change; only with the first page', async () => {
    const shown: ShownTexts = {
      language: 'pl',
      dates: {},
      dateTimes: {},
      numbers: { '2': '2' },
      prices: {},
      ago: { minute: [], hour: [], day: [] },
    }
    await writeList('u1', query, page(booking('b1'), booking('b2')), 1000, shown)
    expect(readFirstPage('u1', query)).toEqual({ data: page(booking('b1'), booking('b2')), savedAt: 1000, shown })
    await patchBooking('u1', 'b2', { cancelRequest: true })
    expect(readFirstPage('u1', query)).toMatchObject({ data: { items: [{ cancelRequest: false }, { cancelRequest: true }] }, shown })
    expect(await readList('u1', query)).toEqual({ data: page(booking('b1'), booking('b2', { cancelRequest: true })), savedAt: 1000 })
    await writeList('u1', query, page(booking('b3')), 2000)
    expect(readFirstPage('u1', query)).toEqual({ data: page(booking('b3')), savedAt: 2000 })
  })

  it('takes a confirmed change, is not written once its driver has signed out, and reads anything broken as none', async () => {
    await writeList('u1', query, page(booking('b1'), booking('b2')), 1000)
    await patchBooking('u1', 'b2', { cancelRequest: true })
    expect(readFirstPage('u1', query)?.data.items.map((b) => b.cancelRequest)).toEqual([false, true])
    localStorage.removeItem('bc-user')
    await writeList('u1', query, page(booking('b9')), 2000)
    expect(readFirstPage('u1', query)?.savedAt).toBe(1000)
    localStorage.setItem('bc-bookings-first', '{"key": 1')
    expect(readFirstPage('u1', query)).toBeNull()
    localStorage.setItem('bc-bookings-first', JSON.stringify({ key: listKey('u1', query), savedAt: 1, data: { items: 'x', total: 1 } }))
    expect(readFirstPage('u1', query)).toBeNull()
  })
})

describe('one store, one retention rule', () => {
  beforeEach(() => {
    localStorage.removeItem('bc-bookings-first')
    localStorage.removeItem('bc-pass-last')
  })

  it('the copies in localStorage are the entries just stored, texts included, and follow them', async () => {
    const shown: ShownTexts = {
      language: 'en',
      dates: {},
      dateTimes: {},
      numbers: { '1': '1' },
      prices: {},
      ago: { minute: [], hour: [], day: [] },
    }
    await writeBooking('u1', booking('b1'), 1000, shown)
    expect(readLastPass('u1', 'b1')).toEqual({ data: booking('b1'), savedAt: 1000, shown })
    // A newer list holding the booking changes its entry: the pass's copy follows, with its texts.
    await writeList('u1', query, page(booking('b1', { status: 'cancelled' })), 2000)
    expect(readLastPass('u1', 'b1')).toEqual({ data: booking('b1', { status: 'cancelled' }), savedAt: 2000, shown })
    expect(await readBooking('u1', 'b1')).toEqual({ data: booking('b1', { status: 'cancelled' }), savedAt: 2000 })
    expect(readFirstPage('u1', query)).toEqual({ data: page(booking('b1', { status: 'cancelled' })), savedAt: 2000 })
  })

  it('no entry in IndexedDB, no copy: a store that cannot be written leaves localStorage alone', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('blocked')
    })
    try {
      // A fresh module, whose store opens now (and fails).
      vi.resetModules()
      const fresh = await import('./mirror')
      await fresh.writeList('u1', query, page(booking('b1')), 1000)
      await fresh.writeBooking('u1', booking('b1'), 1000)
    } finally {
      open.mockRestore()
    }
    expect(localStorage.getItem('bc-bookings-first')).toBeNull()
    expect(localStorage.getItem('bc-pass-last')).toBeNull()
  })

  it('keeps per account the most recently saved list pages and bookings up to its bounds, and drops the copies of what goes', async () => {
    const old = Array.from(
      { length: RETENTION.listPages },
      (_, i) => [listKey('u1', { ...query, page: i + 2 }), { data: page(), savedAt: 10 + i }] as [string, unknown],
    )
    const otherAccount: [string, unknown] = [listKey('u2', query), { data: page(), savedAt: 1 }]
    await setMany([...old, otherAccount], store())
    await writeList('u1', query, page(booking('b1')), 5000)
    const left = (await keys(store())).map(String)
    expect(left.filter((k) => k.startsWith('u1:list:'))).toHaveLength(RETENTION.listPages)
    // The oldest page went; the new first page, and its copy, stay; another account's entries are not this account's to count.
    expect(left).not.toContain(old[0][0])
    expect(left).toContain(old[1][0])
    expect(left).toContain(listKey('u2', query))
    expect(readFirstPage('u1', query)?.savedAt).toBe(5000)
  })

  it('drops the bookings saved longest ago past the bound; the pass kept in localStorage is the newest', async () => {
    await writeBooking('u1', booking('b0'), 1)
    const many = Array.from(
      { length: RETENTION.bookings },
      (_, i) => [bookingKey('u1', `n${i}`), { data: booking(`n${i}`), savedAt: 100 + i, full: true }] as [string, unknown],
    )
    await setMany(many, store())
    expect(readLastPass('u1', 'b0')).not.toBeNull()
    await writeBooking('u1', booking('b-new'), 9000)
    expect(readLastPass('u1', 'b-new')).not.toBeNull()
    expect(await readBooking('u1', 'b0')).toBeNull()
  })
})
