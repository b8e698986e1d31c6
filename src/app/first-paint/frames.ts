/**
 * What the first paint must know about a route before any module has run. Plain data:
 * index.html's inline script (first-paint.ts) imports it, and so does the router.
 */
/** The supplier corner's screens: a signed-in supplier only (a guest goes to /supplier/sign-in). */
export const SUPPLIER_ONLY: readonly string[] = [
  '/supplier/cars',
  '/supplier/new-car',
  '/supplier/edit-car',
  '/supplier/bookings',
  '/supplier/booking',
]

/** A driver's screens that a signed-in supplier is sent away from: to its own counterpart. */
export const DRIVER_ONLY: Readonly<Record<string, string>> = {
  '/bookings': '/supplier/bookings',
  '/booking': '/supplier/booking',
  '/create-booking': '/supplier/cars',
}

/**
 * The operator's corner: a signed-in admin only (a guest goes to /supplier/sign-in, the back-office door;
 * a driver or a supplier is told it is not for them). Each screen adds its path here.
 */
export const ADMIN_ONLY: readonly string[] = [
  '/admin/cars',
  '/admin/new-car',
  '/admin/edit-car',
  '/admin/bookings',
  '/admin/booking',
  '/admin/suppliers',
  '/admin/new-supplier',
  '/admin/edit-supplier',
  '/admin/places',
  '/admin/new-place',
  '/admin/edit-place',
  '/admin/drivers',
  '/admin/driver',
]

/**
 * Where the operator opening a driver's or a supplier's screen is sent instead (same query); any other
 * of those screens sends it to its home (/admin/suppliers). It is never offered a driver's screens.
 */
export const ADMIN_COUNTERPART: Readonly<Record<string, string>> = {
  '/bookings': '/admin/bookings',
  '/booking': '/admin/booking',
  '/supplier/bookings': '/admin/bookings',
  '/supplier/booking': '/admin/booking',
  '/supplier/cars': '/admin/cars',
  '/supplier/new-car': '/admin/new-car',
  '/supplier/edit-car': '/admin/edit-car',
}

/** Routes that only a signed-in account can open (the router sends a guest to its sign-in). */
export const SIGNED_IN_ONLY: readonly string[] = [
  '/bookings',
  '/booking',
  '/settings',
  '/notifications',
  '/change-password',
  ...SUPPLIER_ONLY,
  ...ADMIN_ONLY,
]

/** Routes whose screen is a narrow page (`<Page narrow>`): forms. */
export const NARROW: readonly string[] = [
  '/sign-in',
  '/supplier/sign-in',
  '/sign-up',
  '/forgot-password',
  '/change-password',
  '/settings',
  '/contact',
  '/checkout',
]
