/**
 * What the first paint must know about a route before any module has run. Plain data:
 * index.html's inline script (first-paint.ts) imports it, and so does the router.
 */
import type { BookingStatus } from '../../lib/constants'

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
]

/** The offline notice of DataFreshness (features/bookings/DataFreshness.tsx), which two frames draw. */
export const OFFLINE_TEXT = 'You are offline. This is the copy saved on this device; it cannot be changed until you are back online.'

/** StatusBadge's texts (features/bookings/status.ts STATUS_LABELS), by status. */
export const STATUS_TEXTS: Readonly<Record<BookingStatus, string>> = {
  void: 'Void',
  pending: 'Pending',
  deposit: 'Deposit',
  paid: 'Paid',
  reserved: 'Reserved',
  cancelled: 'Cancelled',
}

/** What the pass says each status means (features/booking-pass/pass-model.ts STATUS_MEANINGS), by status. */
export const STATUS_MEANING_TEXTS: Readonly<Record<BookingStatus, string>> = {
  void: 'This booking was not completed. No car is held for you.',
  pending: 'Not paid yet: you pay the supplier when you pick up the car.',
  deposit: 'A deposit is paid; you pay the rest to the supplier when you pick up the car.',
  paid: 'Paid. Show this pass at the desk to pick up the car.',
  reserved: 'The supplier has set the car aside for you. Show this pass at the desk.',
  cancelled: 'This booking is cancelled. No car is held for you.',
}

/** The top of /cars on a phone (cars-frame.ts): the search's and the filters' toggles, the order, the count. */
export const CARS_FRAME_MESSAGES: readonly string[] = [
  'Your search',
  'Modify search',
  'Filters',
  'Sort by',
  'Name',
  'Price: lowest first',
  'Price: highest first',
  '{total, plural, one {# car available} other {# cars available}}',
  'showing {shown}',
]

/** CancelBooking's note offline (features/bookings/CancelBooking.tsx): the request is kept until the network is back. */
export const CANCEL_LATER = 'You are offline: the request will be sent when you are back online.'

/**
 * The top of a driver's /bookings on a phone, from the mirror (bookings-frame.ts): the filters'
 * toggle, the freshness line, the count and the first cards.
 */
const BOOKINGS_FRAME_MESSAGES: readonly string[] = [
  'Filters',
  OFFLINE_TEXT,
  'Last updated {when}',
  'time.justNow',
  'Refreshing…',
  '{total, plural, one {# booking} other {# bookings}}',
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
  CANCEL_LATER,
]

/**
 * The top of a driver's pass (pass-frame.ts), from the first paint's call for it: the title and
 * its link, the freshness line, the ticket (supplier, booking number, status, QR code).
 */
const PASS_FRAME_MESSAGES: readonly string[] = [
  'Booking {0}',
  'My bookings',
  OFFLINE_TEXT,
  'Last updated {when}',
  'time.justNow',
  'Booking number',
  'Copy',
  'Copy the booking number',
  'Booked on',
  'Changed on {0}',
  'QR code of booking {reference}',
  'Show this code at the desk.',
]

// Functions, not constants: each script keeps only what it calls (a call at the top of a
// module would keep every list in every script).

/** The bookings frame's texts, with the status badges'. */
export const bookingsFrameMessages = (): string[] => [...BOOKINGS_FRAME_MESSAGES, ...Object.values(STATUS_TEXTS)]

/** The pass frame's texts, with the status badges' and what each status means. */
export const passFrameMessages = (): string[] => [
  ...PASS_FRAME_MESSAGES,
  ...Object.values(STATUS_TEXTS),
  ...Object.values(STATUS_MEANING_TEXTS),
]

/** The texts of the data frames, by route (the static frames' come with their markup: static-frames.tsx). */
export const firstPaintMessages = (): Record<string, readonly string[]> => ({
  '/cars': CARS_FRAME_MESSAGES,
  '/bookings': bookingsFrameMessages(),
  '/booking': passFrameMessages(),
})

/**
 * The routes whose frame is a script of its own (plugin.ts builds it, with that route's texts
 * of firstPaintMessages), which the first paint adds only when it may have something to draw:
 * every other page goes without its code and texts (index.html's script carries the rest).
 */
export const FRAME_SCRIPTS: Readonly<Record<string, string>> = {
  '/bookings': 'bookings-script.ts',
  '/booking': 'pass-script.ts',
}
