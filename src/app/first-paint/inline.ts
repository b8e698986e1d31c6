/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__ (plugin.ts). */
import { startEarlyCalls } from './early-calls'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts

// Both are optimisations: without them the app renders the same screen and makes the same calls, later.
try {
  const root = document.getElementById('root')
  const language = root && drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: __FIRST_PAINT_TEXTS__ })
  // The screen's first calls: only with a language the build has texts for, so never with a bad configuration.
  if (language) startEarlyCalls(location.pathname, location.search, language)
} catch {
  // The app starts anyway.
}
