/**
 * A frame that is a script of its own (frames.ts FRAME_SCRIPTS): the first paint loads it
 * (loadFrameScript) when the screen may have something to draw, and the script, once run,
 * draws with its own texts (defineFrame). The two halves are in different bundles, so they
 * meet on `window`.
 */
import type { EarlyReply } from '../../lib/api/early'
import type { Language } from '../../lib/constants'
import type { FirstPaintTexts } from './first-paint'

/** What the first paint hands a frame script once it has loaded. */
export interface FrameCall {
  root: Element
  language: Language
  search: string
  /** The screen's stylesheets are in (false: one failed, and the frame is not drawn). */
  styled: Promise<boolean>
  /** The reply of the first paint's call for the screen's data, when the frame draws from one (the pass). */
  reply: Promise<EarlyReply> | null
  /** Runs once the frame is drawn or given up. */
  then: () => void
}

declare global {
  interface Window {
    /** Set by the frame script, called by the first paint once the script has loaded. */
    __voltaFrame?: (call: FrameCall) => void
  }
}

/** Adds the frame script at `src`; `call.then` runs once it has drawn, given up or failed to load. */
export function loadFrameScript(src: string, call: FrameCall): void {
  const script = document.createElement('script')
  // An inserted script is a low-priority fetch, which Chrome holds back on a slow link while the
  // entry and the screen's modules load: its frame would then come only after the app's entry.
  script.fetchPriority = 'high'
  script.src = src
  script.onload = () => (window.__voltaFrame ? window.__voltaFrame(call) : call.then())
  script.onerror = call.then
  document.head.append(script)
}

/** In a frame script: `draw` is what it does once loaded, with the texts of the page's language. */
export function defineFrame(texts: FirstPaintTexts, draw: (call: FrameCall, text: Record<string, string>) => Promise<unknown>): void {
  window.__voltaFrame = (call) =>
    void draw(call, texts[call.language] ?? {})
      .catch(() => {})
      .finally(call.then)
}
