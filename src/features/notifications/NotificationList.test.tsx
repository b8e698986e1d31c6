import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { clear, createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification, Paged } from '../../lib/api/entities'
import { keepAction } from '../pending-actions/queue'
import { IDB } from '../../lib/storage/keys'
import { renderWithI18n } from '../../test/i18n'
import { NotificationList } from './NotificationList'
import { note } from './testing'
import { readNotificationsPage, writeNotificationsPage } from './notifications-mirror'

const api = vi.hoisted(() => ({ getNotifications: vi.fn<() => Promise<Paged<Notification>>>() }))
vi.mock('../../lib/api/notifications', async (original) => ({ ...(await original<object>()), ...api }))

const rowOf = (text: string) => screen.getByText(text).closest('li')!
let online = true

beforeEach(async () => {
  await clear(createStore(IDB.notifications.db, IDB.notifications.store))
  await clear(createStore(IDB.queue.db, IDB.queue.store))
  localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en', type: 'user' }))
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  api.getNotifications.mockReset()
})

describe('NotificationList', () => {
  it('offline, shows the saved copy with its age, and a change kept offline over it (read, pending), without asking the network', async () => {
    await writeNotificationsPage('u1', 1, 30, { items: [note('a'), note('bb')], total: 2 }, Date.now() - 5 * 60_000)
    await keepAction('u1', 'notifications', { op: 'read', ids: ['a'] })
    online = false
    await renderWithI18n(<NotificationList userId="u1" viewer="driver" />, 'en')
    await screen.findByText('Message a')
    expect(screen.getByText(/You are offline\. These are your notifications as saved on this device/)).toBeTruthy()
    expect(screen.getByTestId('last-updated').textContent).toMatch(/Last updated 5 minutes ago/)
    await waitFor(() => expect(rowOf('Message a').hasAttribute('data-unread')).toBe(false))
    expect(within(rowOf('Message a')).getByTestId('kept-action').textContent).toMatch(/back online/)
    expect(rowOf('Message bb').hasAttribute('data-unread')).toBe(true)
    expect(api.getNotifications).not.toHaveBeenCalled()
  })

  it('online, shows the copy at once, then the server’s answer, saved back on the device', async () => {
    await writeNotificationsPage('u1', 1, 30, { items: [note('a')], total: 1 }, 1000)
    let answer!: (page: Paged<Notification>) => void
    api.getNotifications.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    await renderWithI18n(<NotificationList userId="u1" viewer="driver" />, 'en')
    await screen.findByText('Message a')
    expect(screen.getByText('Refreshing…')).toBeTruthy()
    answer({ items: [note('a', true), note('ccc')], total: 2 })
    await screen.findByText('Message ccc')
    expect(rowOf('Message a').hasAttribute('data-unread')).toBe(false)
    expect(screen.queryByText('Refreshing…')).toBeNull()
    await waitFor(async () => expect((await readNotificationsPage('u1', 1, 30))?.data.total).toBe(2))
  })

  it('with no copy and no network, says so and offers to try again', async () => {
    online = false
    api.getNotifications.mockRejectedValue(new TypeError('Failed to fetch'))
    await renderWithI18n(<NotificationList userId="u1" viewer="driver" />, 'en')
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
