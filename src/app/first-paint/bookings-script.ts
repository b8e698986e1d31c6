/**
 * The script that index.html's first paint adds on a driver's /bookings on a phone, when the
 * device keeps a copy of the list's first page (inline.ts): bookings-frame.ts with its texts,
 * built apart (plugin.ts), so that every other page and every first visit go without them.
 */
import { drawMirroredBookings } from './bookings-frame'
import type { FirstPaintTexts } from './first-paint'
import { defineFrame } from './frame-script'

/** The texts of the frame (frames.ts BOOKINGS_FRAME_MESSAGES), by language. */
declare const __FRAME_TEXTS__: FirstPaintTexts

defineFrame(__FRAME_TEXTS__, ({ root, language, search, styled }, text) => drawMirroredBookings(root, text, language, search, styled))
