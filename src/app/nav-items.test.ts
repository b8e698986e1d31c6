// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currentOf, navItemsFor } from './nav-items'
import { routes } from './routes'
import type { StoredUser } from '../lib/storage/user'

const user = (type?: string): StoredUser => ({
  id: 'u1',
  email: 'x@example.com',
  fullName: 'X',
  language: 'en',
  enableEmailNotifications: true,
  accessToken: 't',
  blacklisted: false,
  type,
})

const hrefs = (u: StoredUser | null) => navItemsFor(u).map((i) => i.href)

describe('navItemsFor', () => {
  it('gives each kind of visitor its own items, the account entry last', () => {
    expect(hrefs(null)).toEqual(['/', '/cars', '/sign-in'])
    expect(hrefs(user())).toEqual(['/', '/cars', '/bookings', '/notifications', '/settings'])
    expect(hrefs(user('user'))).toEqual(hrefs(user()))
    expect(hrefs(user('company'))).toEqual(['/supplier/cars', '/supplier/bookings', '/notifications', '/settings'])
    expect(hrefs(user('admin'))).toEqual([
      '/admin/suppliers',
      '/admin/places',
      '/admin/drivers',
      '/admin/bookings',
      '/notifications',
      '/settings',
    ])
    for (const u of [null, user(), user('company'), user('admin')]) {
      const items = navItemsFor(u)
      expect(items.filter((i) => i.account)).toEqual([items.at(-1)])
    }
  })

  it('names only real routes', () => {
    const paths = routes.map((r) => r.path)
    for (const u of [null, user(), user('company'), user('admin')]) {
      for (const item of navItemsFor(u)) {
        for (const p of [item.href, ...(item.section ?? [])]) expect(paths).toContain(p)
      }
    }
  })

  it('keeps the phone tab bar to five tabs for everyone (each at least 44 px wide at 320 px)', () => {
    for (const u of [null, user(), user('company'), user('admin')])
      expect(navItemsFor(u).filter((i) => !i.headerOnly).length).toBeLessThanOrEqual(5)
  })

  it('keeps Notifications within reach of the operator: in the header and its account menu', () => {
    expect(navItemsFor(user('admin')).find((i) => i.unread)).toMatchObject({ href: '/notifications', headerOnly: true })
    expect(navItemsFor(user()).some((i) => i.headerOnly)).toBe(false)
  })

  it('shows the unread count on Notifications only', () => {
    expect(
      navItemsFor(user())
        .filter((i) => i.unread)
        .map((i) => i.href),
    ).toEqual(['/notifications'])
  })
})

describe('currentOf', () => {
  const [, cars, bookings] = navItemsFor(user())
  it('marks the page itself, then the rest of its section', () => {
    expect(currentOf(bookings, '/bookings')).toBe('page')
    expect(currentOf(bookings, '/booking')).toBe('true')
    expect(currentOf(cars, '/car-selection')).toBe('true')
    expect(currentOf(cars, '/bookings')).toBeUndefined()
    expect(currentOf(navItemsFor(null)[0], '/cars')).toBeUndefined()
  })
})
