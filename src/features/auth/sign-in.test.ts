import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../lib/api/users', () => ({ signIn: vi.fn() }))
vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }))

import { signIn } from '../../lib/api/users'
import { navigate } from 'wouter/use-browser-location'
import { signInAs } from './sign-in'
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

describe('signInAs', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(navigate).mockClear()
    vi.mocked(signIn).mockReset()
  })

  it('stores the session of a driver', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(reply)
    await expect(signInAs('driver', { email: 'anna@example.com', password: 'x' })).resolves.toBe('signed-in')
    expect(JSON.parse(localStorage.getItem('bc-user')!)).toMatchObject({ id: 'u1', accessToken: 'jwt' })
    expect(currentUser()?.id).toBe('u1')
  })

  it('reports wrong credentials (204 at both doors) and stores nothing', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(null).mockResolvedValueOnce(null)
    await expect(signInAs('driver', { email: 'a@b.pl', password: 'x' })).resolves.toBe('wrong-credentials')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('refuses a blacklisted driver and never stores him', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, blacklisted: true })
    await expect(signInAs('driver', { email: 'blocked@example.com', password: 'x' })).resolves.toBe('suspended')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('signs out without a redirect when a blacklisted driver was already stored', async () => {
    localStorage.setItem('bc-user', JSON.stringify(reply))
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, blacklisted: true })
    await expect(signInAs('driver', { email: 'anna@example.com', password: 'x' })).resolves.toBe('suspended')
    expect(localStorage.getItem('bc-user')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('tells a supplier at the driver sign-in to use the other door, and keeps nothing of its reply', async () => {
    vi.mocked(signIn)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ ...reply, type: 'company' })
    await expect(signInAs('driver', { email: 'desk@rent.example', password: 'x' })).resolves.toBe('other-door')
    expect(vi.mocked(signIn).mock.calls.at(-1)?.[1]).toEqual({ door: 'supplier' })
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('tells a driver at the supplier sign-in to use the driver sign-in', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(null).mockResolvedValueOnce(reply)
    await expect(signInAs('supplier', { email: 'anna@example.com', password: 'x' })).resolves.toBe('other-door')
    expect(vi.mocked(signIn).mock.calls.at(-1)?.[1]).toEqual({ door: 'driver' })
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('stores a supplier signed in at its own door, with its type', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, type: 'company' })
    await expect(signInAs('supplier', { email: 'desk@rent.example', password: 'x' })).resolves.toBe('signed-in')
    expect(JSON.parse(localStorage.getItem('bc-user')!)).toMatchObject({ type: 'company' })
  })

  it('lets the operator (admin) in at the back-office door, with its type', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, type: 'admin' })
    await expect(signInAs('supplier', { email: 'admin@volta.example', password: 'x' })).resolves.toBe('signed-in')
    expect(JSON.parse(localStorage.getItem('bc-user')!)).toMatchObject({ type: 'admin' })
  })

  it('tells the operator at the driver sign-in to use the back-office door', async () => {
    vi.mocked(signIn)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ ...reply, type: 'admin' })
    await expect(signInAs('driver', { email: 'admin@volta.example', password: 'x' })).resolves.toBe('other-door')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('refuses a driver that a server would answer at the back-office door', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(reply)
    await expect(signInAs('supplier', { email: 'anna@example.com', password: 'x' })).resolves.toBe('wrong-credentials')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('lets network errors through for the form to report', async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new Error('offline'))
    await expect(signInAs('driver', { email: 'a@b.pl', password: 'x' })).rejects.toThrow('offline')
  })
})
