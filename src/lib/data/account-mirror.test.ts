import { clear, createStore, keys } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IDB } from '../storage/keys'
import { purgePersonalData } from '../storage/purge'
import { accountMirror } from './account-mirror'

const placesMirror = accountMirror<{ _id: string; name: string; latitude: number; longitude: number }>('places', IDB.adminPlaces)
const accountsMirror = accountMirror<{ _id: string }>('accounts', IDB.adminDrivers)
const place = (id: string, name = id) => ({ _id: id, name, latitude: 50, longitude: 19 })
const query = { language: 'en', keyword: '', page: 1, size: 15 }
const signedInAs = (id: string) => localStorage.setItem('bc-user', JSON.stringify({ id, accessToken: 't', language: 'en' }))

beforeEach(async () => {
  await clear(createStore(IDB.adminPlaces.db, IDB.adminPlaces.store))
  await clear(createStore(IDB.adminDrivers.db, IDB.adminDrivers.store))
  signedInAs('admin1')
})

describe('the per-account mirror', () => {
  it('keeps a page per query and an item per id, for the signed-in account only', async () => {
    await placesMirror.writePage('admin1', query, { items: [place('p1')], total: 1 }, 1000)
    await placesMirror.writeItem('admin1', 'p1', { _id: 'p1', names: { pl: 'a', fr: 'b', en: 'c' } }, 2000)
    expect(await placesMirror.readPage('admin1', { ...query })).toEqual({ data: { items: [place('p1')], total: 1 }, savedAt: 1000 })
    expect(await placesMirror.readPage('admin1', { ...query, keyword: 'x' })).toBeNull()
    expect((await placesMirror.readItem('admin1', 'p1'))?.savedAt).toBe(2000)
    // Another account on the device reads nothing of it, and nothing is written for an account signed out.
    expect(await placesMirror.readPage('admin2', query)).toBeNull()
    await placesMirror.writePage('admin2', query, { items: [], total: 0 })
    expect(await keys(createStore(IDB.adminPlaces.db, IDB.adminPlaces.store))).toHaveLength(2)
  })

  it('applies a confirmed change to every saved page: a new value, or the item gone with the total one less', async () => {
    await placesMirror.writePage('admin1', query, { items: [place('p1'), place('p2')], total: 9 }, 1000)
    await placesMirror.writePage('admin1', { ...query, keyword: 'p2' }, { items: [place('p2')], total: 1 }, 1000)
    await placesMirror.patchPages('admin1', 'p2', (p) => ({ ...p, name: 'renamed' }))
    expect((await placesMirror.readPage('admin1', { ...query, keyword: 'p2' }))?.data.items[0].name).toBe('renamed')
    await placesMirror.patchPages('admin1', 'p1', () => null)
    expect(await placesMirror.readPage('admin1', query)).toEqual({ data: { items: [place('p2', 'renamed')], total: 8 }, savedAt: 1000 })
  })

  it('keeps per account only the newest pages and items within its bounds', async () => {
    const small = accountMirror<{ _id: string }>('small', IDB.adminDrivers, { pages: 2, items: 1 })
    for (const page of [1, 2, 3]) await small.writePage('admin1', { page }, { items: [{ _id: `a${page}` }], total: 3 }, 1000 + page)
    // Saved later, yet with an older time: the oldest by time goes, not the last written.
    await small.writePage('admin1', { page: 9 }, { items: [], total: 3 }, 500)
    expect(await small.readPage('admin1', { page: 1 })).toBeNull()
    expect(await small.readPage('admin1', { page: 9 })).toBeNull()
    expect((await small.readPage('admin1', { page: 2 }))?.savedAt).toBe(1002)
    expect((await small.readPage('admin1', { page: 3 }))?.savedAt).toBe(1003)
    await small.writeItem('admin1', 'u1', { _id: 'u1' }, 1)
    await small.writeItem('admin1', 'u2', { _id: 'u2' }, 2)
    expect(await small.readItem('admin1', 'u1')).toBeNull()
    expect(await small.readItem('admin1', 'u2')).toEqual({ data: { _id: 'u2' }, savedAt: 2 })
    // Another account's entries do not count against this one's bounds.
    signedInAs('admin2')
    await small.writeItem('admin2', 'u3', { _id: 'u3' }, 3)
    expect(await small.readItem('admin1', 'u2')).not.toBeNull()
  })

  it('reads a broken store as empty and writes nothing into it', async () => {
    const broken = accountMirror<{ _id: string }>('broken', { db: 'bc-broken', store: 'mirror' })
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('blocked')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await broken.readPage('admin1', query)).toBeNull()
      await expect(broken.writePage('admin1', query, { items: [], total: 0 })).resolves.toBeUndefined()
      expect(warn).toHaveBeenCalled()
    } finally {
      open.mockRestore()
      warn.mockRestore()
    }
  })

  it('is emptied by the sign-out purge', async () => {
    await placesMirror.writePage('admin1', query, { items: [place('p1')], total: 1 })
    await accountsMirror.writeItem('admin1', 'u1', { _id: 'u1' })
    await purgePersonalData()
    expect(await keys(createStore(IDB.adminPlaces.db, IDB.adminPlaces.store))).toEqual([])
    expect(await keys(createStore(IDB.adminDrivers.db, IDB.adminDrivers.store))).toEqual([])
  })
})
