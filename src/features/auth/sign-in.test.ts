import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../lib/api/users', () => ({ signIn: vi.fn() }))
vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }))

import { signIn } from '../../lib/api/users'
import { navigate } from 'wouter/use-browser-location'
import { signInDriver } from './sign-in'
import { currentUser } from './session'

const reply = {
  id: 'u1',
  email: 'anna@example.com',
  fullName: 'Anna Nowak',
  language: 'pl',
  enableEmailNotifications: true,
  accessToken: 'jwt',
  blacklisted: false,
}

describe('signInDriver', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(navigate).mockClear()
  })

  it('stores the session of a driver', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(reply)
    await expect(signInDriver({ email: 'anna@example.com', password: 'x' })).resolves.toBe('signed-in')
    expect(JSON.parse(localStorage.getItem('bc-user')!)).toMatchObject({ id: 'u1', accessToken: 'jwt' })
    expect(currentUser()?.id).toBe('u1')
  })

  it('reports wrong credentials (204) and stores nothing', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(null)
    await expect(signInDriver({ email: 'a@b.pl', password: 'x' })).resolves.toBe('wrong-credentials')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('refuses a blacklisted driver and never stores him', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, blacklisted: true })
    await expect(signInDriver({ email: 'blocked@example.com', password: 'x' })).resolves.toBe('suspended')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('signs out without a redirect when a blacklisted driver was already stored', async () => {
    localStorage.setItem('bc-user', JSON.stringify(reply))
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, blacklisted: true })
    await expect(signInDriver({ email: 'anna@example.com', password: 'x' })).resolves.toBe('suspended')
    expect(localStorage.getItem('bc-user')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('lets network errors through for the form to report', async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new Error('offline'))
    await expect(signInDriver({ email: 'a@b.pl', password: 'x' })).rejects.toThrow('offline')
  })
})
