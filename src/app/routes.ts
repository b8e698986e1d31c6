import { createElement, lazy, type ComponentType } from 'react'
import type { Role } from '../lib/storage/user'
import { ADMIN_ONLY, DRIVER_ONLY, SIGNED_IN_ONLY, SUPPLIER_ONLY } from './first-paint/frames'

type ScreenModule = Promise<{ default: ComponentType }>

export interface RouteDef {
  path: string
  /** Fetches the screen's chunk (the same module `screen` renders); see preloadScreen. */
  load: () => ScreenModule
  screen: ComponentType
  /** Needs a signed-in account (first-paint/frames.ts lists them); a guest goes to its sign-in and comes back after. */
  auth?: boolean
  /** Only for this role: a supplier or the operator on a driver's screen goes to its counterpart; anyone else on a corner's screen is told. */
  role?: Role
}

/**
 * A screen component that renders its module straight away once it is loaded
 * (start-up awaits the current screen's chunk with the catalogue), and through
 * React.lazy otherwise. A lazy component always shows its fallback once on
 * first render, even for a chunk already in memory; skipping that saves the
 * first screen about half a second on a mid-range phone.
 */
function screen(path: string | null, load: () => ScreenModule): Pick<RouteDef, 'load' | 'screen'> {
  let loaded: ComponentType | null = null
  let pending: ScreenModule | null = null
  const loadOnce = (): ScreenModule => {
    // The screen's chunks and stylesheets side by side, from the build's list in index.html
    // (first-paint/preload.ts preloadRoute): the entry carries no list of a lazy chunk's imports.
    if (!pending && path !== null) window.__voltaPreloadRoute?.(path)
    pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = null // a later navigation may retry (e.g. back online)
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(loadOnce)
  const Screen = () => createElement(loaded ?? Lazy)
  return { load: loadOnce, screen: Screen }
}

/**
 * Every route of the product spec, each an exact match, each screen its own
 * lazy chunk (precached by the service worker, so all of them open offline).
 */
export const routes: RouteDef[] = (
  [
    { path: '/', module: () => import('../screens/home/HomeScreen') },
    { path: '/sign-in', module: () => import('../screens/sign-in/SignInScreen') },
    { path: '/sign-up', module: () => import('../screens/sign-up/SignUpScreen') },
    { path: '/activate', module: () => import('../screens/activate/ActivateScreen') },
    { path: '/forgot-password', module: () => import('../screens/forgot-password/ForgotPasswordScreen') },
    { path: '/reset-password', module: () => import('../screens/reset-password/ResetPasswordScreen') },
    { path: '/cars', module: () => import('../screens/cars/CarsScreen') },
    { path: '/car-selection', module: () => import('../screens/car-selection/CarSelectionScreen') },
    { path: '/create-booking', module: () => import('../screens/create-booking/CreateBookingScreen') },
    { path: '/bookings', module: () => import('../screens/bookings/BookingsScreen') },
    { path: '/booking', module: () => import('../screens/booking/BookingScreen') },
    { path: '/settings', module: () => import('../screens/settings/SettingsScreen') },
    { path: '/notifications', module: () => import('../screens/notifications/NotificationsScreen') },
    { path: '/change-password', module: () => import('../screens/change-password/ChangePasswordScreen') },
    { path: '/about', module: () => import('../screens/about/AboutScreen') },
    { path: '/tos', module: () => import('../screens/tos/TosScreen') },
    { path: '/contact', module: () => import('../screens/contact/ContactScreen') },
    { path: '/locations', module: () => import('../screens/locations/LocationsScreen') },
    { path: '/suppliers', module: () => import('../screens/suppliers/SuppliersScreen') },
    { path: '/faq', module: () => import('../screens/faq/FaqScreen') },
    { path: '/privacy', module: () => import('../screens/privacy/PrivacyScreen') },
    { path: '/cookies', module: () => import('../screens/cookies/CookiesScreen') },
    // The supplier corner: its own chunks, never part of a driver's first load.
    { path: '/supplier/sign-in', module: () => import('../screens/supplier-sign-in/SupplierSignInScreen') },
    { path: '/supplier/cars', module: () => import('../screens/supplier-cars/SupplierCarsScreen') },
    { path: '/supplier/new-car', module: () => import('../screens/supplier-car-editor/NewCarScreen') },
    { path: '/supplier/edit-car', module: () => import('../screens/supplier-car-editor/EditCarScreen') },
    { path: '/supplier/bookings', module: () => import('../screens/supplier-bookings/SupplierBookingsScreen') },
    { path: '/supplier/booking', module: () => import('../screens/supplier-bookings/SupplierBookingScreen') },
    // The operator's corner (admin): its own chunks, never part of a driver's or a supplier's first load.
    { path: '/admin/cars', module: () => import('../screens/admin-cars/AdminCarsScreen') },
    { path: '/admin/new-car', module: () => import('../screens/admin-car-editor/AdminNewCarScreen') },
    { path: '/admin/edit-car', module: () => import('../screens/admin-car-editor/AdminEditCarScreen') },
    { path: '/admin/bookings', module: () => import('../screens/admin-bookings/AdminBookingsScreen') },
    { path: '/admin/booking', module: () => import('../screens/admin-bookings/AdminBookingScreen') },
    { path: '/admin/suppliers', module: () => import('../screens/admin-suppliers/AdminSuppliersScreen') },
    { path: '/admin/new-supplier', module: () => import('../screens/admin-supplier-editor/NewSupplierScreen') },
    { path: '/admin/edit-supplier', module: () => import('../screens/admin-supplier-editor/EditSupplierScreen') },
    { path: '/admin/places', module: () => import('../screens/admin-places/AdminPlacesScreen') },
    { path: '/admin/new-place', module: () => import('../screens/admin-places/NewPlaceScreen') },
    { path: '/admin/edit-place', module: () => import('../screens/admin-places/EditPlaceScreen') },
    { path: '/admin/drivers', module: () => import('../screens/admin-drivers/AdminDriversScreen') },
    { path: '/admin/driver', module: () => import('../screens/admin-drivers/AdminDriverScreen') },
  ] satisfies { path: string; module: () => ScreenModule }[]
).map(({ path, module }) => ({
  path,
  ...screen(path, module),
  auth: SIGNED_IN_ONLY.includes(path),
  role: SUPPLIER_ONLY.includes(path) ? 'supplier' : ADMIN_ONLY.includes(path) ? 'admin' : path in DRIVER_ONLY ? 'driver' : undefined,
}))

const notFound = screen(null, () => import('../screens/not-found/NotFoundScreen'))
export const NotFoundScreen = notFound.screen

/**
 * Starts fetching the chunk of the screen at `pathname` at once, in parallel with the
 * language catalogue, instead of after the first render (saves a round trip before the
 * first contentful screen). Errors are left to the lazy component to report.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = routes.find((r) => r.path === pathname)
  return (route ?? notFound).load().catch(() => {})
}
