import type { ScreenModule } from './routes'

/**
 * The screens only a signed-in account opens (frames.ts SIGNED_IN_ONLY: a driver's bookings, pass, settings
 * and notifications, the supplier's corner and the operator's): their loaders are in the signed-in chunk
 * (signed-in.ts), not in every guest's entry. routes.ts gives each path of that list its screen from here
 * (a unit test holds the two lists together); the build's preload lists read this file as they read
 * routes.ts (first-paint/build/plugin.ts) and name the signed-in chunk with each of these screens.
 */
export const accountScreens: Readonly<Record<string, () => ScreenModule>> = Object.fromEntries(
  (
    [
      { path: '/bookings', module: () => import('../screens/bookings/BookingsScreen') },
      { path: '/booking', module: () => import('../screens/booking/BookingScreen') },
      { path: '/settings', module: () => import('../screens/settings/SettingsScreen') },
      { path: '/notifications', module: () => import('../screens/notifications/NotificationsScreen') },
      { path: '/change-password', module: () => import('../screens/change-password/ChangePasswordScreen') },
      { path: '/supplier/cars', module: () => import('../screens/supplier-cars/SupplierCarsScreen') },
      { path: '/supplier/new-car', module: () => import('../screens/supplier-car-editor/NewCarScreen') },
      { path: '/supplier/edit-car', module: () => import('../screens/supplier-car-editor/EditCarScreen') },
      { path: '/supplier/bookings', module: () => import('../screens/supplier-bookings/SupplierBookingsScreen') },
      { path: '/supplier/booking', module: () => import('../screens/supplier-bookings/SupplierBookingScreen') },
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
  ).map(({ path, module }) => [path, module]),
)
