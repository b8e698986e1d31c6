/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__ (plugin.ts). */
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts

try {
  const root = document.getElementById('root')
  if (root) drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: __FIRST_PAINT_TEXTS__ })
} catch {
  // The first paint is an optimisation: the app renders the same screen anyway.
}
