/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__ (plugin.ts). */
import { carsFrame, type FirstCars } from './cars-frame'
import { startEarlyCalls } from './early-calls'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import { afterPaintIsShown, preloadScreen, preloadsFor, type ScreenPreloads } from './preload'
import type { Language } from '../../lib/constants'
import { BOOKINGS_FIRST_PAGE_KEY } from '../../lib/storage/keys'
import { getStoredUser } from '../../lib/storage/user'
import { loadStyles } from './dom'
import { mayFrameBookings } from './bookings-frame'
import { afterNextPaint } from '../../lib/after-next-paint'
import { loadLocaleData } from '../../lib/i18n/language'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts
/** The stylesheets that define /cars' frame (frames.ts CARS_FRAME_CLASSES); none on the dev server. */
declare const __FIRST_PAINT_CARS_CSS__: string[]
/** What each screen and catalogue loads beyond the entry (plugin.ts screenPreloads); empty on the dev server. */
declare const __FIRST_PAINT_PRELOADS__: ScreenPreloads
/** The URL of the bookings frame's script (bookings-script.ts); empty on the dev server. */
declare const __FIRST_PAINT_BOOKINGS_SCRIPT__: string

// Each define is read once: the build writes its value in place of every mention.
const TEXTS = __FIRST_PAINT_TEXTS__
const PRELOADS = __FIRST_PAINT_PRELOADS__

/** Whether the bookings frame may have something to draw: a list it may draw (mayFrameBookings), with a copy of a first page on the device. */
function framesBookings(pathname: string, search: string): boolean {
  if (pathname !== '/bookings' || !__FIRST_PAINT_BOOKINGS_SCRIPT__ || !mayFrameBookings(search)) return false
  return localStorage.getItem(BOOKINGS_FIRST_PAGE_KEY) !== null
}

/**
 * The bookings frame: the screen's stylesheets and the frame's script (bookings-script.ts) load
 * side by side, and the script draws the cards once both are in (bookings-frame.ts); `then` runs
 * once the frame is drawn or given up.
 */
function bookingsFrame(root: Element, language: Language, search: string, then: () => void): void {
  // The screen's own stylesheets (the catalogue in that list is a module).
  const css = preloadsFor(PRELOADS, '/bookings', language, true).filter((file) => file.endsWith('.css'))
  const styled = loadStyles(css).then(
    () => true,
    () => false,
  )
  const script = document.createElement('script')
  script.src = __FIRST_PAINT_BOOKINGS_SCRIPT__
  script.onload = () => (window.__voltaBookingsFrame ? window.__voltaBookingsFrame(root, language, search, styled, then) : then())
  script.onerror = then
  document.head.append(script)
}

// All are optimisations: without them the app renders the same screen and makes the same calls, later.
try {
  const root = document.getElementById('root')
  const language = root && drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: TEXTS })
  // The screen's first calls: only with a language the build has texts for, so never with a bad configuration.
  if (root && language) {
    const { pathname, search } = location
    // The screen's modules and catalogue (preload.ts): once the browser reports the paint (see
    // afterPaintIsShown). On /cars, once the first car's picture is in (or there is none): it is the screen's
    // largest paint, and shared with the modules a slow link brought it 0.4 s later (then the app
    // has often linked them itself: those are left alone).
    const preload = () => preloadScreen(PRELOADS, pathname, language, getStoredUser() !== null)
    // On /bookings with a copy to draw, the cards come first: the screen's modules are fetched once they
    // are drawn, and the locale's data then (drawing the cards has loaded it, unless nothing was drawn).
    const framed = framesBookings(pathname, search)
    if (pathname !== '/cars' && !framed) afterPaintIsShown(preload)
    let drawCars: ((cars: FirstCars, drawable: () => boolean) => void) | undefined
    startEarlyCalls(pathname, search, language, {
      onFirstCars: (cars, drawable) => drawCars?.(cars, drawable),
      onFirstPicture: preload,
      localeDataLater: framed,
    })
    // After the calls, so that the stylesheets do not delay them.
    if (pathname === '/cars') drawCars = carsFrame(root, TEXTS[language], language, search, __FIRST_PAINT_CARS_CSS__)
    if (framed)
      bookingsFrame(root, language, search, () =>
        afterNextPaint(() => {
          loadLocaleData(language)
          preload()
        }),
      )
  }
} catch {
  // The app starts anyway.
}
