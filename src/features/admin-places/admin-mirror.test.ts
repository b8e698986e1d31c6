import { clear, createStore, keys } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { IDB } from '../../lib/storage/keys'
import { purgePersonalData } from '../../lib/storage/purge'
import { accountsMirror } from '../admin-drivers/accounts-mirror'
import { placesMirror } from './places-mirror'

const place = (id: string, name = id) => ({ _id: id, name, latitude: 50, longitude: 19 })
const query = { language: 'en', keyword: '', page: 1, size: 15 }
const signedInAs = (id: string) => localStorage.setItem('bc-user', JSON.stringify({ id, accessToken: 't', language: 'en' }))

beforeEach(async () => {
  await clear(createStore(IDB.adminPlaces.db, IDB.adminPlaces.store))
  await clear(createStore(IDB.adminDrivers.db, IDB.adminDrivers.store))
  signedInAs('admin1')
})

describe('the operator mirror', () => {
  it('keeps a page per query and an item per id, for the signed-in operator only', async () => {
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

  it('is emptied by the sign-out purge', async () => {
    await placesMirror.writePage('admin1', query, { items: [place('p1')], total: 1 })
    await accountsMirror.writeItem('admin1', 'u1', { _id: 'u1' })
    await purgePersonalData()
    expect(await keys(createStore(IDB.adminPlaces.db, IDB.adminPlaces.store))).toEqual([])
    expect(await keys(createStore(IDB.adminDrivers.db, IDB.adminDrivers.store))).toEqual([])
  })
})
