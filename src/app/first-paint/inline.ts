/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__, __FIRST_PAINT_FRAMES__ and the rest (plugin.ts). */
import { carsFrame, type FirstCars } from './cars-frame'
import { startEarlyCalls } from './early-calls'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import type { StaticFrames } from './static-frame-types'
import { afterPaintIsShown, preloadRoute, preloadScreen, preloadsFor, type ScreenPreloads } from './preload'
import type { Language } from '../../lib/constants'
import { BOOKINGS_FIRST_PAGE_KEY } from '../../lib/storage/keys'
import { getStoredUser, roleOf } from '../../lib/storage/user'
import { bookingIdOf } from '../../features/bookings/filters'
import { loadStyles } from './dom'
import { loadFrameScript, type FrameCall } from './frame-script'
import { mayFrameBookings } from './bookings-frame'
import { afterNextPaint } from '../../lib/after-next-paint'
import { loadLocaleData } from '../../lib/i18n/language'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts
/** The static frames rendered from the components (static-frames.tsx); absent on the dev server. */
declare const __FIRST_PAINT_FRAMES__: StaticFrames
/** The stylesheets of /cars' frame (plugin.ts carsFrameStyles); none on the dev server. */
declare const __FIRST_PAINT_CARS_CSS__: string[]
/** What each screen and catalogue loads beyond the entry (plugin.ts screenPreloads); empty on the dev server. */
declare const __FIRST_PAINT_PRELOADS__: ScreenPreloads
/** The URLs of the frame scripts (frames.ts FRAME_SCRIPTS) by route; none on the dev server. */
declare const __FIRST_PAINT_FRAME_SCRIPTS__: Record<string, string>

declare global {
  interface Window {
    /** Set by the first paint when the app's entry should wait (the loader of plugin.ts deferredEntry reads it). */
    __voltaEntryHold?: Promise<void>
  }
}

/** The longest the first paint holds the app's entry back for a frame. */
const ENTRY_HOLD_MS = 400

// Each define is read once: the build writes its value in place of every mention.
const TEXTS = __FIRST_PAINT_TEXTS__
const PRELOADS = __FIRST_PAINT_PRELOADS__
const FRAME_SCRIPTS = __FIRST_PAINT_FRAME_SCRIPTS__

/** Whether the bookings frame may have something to draw: a list it may draw (mayFrameBookings), with a copy of a first page on the device. */
function framesBookings(pathname: string, search: string): boolean {
  if (pathname !== '/bookings' || !FRAME_SCRIPTS[pathname] || !mayFrameBookings(search)) return false
  return localStorage.getItem(BOOKINGS_FIRST_PAGE_KEY) !== null
}

/**
 * Whether a driver's pass may come first: a driver signed in, a booking in the URL (the first
 * paint asks for it) and the worker in control, which answers that call and serves the frame's
 * script from the device. The first paint then holds its other work back until the frame is
 * drawn, as it does for the bookings' cards.
 */
function passFirst(pathname: string, search: string): boolean {
  if (pathname !== '/booking' || !FRAME_SCRIPTS[pathname] || !navigator.serviceWorker?.controller) return false
  const user = getStoredUser()
  return !!user && roleOf(user) === 'driver' && !!bookingIdOf(new URLSearchParams(search))
}

/**
 * The frame of `pathname` (frames.ts FRAME_SCRIPTS): the screen's stylesheets and the frame's
 * script load side by side, and the script draws once both are in (and, on the pass, the reply);
 * `then` runs once the frame is drawn or given up.
 */
function frame(pathname: string, root: Element, language: Language, search: string, reply: FrameCall['reply'], then: () => void): void {
  // The screen's own stylesheets (the catalogue in that list is a module).
  const css = preloadsFor(PRELOADS, pathname, language, true).filter((file) => file.endsWith('.css'))
  const styled = loadStyles(css).then(
    () => true,
    () => false,
  )
  loadFrameScript(FRAME_SCRIPTS[pathname], { root, language, search, styled, reply, then })
}

// The app's later navigations fetch a screen's files from the same lists (routes.ts).
window.__voltaPreloadRoute = (pathname) => preloadRoute(PRELOADS, pathname)

// All are optimisations: without them the app renders the same screen and makes the same calls, later.
try {
  const root = document.getElementById('root')
  const language =
    root && drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: TEXTS, frames: __FIRST_PAINT_FRAMES__ })
  // The screen's first calls: only with a language the build has texts for.
  if (root && language) {
    const { pathname, search } = location
    // The screen's modules and catalogue (preload.ts): once the browser reports the paint (see
    // afterPaintIsShown). On /cars, once the first car's picture is asked for (or there is none): it is the screen's
    // largest paint, and asked for first it keeps its place on a slow link (the modules asked for
    // with it no longer wait for it to be in: ready 170–340 ms sooner, e2e/bench/README.md).
    const preload = () => preloadScreen(PRELOADS, pathname, language, getStoredUser() !== null)
    // On /bookings with a copy to draw, the cards come first: the screen's modules are fetched once they
    // are drawn, and the locale's data then (drawing the cards has loaded it, unless nothing was drawn).
    // So does a driver's pass when the worker is in control: its reply and script come from the device.
    const cardsFirst = framesBookings(pathname, search)
    const passComesFirst = passFirst(pathname, search)
    const framed = cardsFirst || passComesFirst
    if (pathname !== '/cars' && !framed) afterPaintIsShown(preload)
    let drawCars: ((cars: FirstCars, drawable: () => boolean, done?: () => void) => void) | undefined
    let releaseEntry = () => {}
    let framing = false
    let booking: FrameCall['reply'] = null
    startEarlyCalls(pathname, search, language, {
      onFirstCars: (cars, drawable) => {
        framing = !!drawCars
        drawCars?.(cars, drawable, () => afterNextPaint(() => releaseEntry()))
      },
      onFirstPicture: () => {
        // No car to draw (a failed search, none found): the app need not wait.
        if (!framing) releaseEntry()
        preload()
      },
      localeDataLater: framed,
      onBooking: (reply) => {
        booking = reply
      },
    })
    // After the calls, so that the stylesheets do not delay them.
    if (pathname === '/cars') drawCars = carsFrame(root, TEXTS[language], language, search, __FIRST_PAINT_CARS_CSS__)
    // On a phone's /cars the first car's picture is the screen's largest paint. The app's entry
    // (already downloading) is added once the frame is painted, or once the search says there is
    // no car to draw, and ENTRY_HOLD_MS at most: otherwise its compile took the main thread just as
    // the search's reply came in, and the frame and its picture waited for it. On a slow link the
    // entry is still on its way by then, so the app starts no later. Not with the worker in control:
    // the entry is then on the device long before the reply, and compiling it meanwhile readies the
    // app's own list for it.
    if (drawCars && !navigator.serviceWorker?.controller)
      window.__voltaEntryHold = new Promise<void>((resolve) => {
        releaseEntry = resolve
        setTimeout(resolve, ENTRY_HOLD_MS)
      })
    const afterFrame = () =>
      afterNextPaint(() => {
        loadLocaleData(language)
        preload()
      })
    if (cardsFirst) frame(pathname, root, language, search, null, afterFrame)
    // A driver's pass, once the booking is in (the first paint asked for it).
    if (booking && FRAME_SCRIPTS[pathname]) frame(pathname, root, language, search, booking, passComesFirst ? afterFrame : () => {})
    else if (passComesFirst) afterFrame()
  }
} catch {
  // The app starts anyway.
}
