/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__ (plugin.ts). */
import { bookingsFrame } from './bookings-frame'
import { carsFrame, type FirstCars } from './cars-frame'
import { startEarlyCalls } from './early-calls'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import { afterPaintIsShown, preloadScreen, preloadsFor, type ScreenPreloads } from './preload'
import { getStoredUser, roleOf } from '../../lib/storage/user'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts
/** The stylesheets that define /cars' frame (frames.ts CARS_FRAME_CLASSES); none on the dev server. */
declare const __FIRST_PAINT_CARS_CSS__: string[]
/** What each screen and catalogue loads beyond the entry (plugin.ts screenPreloads); empty on the dev server. */
declare const __FIRST_PAINT_PRELOADS__: ScreenPreloads

// Each define is read once: the build writes its value in place of every mention.
const TEXTS = __FIRST_PAINT_TEXTS__
const PRELOADS = __FIRST_PAINT_PRELOADS__

// All are optimisations: without them the app renders the same screen and makes the same calls, later.
try {
  const root = document.getElementById('root')
  const language = root && drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: TEXTS })
  // The screen's first calls: only with a language the build has texts for, so never with a bad configuration.
  if (root && language) {
    const { pathname, search } = location
    // The screen's modules and catalogue (preload.ts): once the browser reports the paint (see
    // afterPaintIsShown). On /cars, once the first car's picture is in: it is the screen's
    // largest paint, and shared with the modules a slow link brought it 0.4 s later (then the app
    // has often linked them itself: those are left alone).
    const preload = () => preloadScreen(PRELOADS, pathname, language, getStoredUser() !== null)
    if (pathname !== '/cars') afterPaintIsShown(preload)
    let drawCars: ((cars: FirstCars, drawable: () => boolean) => void) | undefined
    const text = TEXTS[language]
    // A driver's bookings from the mirror's copy, with the screen's own stylesheets (the catalogue
    // in that list is a module).
    const user = getStoredUser()
    const bookingsCss = () => preloadsFor(PRELOADS, pathname, language, true).filter((file) => file.endsWith('.css'))
    const driver = pathname === '/bookings' && user !== null && roleOf(user) === 'driver'
    const drawBookings = driver ? bookingsFrame(root, text, language, search, bookingsCss()) : undefined
    startEarlyCalls(pathname, search, language, {
      onFirstCars: (cars, drawable) => drawCars?.(cars, drawable),
      onFirstPicture: preload,
      onMirroredBookings: (copy) => void drawBookings?.(copy),
    })
    // After the calls, so that the stylesheets do not delay them.
    if (pathname === '/cars') drawCars = carsFrame(root, text, language, search, __FIRST_PAINT_CARS_CSS__)
  }
} catch {
  // The app starts anyway.
}
