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

/** Routes that only a signed-in account can open (the router sends a guest to its sign-in). */
export const SIGNED_IN_ONLY: readonly string[] = [
  '/bookings',
  '/booking',
  '/settings',
  '/notifications',
  '/change-password',
  ...SUPPLIER_ONLY,
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
]

/**
 * The source texts (msgids, or the explicit ids of `price.amount` and `time.justNow`) of the
 * form the first paint draws on a route (forms.ts), or on /cars and /bookings of its frame
 * (cars-frame.ts, bookings-frame.ts): plugin.ts takes their translations from the
 * catalogues, beside the `title:` and `home.` ids.
 */
export const FORM_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  '/sign-in': [
    'Email',
    'Password',
    'Stay connected',
    'Sign in',
    'Forgot password?',
    'No account yet? Sign up',
    'Are you a supplier? Sign in here',
  ],
  '/': [
    'Search for a car',
    'Pickup location',
    'Drop-off location',
    'Type to search',
    'Same drop-off location',
    'Pickup',
    'Pickup date',
    'Pickup time',
    'Return',
    'Return date',
    'Return time',
    'Search',
  ],
  // The top of /cars on a phone (cars-frame.ts): the search's and the filters' toggles, the order, the count.
  '/cars': [
    'Your search',
    'Modify search',
    'Filters',
    'Sort by',
    'Name',
    'Price: lowest first',
    'Price: highest first',
    '{total, plural, one {# car available} other {# cars available}}',
    'showing {shown}',
  ],
  // The top of a driver's /bookings on a phone, from the mirror (bookings-frame.ts): the filters' toggle,
  // the freshness line, the count and the first cards.
  '/bookings': [
    'Filters',
    'You are offline. This is the copy saved on this device; it cannot be changed until you are back online.',
    'Last updated {when}',
    'time.justNow',
    'Refreshing…',
    '{total, plural, one {# booking} other {# bookings}}',
    'Void',
    'Pending',
    'Deposit',
    'Paid',
    'Reserved',
    'Cancelled',
    'Pickup',
    'Drop-off',
    'Length',
    '{days, plural, one {# day} other {# days}}',
    'Price',
    'price.amount',
    'View',
    'Cancel booking',
    'Cancel booking {0}',
    'Cancellation requested',
    'Cancelling needs a connection.',
  ],
}

/**
 * The `fp-` classes of /cars' frame that are not in the entry CSS: the build finds the
 * stylesheets that define them (the screen's own, loaded by the app anyway), and the first
 * paint loads those before it draws the frame.
 */
export const CARS_FRAME_CLASSES: readonly string[] = [
  'fp-cars-search',
  'fp-disclosure',
  'fp-with-filters',
  'fp-filters-panel',
  'fp-cars-results',
  'fp-cars-sort',
  'fp-car-list',
  'fp-car-count',
  'fp-car-items',
  'fp-car-card',
  'fp-car-media',
  'fp-car-image',
]
