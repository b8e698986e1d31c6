/**
 * The script that index.html's first paint adds on a driver's /bookings on a phone, when the
 * device keeps a copy of the list's first page (inline.ts): bookings-frame.ts with its texts,
 * built apart (plugin.ts), so that every other page and every first visit go without them.
 */
import type { Language } from '../../lib/constants'
import { drawMirroredBookings } from './bookings-frame'
import type { FirstPaintTexts } from './first-paint'

/** The texts of the frame (frames.ts FORM_MESSAGES['/bookings']), by language. */
declare const __BOOKINGS_FRAME_TEXTS__: FirstPaintTexts

declare global {
  interface Window {
    /** Set by this script, called by the first paint once it has loaded. */
    __voltaBookingsFrame?: (root: Element, language: Language, search: string, styled: Promise<boolean>, then: () => void) => void
  }
}

const TEXTS = __BOOKINGS_FRAME_TEXTS__

window.__voltaBookingsFrame = (root, language, search, styled, then) =>
  void drawMirroredBookings(root, TEXTS[language] ?? {}, language, search, styled)
    .catch(() => {})
    .finally(then)
