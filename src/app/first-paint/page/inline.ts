/** The entry of index.html's inline script: the build defines __FIRST_PAINT_TEXTS__, __FIRST_PAINT_FRAMES__ and the rest (plugin.ts). */
import { carsFrame, firstSavedCars, searchAgeLine, type DrawCars } from './cars-frame'
import { readSavedCars } from './saved-cars'
import { handOverSearch } from '../../../features/cars/search-in-hand'
import { searchOf } from '../../../features/cars/search-of'
import { startEarlyCalls } from './early-calls'
import { drawFirstPaint, type FirstPaintTexts } from './first-paint'
import type { StaticFrames } from '../static-frame-types'
import { afterPaintIsShown, preloadRoute, preloadScreen, preloadsFor, type ScreenPreloads } from './preload'
import { getStoredUser } from '../../../lib/storage/user'
import { loadStyles } from './dom'
import { drawKeptFrame, frameToDraw, holdFor } from './kept-frame'
import { afterNextPaint } from '../../../lib/after-next-paint'
import { loadLocaleData } from '../../../lib/i18n/language'

declare const __FIRST_PAINT_TEXTS__: FirstPaintTexts
/** The static frames rendered from the components (static-frames.tsx); absent on the dev server. */
declare const __FIRST_PAINT_FRAMES__: StaticFrames
/** The stylesheets of /cars' frame (plugin.ts carsFrameStyles); none on the dev server. */
declare const __FIRST_PAINT_CARS_CSS__: string[]
/** What each screen and catalogue loads beyond the entry (plugin.ts screenPreloads); empty on the dev server. */
declare const __FIRST_PAINT_PRELOADS__: ScreenPreloads

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
const FRAMES = __FIRST_PAINT_FRAMES__
const PRELOADS = __FIRST_PAINT_PRELOADS__

// The app's later navigations fetch a screen's files from the same lists (routes.ts).
window.__voltaPreloadRoute = (pathname) => preloadRoute(PRELOADS, pathname)

// All are optimisations: without them the app renders the same screen and makes the same calls, later.
try {
  const root = document.getElementById('root')
  const language = root && drawFirstPaint(root, { pathname: location.pathname, search: location.search, texts: TEXTS, frames: FRAMES })
  // The screen's first calls: only with a language the build has texts for.
  if (root && language) {
    const { pathname, search } = location
    // The screen's modules and catalogue (preload.ts): once the browser reports the paint (see
    // afterPaintIsShown). On /cars, once the first car's picture is asked for (or there is none): it is the screen's
    // largest paint, and asked for first it keeps its place on a slow link (the modules asked for
    // with it no longer wait for it to be in: e2e/bench/README.md, issue 34's log).
    const preload = () => preloadScreen(PRELOADS, pathname, language, getStoredUser() !== null)
    // A driver's /bookings or pass that React rendered on an earlier visit (kept-frame.ts) comes
    // first: the screen's modules and the locale's data are fetched once it is drawn.
    const kept = frameToDraw(pathname, search)
    const main = root.querySelector('main[data-first-paint]')
    const framed = !!kept && !!main && PRELOADS.routes?.[pathname] !== undefined
    if (framed) holdFor(main, kept)
    if (pathname !== '/cars' && !framed) afterPaintIsShown(preload)
    let drawCars: DrawCars | undefined
    let releaseEntry = () => {}
    // On /cars the locale's data (tens of ms of Intl set-up on a slow phone) waits for the frame, or for
    // the search saying there is none: run before it, it held back reading the search's reply.
    let localeLoaded = false
    const afterCars = () =>
      afterNextPaint(() => {
        releaseEntry()
        if (localeLoaded) return
        localeLoaded = true
        loadLocaleData(language)
      })
    let framing = false
    let handed: ReturnType<typeof handOverSearch> | undefined
    startEarlyCalls(pathname, search, language, {
      onFirstCars: (cars, drawable) => {
        framing = !!drawCars
        drawCars?.(cars, drawable, (drawn, pictureIn) => {
          // The live reply's frame is up: the app's first render shows that reply, not the device's copy.
          if (drawn) performance.mark('volta:cars-frame-live')
          if (drawn && handed) {
            handed.copy = null
            handed.missed = true
          }
          void pictureIn.then(afterCars)
        })
      },
      onFirstPicture: () => {
        // No car to draw (a failed search, none found): the app need not wait.
        if (!framing) {
          releaseEntry()
          afterCars()
        }
        preload()
      },
      localeDataLater: framed || pathname === '/cars',
    })
    // After the calls, so that the stylesheets do not delay them.
    if (pathname === '/cars') drawCars = carsFrame(root, TEXTS[language], language, search, __FIRST_PAINT_CARS_CSS__, FRAMES)
    // A search the device keeps is drawn at once, with its age, before any reply (cars-frame.ts), and
    // handed to the app's first render (features/cars/search-in-hand.ts), which shows the same.
    const draw = drawCars
    if (draw) {
      const wanted = searchOf(search)
      const device = handOverSearch(language, wanted)
      handed = device
      void readSavedCars(language, wanted).then((copy) => {
        // Not when the live reply's frame is up already (missed then): the app shows that reply.
        device.copy = device.missed ? null : copy
        device.reading = false
        const cars = copy && firstSavedCars(copy.data)
        const age = copy && searchAgeLine(FRAMES.searchAge, TEXTS[language], language, copy.savedAt, navigator.onLine)
        if (!cars || !age) return
        framing = true
        draw(
          cars,
          () => !device.missed,
          (drawn, pictureIn) => {
            // User Timing marks (the bench's BENCH_TRACE timeline shows them): which frame was drawn, and when.
            if (drawn) performance.mark('volta:cars-frame-device')
            device.drawn = drawn
            void pictureIn.then(afterCars)
          },
          age,
        )
      })
    }
    // On a phone's /cars the first car's picture is the screen's largest paint. The app's entry
    // (already downloading) is added once the frame is painted with its picture, or once the search says there is
    // no car to draw, and ENTRY_HOLD_MS at most: otherwise its compile took the main thread just as
    // the search's reply came in, and the frame and its picture waited for it. On a slow link the
    // entry is still on its way by then, so the app starts no later. Not with the worker in control:
    // the entry is then on the device long before the reply, and compiling it meanwhile readies the
    // app's own list for it. (Holding it there for the device's copy was measured and not kept:
    // e2e/bench/README.md.)
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
    if (framed) {
      // The screen's own stylesheets (the files the app loads for it anyway; the catalogue in that list is a module).
      const css = preloadsFor(PRELOADS, pathname, language, true).filter((file) => file.endsWith('.css'))
      loadStyles(css).then(() => {
        drawKeptFrame(root, kept)
        afterFrame()
      }, afterFrame)
    }
  }
} catch {
  // The app starts anyway.
}
