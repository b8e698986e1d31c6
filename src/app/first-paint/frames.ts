/**
 * What the first paint must know about a route before any module has run. Plain data:
 * index.html's inline script (first-paint.ts) imports it, and so does the router.
 */

/** Routes that only a signed-in driver can open (the router sends a guest to /sign-in). */
export const SIGNED_IN_ONLY: readonly string[] = ['/bookings', '/booking', '/settings', '/notifications', '/change-password']

/** Routes whose screen is a narrow page (`<Page narrow>`): forms. */
export const NARROW: readonly string[] = ['/sign-in', '/sign-up', '/forgot-password', '/change-password', '/settings', '/contact']
