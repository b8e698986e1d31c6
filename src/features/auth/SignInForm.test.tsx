import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/i18n'

vi.mock('../../lib/api/users', () => ({ signIn: vi.fn() }))

import { signIn } from '../../lib/api/users'
import { SignInForm } from './SignInForm'

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

const reply = {
  id: 'u1',
  email: 'anna@example.com',
  fullName: 'Anna',
  language: 'en',
  enableEmailNotifications: true,
  accessToken: 'jwt',
  blacklisted: false,
}

describe('SignInForm', () => {
  afterEach(cleanup)
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(signIn).mockReset()
    window.history.replaceState(null, '', '/sign-in?from=%2Fbookings')
  })

  it('checks the email before calling the server', async () => {
    await renderWithI18n(<SignInForm />, 'en')
    fill('nope', 'x')
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('says the credentials are wrong (refused at both doors)', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(null).mockResolvedValueOnce(null)
    await renderWithI18n(<SignInForm />, 'en')
    fill('anna@example.com', 'bad')
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy()
  })

  it('tells a supplier at the driver sign-in where to sign in, and stores nothing', async () => {
    vi.mocked(signIn)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ ...reply, type: 'company' })
    await renderWithI18n(<SignInForm />, 'en')
    fill('desk@rent.example', 'right')
    expect(await screen.findByText(/This is a supplier account\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'supplier sign-in page' }).getAttribute('href')).toBe('/supplier/sign-in')
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('refuses a suspended account and stores nothing', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, blacklisted: true })
    await renderWithI18n(<SignInForm />, 'en')
    fill('blocked@example.com', 'blocked123')
    expect(await screen.findByText('Your account is suspended.')).toBeTruthy()
    expect(localStorage.getItem('bc-user')).toBeNull()
  })

  it('lands the operator on its corner from the back-office door, or back where it came from there', async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, type: 'admin' })
    window.history.replaceState(null, '', '/supplier/sign-in')
    await renderWithI18n(<SignInForm door="supplier" />, 'en')
    fill('admin@volta.example', 'admin1234')
    await waitFor(() => expect(window.location.pathname).toBe('/admin/suppliers'))
    cleanup()
    localStorage.clear()
    vi.mocked(signIn).mockResolvedValueOnce({ ...reply, type: 'admin' })
    window.history.replaceState(null, '', '/supplier/sign-in?from=%2Fadmin%2Fedit-supplier%3Fid%3D7')
    await renderWithI18n(<SignInForm door="supplier" />, 'en')
    fill('admin@volta.example', 'admin1234')
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/edit-supplier?id=7'))
  })

  it('sends stayConnected and goes back where the driver came from', async () => {
    vi.mocked(signIn).mockResolvedValueOnce(reply)
    await renderWithI18n(<SignInForm />, 'en')
    fireEvent.click(screen.getByLabelText('Stay connected'))
    fill('anna@example.com', 'anna1234')
    await waitFor(() => expect(signIn).toHaveBeenCalled())
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/bookings'))
    expect(vi.mocked(signIn).mock.calls[0][0]).toEqual({ email: 'anna@example.com', password: 'anna1234', stayConnected: true })
  })
})
