import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore, get, set } from 'idb-keyval'
import { PERSONAL_CACHES } from '../../lib/storage/cache-names'
import { IDB } from '../../lib/storage/keys'
import { currentUser, signOut, startSession } from './session'

const reply = {
  id: 'u1',
  email: 'anna@example.com',
  fullName: 'Anna',
  language: 'pl',
  enableEmailNotifications: true,
  accessToken: 'JWT',
  blacklisted: false,
}

describe('session', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    history.replaceState(null, '', '/bookings?x=1')
  })

  it('stores the sign-in reply only when it has an accessToken', () => {
    expect(startSession({ ...reply, accessToken: undefined })).toBe(false)
    expect(localStorage.getItem('bc-user')).toBeNull()
    expect(startSession({ ...reply, accessToken: '' })).toBe(false)
    expect(startSession(reply)).toBe(true)
    expect(JSON.parse(localStorage.getItem('bc-user')!)).toEqual(reply)
    expect(currentUser()?.id).toBe('u1')
  })

  it('sign-out clears bc-user, session storage, cookies, drafts, the mirror and personal caches, then goes to /', async () => {
    startSession(reply)
    sessionStorage.setItem('k', 'v')
    localStorage.setItem('bc-draft:contact', '{"message":"hi"}')
    localStorage.setItem('bc-language', 'fr')
    document.cookie = 'XSRF-TOKEN=abc; path=/'
    const store = createStore(IDB.bookings.db, IDB.bookings.store)
    await set('u1:booking:b1', { secret: true }, store)
    const deleted: string[] = []
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) })

    await signOut()

    expect(localStorage.getItem('bc-user')).toBeNull()
    expect(localStorage.getItem('bc-draft:contact')).toBeNull()
    expect(localStorage.getItem('bc-language')).toBe('fr')
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).not.toContain('XSRF-TOKEN')
    expect(await get('u1:booking:b1', store)).toBeUndefined()
    expect(deleted.sort()).toEqual([...PERSONAL_CACHES].sort())
    expect(currentUser()).toBeNull()
    expect(location.pathname).toBe('/')
  })

  it('sign-out can go to /sign-in', async () => {
    startSession(reply)
    await signOut({ to: '/sign-in' })
    expect(location.pathname).toBe('/sign-in')
  })
})
