/**
 * The focus in the first paint, which a keyboard user may Tab into before the app starts (no React here:
 * index.html's inline script runs it). The app hands it over with use-first-paint-focus.ts.
 */

/** The first paint's parts (header, banners, page, tab bar) and the element of them that has the focus. */
interface FirstPaintFocus {
  parts: HTMLElement[]
  focused: Element | null
}

declare global {
  interface Window {
    /** Set by the first paint (src/app/first-paint/page/first-paint.ts), read once by the app. */
    __voltaFirstPaintFocus?: FirstPaintFocus
  }
}

export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** Follows which element of the first paint's `parts` has the focus: a keyboard user may Tab into it before the app starts. */
export function followFirstPaintFocus(parts: HTMLElement[]): void {
  const state: FirstPaintFocus = { parts, focused: null }
  window.__voltaFirstPaintFocus = state
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof Element && parts.some((part) => part.contains(e.target as Node))) state.focused = e.target
  })
}
