/**
 * The Disclosure's chevron: a small filled triangle pointing down, turned up while open.
 * Drawn, not typed: a "▾" character is missing from most system fonts, and the first layout
 * that meets it has the browser look for a fallback font (20 to 60 ms at CPU ×4, which held
 * back the first paint of /bookings and /cars), and its shape then depends on the platform.
 * The first paint draws the same picture (app/first-paint/page/cars-frame.ts closedDisclosure).
 */
export const CHEVRON = {
  viewBox: '0 0 10 10',
  path: 'M1.5 2.5h7L5 8z',
  /** The attributes' size: only shown if the stylesheet is missing (it sets 0.75em). */
  size: '10',
} as const
