import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refreshSession } from '../features/auth/session'
import { renderWithI18n } from '../test/i18n'
import { TabBar } from './TabBar'

function signIn(type?: string) {
  localStorage.setItem(
    'bc-user',
    JSON.stringify({ id: 'u1', email: 'a@example.com', fullName: 'Anna', language: 'en', accessToken: 't', blacklisted: false, type }),
  )
  refreshSession()
}

const bar = (name = 'Tab bar') => screen.getByRole('navigation', { name })

describe('TabBar', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
    refreshSession()
    document.body.replaceChildren()
    window.history.replaceState(null, '', '/')
  })

  it('gives a guest Home, Cars and Sign in, the current one marked', async () => {
    window.history.replaceState(null, '', '/cars')
    await renderWithI18n(<TabBar unread={3} />, 'en')
    const links = within(bar()).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Home', '/', null],
      ['Cars', '/cars', 'page'],
      ['Sign in', '/sign-in', null],
    ])
  })

  it('gives a driver the unread count on Notifications, read as "Notifications 3 unread"', async () => {
    signIn()
    window.history.replaceState(null, '', '/booking?b=1')
    await renderWithI18n(<TabBar unread={3} />, 'pl')
    const links = within(bar('Pasek zakładek')).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/cars', '/bookings', '/notifications', '/settings'])
    expect(links[3].textContent).toBe('Powiadomienia 3 nieprzeczytane')
    // A booking belongs to the Bookings tab.
    expect(links[2].getAttribute('aria-current')).toBe('true')
  })

  it('gives a supplier its own tabs', async () => {
    signIn('company')
    await renderWithI18n(<TabBar unread={0} />, 'fr')
    expect(
      within(bar("Barre d'onglets"))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Mes voitures', 'Réservations', 'Notifications', 'Compte'])
  })

  it('gives the operator five tabs, Notifications left to the header', async () => {
    signIn('admin')
    window.history.replaceState(null, '', '/admin/edit-supplier?id=1')
    await renderWithI18n(<TabBar unread={2} />, 'en')
    const links = within(bar()).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin/suppliers',
      '/admin/places',
      '/admin/drivers',
      '/admin/bookings',
      '/settings',
    ])
    expect(links[0].getAttribute('aria-current')).toBe('true')
  })

  it('steps aside while a text field has the focus, not for a checkbox', async () => {
    const text = document.body.appendChild(document.createElement('input'))
    const box = document.body.appendChild(Object.assign(document.createElement('input'), { type: 'checkbox' }))
    await renderWithI18n(<TabBar unread={0} />, 'en')
    expect(bar().hasAttribute('data-keyboard')).toBe(false)
    act(() => text.focus())
    expect(screen.getByRole('navigation', { name: 'Tab bar', hidden: true }).hasAttribute('data-keyboard')).toBe(true)
    act(() => box.focus())
    expect(bar().hasAttribute('data-keyboard')).toBe(false)
  })

  it('when the on-screen keyboard comes up, scrolls the field into view; when it goes down, the bar comes back', async () => {
    // A phone's visual viewport, which the keyboard shrinks (jsdom has none).
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight, scale: 1 })
    vi.stubGlobal('visualViewport', viewport)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 960px') }))
    const resize = (height: number) => act(() => void Object.assign(viewport, { height }).dispatchEvent(new Event('resize')))
    const text = document.body.appendChild(document.createElement('input'))
    const scrolled = vi.fn()
    text.scrollIntoView = scrolled
    await renderWithI18n(<TabBar unread={0} />, 'en')
    const keyboard = () => screen.getByRole('navigation', { name: 'Tab bar', hidden: true }).hasAttribute('data-keyboard')

    act(() => text.focus())
    expect(keyboard()).toBe(true)
    resize(window.innerHeight - 300)
    expect(keyboard()).toBe(true)
    expect(scrolled).toHaveBeenCalledOnce()
    // Closed with the field still focused (Android's back button): the bar is back.
    resize(window.innerHeight)
    expect(keyboard()).toBe(false)
    expect(document.activeElement).toBe(text)
    // A toolbar sliding away is not a keyboard.
    resize(window.innerHeight - 60)
    expect(keyboard()).toBe(false)
    expect(scrolled).toHaveBeenCalledOnce()
  })
})
