/**
 * The script that index.html's first paint adds on a driver's /booking once it has asked for the
 * booking (inline.ts): pass-frame.ts with its texts and the QR code's encoder, built apart
 * (plugin.ts), so that every other page goes without them.
 */
import type { FirstPaintTexts } from './first-paint'
import { defineFrame } from './frame-script'
import { drawEarlyPass } from './pass-frame'

/** The texts of the frame (frames.ts PASS_FRAME_MESSAGES), by language. */
declare const __FRAME_TEXTS__: FirstPaintTexts

defineFrame(__FRAME_TEXTS__, async ({ root, language, search, styled, reply }, text) => {
  if (reply) await drawEarlyPass(root, text, language, search, reply, styled)
})
