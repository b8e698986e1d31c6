import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface RouteDef {
  path: string
  screen: LazyExoticComponent<ComponentType>
  /** Needs a signed-in driver; a guest goes to /sign-in and comes back after. */
  auth?: boolean
}

/**
 * Every route of the product spec, each an exact match, each screen its own
 * lazy chunk (precached by the service worker, so all of them open offline).
 */
export const routes: RouteDef[] = [
  { path: '/', screen: lazy(() => import('../screens/home/HomeScreen')) },
  { path: '/sign-in', screen: lazy(() => import('../screens/sign-in/SignInScreen')) },
  { path: '/sign-up', screen: lazy(() => import('../screens/sign-up/SignUpScreen')) },
  { path: '/activate', screen: lazy(() => import('../screens/activate/ActivateScreen')) },
  { path: '/forgot-password', screen: lazy(() => import('../screens/forgot-password/ForgotPasswordScreen')) },
  { path: '/reset-password', screen: lazy(() => import('../screens/reset-password/ResetPasswordScreen')) },
  { path: '/cars', screen: lazy(() => import('../screens/cars/CarsScreen')) },
  { path: '/car-selection', screen: lazy(() => import('../screens/car-selection/CarSelectionScreen')) },
  { path: '/create-booking', screen: lazy(() => import('../screens/create-booking/CreateBookingScreen')) },
  { path: '/bookings', screen: lazy(() => import('../screens/bookings/BookingsScreen')), auth: true },
  { path: '/booking', screen: lazy(() => import('../screens/booking/BookingScreen')), auth: true },
  { path: '/settings', screen: lazy(() => import('../screens/settings/SettingsScreen')), auth: true },
  { path: '/notifications', screen: lazy(() => import('../screens/notifications/NotificationsScreen')), auth: true },
  { path: '/change-password', screen: lazy(() => import('../screens/change-password/ChangePasswordScreen')), auth: true },
  { path: '/about', screen: lazy(() => import('../screens/about/AboutScreen')) },
  { path: '/tos', screen: lazy(() => import('../screens/tos/TosScreen')) },
  { path: '/contact', screen: lazy(() => import('../screens/contact/ContactScreen')) },
]

export const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'))
