import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { refreshSession } from '../features/auth/session'
import { renderWithI18n } from '../test/i18n'
import { RequireAuth } from './RequireAuth'
import type { Role } from '../lib/storage/user'

// Held in constants: jsx-a11y reads a literal `role` on any element as an ARIA role.
const ADMIN: Role = 'admin'
const DRIVER: Role = 'driver'
const SUPPLIER: Role = 'supplier'

function signIn(type?: string) {
  localStorage.setItem(
    'bc-user',
    JSON.stringify({ id: 'u1', email: 'a@example.com', fullName: 'A', language: 'en', accessToken: 't', blacklisted: false, type }),
  )
  refreshSession()
}

const at = (url: string) => window.history.replaceState(null, '', url)
const here = () => window.location.pathname + window.location.search

describe('RequireAuth', () => {
  afterEach(() => {
    cleanup()
    localStorage.clear()
    refreshSession()
    at('/')
  })

  it('tells a driver, then a supplier, in words that an operator screen is not for them', async () => {
    signIn()
    at('/admin/suppliers')
    await renderWithI18n(
      <Router>
        <RequireAuth role={ADMIN}>secret</RequireAuth>
      </Router>,
      'en',
    )
    expect(screen.getByRole('heading', { name: "For Volta's operators only" })).toBeTruthy()
    expect(screen.getByText(/signed in with a driver account/)).toBeTruthy()
    expect(screen.queryByText('secret')).toBeNull()
    cleanup()
    signIn('company')
    await renderWithI18n(
      <Router>
        <RequireAuth role={ADMIN}>secret</RequireAuth>
      </Router>,
      'en',
    )
    expect(screen.getByText(/signed in with a supplier account/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to my cars' }).getAttribute('href')).toBe('/supplier/cars')
  })

  it('sends the operator from a driver’s or a supplier’s screen to its counterpart (same query) or its home', async () => {
    signIn('admin')
    at('/booking?b=42')
    await renderWithI18n(
      <Router>
        <Route path="/booking">
          <RequireAuth role={DRIVER}>driver</RequireAuth>
        </Route>
      </Router>,
      'en',
    )
    await waitFor(() => expect(here()).toBe('/admin/booking?b=42'))
    expect(screen.queryByText('driver')).toBeNull()
    cleanup()
    at('/create-booking?c=1')
    await renderWithI18n(
      <Router>
        <Route path="/create-booking">
          <RequireAuth role={DRIVER} guestsWelcome>
            booking form
          </RequireAuth>
        </Route>
      </Router>,
      'en',
    )
    await waitFor(() => expect(here()).toBe('/admin/suppliers'))
    cleanup()
    at('/supplier/cars?s=clio')
    await renderWithI18n(
      <Router>
        <Route path="/supplier/cars">
          <RequireAuth role={SUPPLIER}>fleet</RequireAuth>
        </Route>
      </Router>,
      'en',
    )
    await waitFor(() => expect(here()).toBe('/admin/cars?s=clio'))
  })

  it('sends a guest on an operator screen to the back-office door, with the way back', async () => {
    at('/admin/edit-supplier?id=7')
    await renderWithI18n(
      <Router>
        <Route path="/admin/edit-supplier">
          <RequireAuth role={ADMIN}>secret</RequireAuth>
        </Route>
      </Router>,
      'en',
    )
    await waitFor(() => expect(here()).toBe('/supplier/sign-in?from=%2Fadmin%2Fedit-supplier%3Fid%3D7'))
  })

  it('shows the operator its own screens', async () => {
    signIn('admin')
    at('/admin/suppliers')
    await renderWithI18n(
      <Router>
        <RequireAuth role={ADMIN}>suppliers list</RequireAuth>
      </Router>,
      'en',
    )
    expect(screen.getByText('suppliers list')).toBeTruthy()
  })
})
