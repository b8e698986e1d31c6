import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { roleOf, type StoredUser } from '../lib/storage/user'

/**
 * The app's navigation, once per kind of visitor. The desktop header's "Main" nav and
 * the phone's tab bar both render these lists, so they cannot drift apart: the header
 * shows every item but the account's own (it has its sign-in link or account menu for
 * that), the tab bar shows them all.
 */

export type NavIcon = 'home' | 'cars' | 'bookings' | 'notifications' | 'account' | 'sign-in' | 'fleet' | 'suppliers' | 'places' | 'drivers'

export interface NavItem {
  href: string
  label: MessageDescriptor
  icon: NavIcon
  /** Other paths of the same section: the item is marked current there too (aria-current="true"). */
  section?: readonly string[]
  /** Shows the unread notification count. */
  unread?: true
  /** The account's own entry: in the tab bar only (the header has the sign-in link or the account menu). */
  account?: true
  /** In the desktop header only: the phone's tab bar has no room for it (the account menu carries it there). */
  headerOnly?: true
}

const HOME: NavItem = { href: '/', label: msg`Home`, icon: 'home' }
const CARS: NavItem = { href: '/cars', label: msg`Cars`, icon: 'cars', section: ['/car-selection', '/create-booking'] }
const NOTIFICATIONS: NavItem = { href: '/notifications', label: msg`Notifications`, icon: 'notifications', unread: true }
const ACCOUNT: NavItem = { href: '/settings', label: msg`Account`, icon: 'account', section: ['/change-password'], account: true }

const ITEMS = {
  guest: [
    HOME,
    CARS,
    {
      href: '/sign-in',
      label: msg`Sign in`,
      icon: 'sign-in',
      section: ['/sign-up', '/forgot-password', '/reset-password', '/supplier/sign-in'],
      account: true,
    },
  ],
  driver: [HOME, CARS, { href: '/bookings', label: msg`Bookings`, icon: 'bookings', section: ['/booking'] }, NOTIFICATIONS, ACCOUNT],
  supplier: [
    { href: '/supplier/cars', label: msg`My cars`, icon: 'fleet', section: ['/supplier/new-car', '/supplier/edit-car'] },
    { href: '/supplier/bookings', label: msg`Bookings`, icon: 'bookings', section: ['/supplier/booking'] },
    NOTIFICATIONS,
    ACCOUNT,
  ],
  // The operator: five tabs at most on a phone (each at least 44 px wide at 320 px); Notifications
  // is in the desktop header and, on a phone, in the account menu. A supplier's cars belong to Suppliers.
  admin: [
    {
      href: '/admin/suppliers',
      label: msg`Suppliers`,
      icon: 'suppliers',
      section: ['/admin/new-supplier', '/admin/edit-supplier', '/admin/cars', '/admin/new-car', '/admin/edit-car'],
    },
    { href: '/admin/places', label: msg`Places`, icon: 'places', section: ['/admin/new-place', '/admin/edit-place'] },
    { href: '/admin/drivers', label: msg`Drivers`, icon: 'drivers', section: ['/admin/driver'] },
    { href: '/admin/bookings', label: msg`Bookings`, icon: 'bookings', section: ['/admin/booking'] },
    { ...NOTIFICATIONS, headerOnly: true },
    ACCOUNT,
  ],
} satisfies Record<string, readonly NavItem[]>

/** The navigation of a guest (null), a driver, a supplier or the operator. */
export function navItemsFor(user: StoredUser | null): readonly NavItem[] {
  return user ? ITEMS[roleOf(user)] : ITEMS.guest
}

/** How `item` is current on `path`: 'page' on its own page, 'true' elsewhere in its section, or not at all. */
export function currentOf(item: NavItem, path: string): 'page' | 'true' | undefined {
  if (path === item.href) return 'page'
  return item.section?.includes(path) ? 'true' : undefined
}
