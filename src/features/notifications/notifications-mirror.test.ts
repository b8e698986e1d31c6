import { clear, createStore, keys } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Notification } from '../../lib/api/entities'
import { IDB } from '../../lib/storage/keys'
import { purgePersonalData } from '../../lib/storage/purge'
import { NOTIFICATION_PAGES, readNotificationsPage, readUnreadCopy, writeNotificationsPage, writeUnreadCopy } from './notifications-mirror'

const store = () => createStore(IDB.notifications.db, IDB.notifications.store)
const note = (id: string, isRead = false): Notification => ({
  _id: id,
  user: 'u1',
  message: `m ${id}`,
  isRead,
  createdAt: '2026-11-01T10:00:00.000Z',
})
const signedInAs = (id: string) => localStorage.setItem('bc-user', JSON.stringify({ id, accessToken: 't', language: 'en' }))

beforeEach(async () => {
  await clear(store())
  signedInAs('u1')
})

describe('the notifications copy', () => {
  it('keeps each page of the signed-in account with its time, and its unread count', async () => {
    await writeNotificationsPage('u1', 1, 30, { items: [note('a'), note('b', true)], total: 2 }, 1000)
    await writeUnreadCopy('u1', 7)
    expect(await readNotificationsPage('u1', 1, 30)).toEqual({ data: { items: [note('a'), note('b', true)], total: 2 }, savedAt: 1000 })
    expect(await readNotificationsPage('u1', 2, 30)).toBeNull()
    expect(await readUnreadCopy('u1')).toBe(7)
    // Another account reads nothing of it; nothing is written for an account not signed in.
    expect(await readNotificationsPage('u2', 1, 30)).toBeNull()
    expect(await readUnreadCopy('u2')).toBeNull()
    await writeNotificationsPage('u2', 1, 30, { items: [note('c')], total: 1 })
    await writeUnreadCopy('u2', 1)
    expect(await keys(store())).toHaveLength(2)
  })

  it(`keeps at most ${NOTIFICATION_PAGES} pages per account, the newest`, async () => {
    for (let page = 1; page <= NOTIFICATION_PAGES + 2; page++) {
      await writeNotificationsPage('u1', page, 30, { items: [note(`n${page}`)], total: 400 }, 1000 + page)
    }
    expect(await readNotificationsPage('u1', 1, 30)).toBeNull()
    expect(await readNotificationsPage('u1', 2, 30)).toBeNull()
    expect((await readNotificationsPage('u1', NOTIFICATION_PAGES + 2, 30))?.savedAt).toBe(1000 + NOTIFICATION_PAGES + 2)
    expect(await keys(store())).toHaveLength(NOTIFICATION_PAGES)
  })

  it('is emptied by the sign-out purge', async () => {
    await writeNotificationsPage('u1', 1, 30, { items: [note('a')], total: 1 })
    await writeUnreadCopy('u1', 1)
    await purgePersonalData()
    expect(await keys(store())).toEqual([])
  })
})
