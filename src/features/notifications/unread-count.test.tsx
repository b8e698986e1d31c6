import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { clear, createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import type { Notification, Paged } from '../../lib/api/entities'
import type { NotificationsPayload } from '../pending-actions/actions'
import { keepAction } from '../pending-actions/queue'
import { IDB } from '../../lib/storage/keys'
import { renderWithI18n } from '../../test/i18n'
import { refreshSession } from '../auth/session'
import { NotificationList } from './NotificationList'
import { note } from './testing'
import { writeNotificationsPage, writeUnreadCopy } from './notifications-mirror'
import { keptUnreadChange, useUnreadCount } from './unread-count'

const api = vi.hoisted(() => ({
  getNotifications: vi.fn<() => Promise<Paged<Notification>>>(),
  getNotificationCounter: vi.fn<() => Promise<number>>(),
}))
vi.mock('../../lib/api/notifications', async (original) => ({ ...(await original<object>()), ...api }))

const kept = (...changes: NotificationsPayload[]) => changes.map((payload) => ({ payload }))

describe('keptUnreadChange', () => {
  const shown = [note('a'), note('bb'), note('ccc', true)]

  it('counts a read or unread mark as last asked', () => {
    expect(keptUnreadChange(shown, [])).toBe(0)
    expect(keptUnreadChange(shown, kept({ op: 'read', ids: ['a', 'bb'] }))).toBe(-2)
    expect(keptUnreadChange(shown, kept({ op: 'unread', ids: ['ccc'] }))).toBe(1)
    expect(keptUnreadChange(shown, kept({ op: 'read', ids: ['a'] }, { op: 'unread', ids: ['a'] }))).toBe(0)
  })

  it('counts the delete of an unread notification as one less, of a read one as nothing', () => {
    expect(keptUnreadChange(shown, kept({ op: 'delete', ids: ['a'] }))).toBe(-1)
    expect(keptUnreadChange(shown, kept({ op: 'delete', ids: ['a', 'bb', 'ccc'] }))).toBe(-2)
    expect(keptUnreadChange(shown, kept({ op: 'delete', ids: ['ccc'] }))).toBe(0)
    // Marked unread, then deleted (or deleted, then marked: the mark finds nothing): gone either way.
    expect(keptUnreadChange(shown, kept({ op: 'unread', ids: ['ccc'] }, { op: 'delete', ids: ['ccc'] }))).toBe(0)
    expect(keptUnreadChange(shown, kept({ op: 'delete', ids: ['a'] }, { op: 'unread', ids: ['a'] }))).toBe(-1)
    // A notification not on the page changes nothing here.
    expect(keptUnreadChange(shown, kept({ op: 'delete', ids: ['elsewhere'] }))).toBe(0)
  })
})

function HeaderCount() {
  return <output data-testid="count">{useUnreadCount()}</output>
}

describe('the header count with the notifications list, offline', () => {
  let online = false
  beforeEach(async () => {
    await clear(createStore(IDB.notifications.db, IDB.notifications.store))
    await clear(createStore(IDB.queue.db, IDB.queue.store))
    localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'en', type: 'user' }))
    refreshSession()
    online = false
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    api.getNotificationCounter.mockRejectedValue(new ApiError('offline', 'getNotificationCounter'))
    api.getNotifications.mockRejectedValue(new ApiError('offline', 'getNotifications'))
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    api.getNotifications.mockReset()
    api.getNotificationCounter.mockReset()
  })

  it('drops at once for a kept delete of an unread notification (after a reload too), and comes back on Undo', async () => {
    await writeNotificationsPage('u1', 1, 30, { items: [note('a'), note('bb'), note('ccc', true)], total: 3 }, Date.now() - 60_000)
    await writeUnreadCopy('u1', 2)
    // Kept before this page opened: a reload while still offline.
    await keepAction('u1', 'notifications', { op: 'delete', ids: ['a'] })
    await renderWithI18n(
      <>
        <HeaderCount />
        <NotificationList userId="u1" viewer="driver" />
      </>,
      'en',
    )
    await screen.findByText('Message a')
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'))
    const row = screen.getByText('Message a').closest('li')!
    // The delete of a read one moves nothing.
    await act(() => keepAction('u1', 'notifications', { op: 'delete', ids: ['ccc'] }))
    await waitFor(() => expect(within(screen.getByText('Message ccc').closest('li')!).getByTestId('kept-action')).toBeTruthy())
    expect(screen.getByTestId('count').textContent).toBe('1')
    fireEvent.click(within(row).getByRole('button', { name: /^Undo/ }))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'))
    expect(within(row).queryByTestId('kept-action')).toBeNull()
  })
})
