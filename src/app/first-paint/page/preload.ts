/**
 * The first paint fetches what the app will need for the screen being opened: the
 * screen's chunks and stylesheets beyond the entry's, and the language's catalogue.
 * Without it they are asked for only once the entry has arrived and run (start-up's
 * preloadScreen and activateLanguage): on a slow link, one more round trip and the
 * whole entry's download later. Fetched, not run: the app imports them as before, and
 * Vite's loader finds the links already there and adds none of its own. The same lists
 * (one map of the build's files, in index.html) serve the app's later navigations
 * (preloadRoute).
 */
import { afterNextPaint } from '../../../lib/after-next-paint'
import { DRIVER_ONLY, SIGNED_IN_ONLY } from '../frames'

/** What the build found to fetch ahead (plugin.ts screenPreloads): file URLs, and per route and per language the indexes of theirs. */
export interface ScreenPreloads {
  files: string[]
  routes: Readonly<Record<string, readonly number[]>>
  languages: Readonly<Record<string, readonly number[]>>
  /** What only a signed-in account needs (src/app/signed-in.ts: RequireAuth, the banner, the unread count), beyond the entry. */
  account?: readonly number[]
}

/** A route whose screen the app shows inside RequireAuth, which is in the signed-in chunk (src/app/routes.ts). */
const guarded = (pathname: string) => SIGNED_IN_ONLY.includes(pathname) || pathname in DRIVER_ONLY

/**
 * The files to fetch for `pathname` in `language` (null: no catalogue): the catalogue first, then the screen's
 * (none for a route that only a signed-in account opens when no one is: the app sends that
 * guest to a sign-in instead), and with `account` (by default: someone is signed in, or the route is guarded)
 * the signed-in chunk, which start-up then imports before its first render.
 */
export function preloadsFor(
  preloads: ScreenPreloads,
  pathname: string,
  language: string | null,
  signedIn: boolean,
  account = signedIn || guarded(pathname),
): string[] {
  const route = signedIn || !SIGNED_IN_ONLY.includes(pathname) ? (preloads.routes[pathname] ?? []) : []
  const catalogue = language === null ? [] : (preloads.languages[language] ?? [])
  const wanted = new Set([...catalogue, ...(account ? (preloads.account ?? []) : []), ...route])
  return [...wanted].map((i) => preloads.files[i]).filter((file): file is string => typeof file === 'string')
}

declare global {
  interface Window {
    /**
     * Set by the first paint (inline.ts), called by the app before it imports a screen
     * (routes.ts): see preloadRoute.
     */
    __voltaPreloadRoute?: (pathname: string) => void
  }
}

/**
 * The screen's modules and catalogue for the first paint: `preload` for each file of
 * preloadsFor not linked yet.
 */
export function preloadScreen(preloads: ScreenPreloads, pathname: string, language: string, signedIn: boolean): void {
  preload(preloadsFor(preloads, pathname, language, signedIn))
}

/**
 * Before the app imports the screen of `pathname` (an in-app navigation): all its chunks and
 * stylesheets at once. The build leaves the lists of a lazy chunk's imports out of the entry
 * (vite.config.ts modulePreload), so without this a screen's imports would be asked for only
 * once the screen's chunk has arrived, and theirs after them.
 */
export function preloadRoute(preloads: ScreenPreloads, pathname: string): void {
  // The signed-in chunk only with a guarded screen (a signed-in account has it already).
  preload(preloadsFor(preloads, pathname, null, true, guarded(pathname)))
}

/**
 * Adds a link per file: `modulepreload` for a module, `preload` for a stylesheet (fetched, not
 * applied: the page may still be the first paint's). Both as Vite's loader would ask (crossorigin),
 * so the loader's requests find these responses. A file already linked (the stylesheets of
 * /cars' frame, a screen opened before) is left alone.
 */
function preload(files: string[]): void {
  const linked = new Set([...document.querySelectorAll('link')].map((link) => link.getAttribute('href')))
  for (const href of files) {
    if (linked.has(href)) continue
    const link = document.createElement('link')
    const css = href.endsWith('.css')
    link.rel = css ? 'preload' : 'modulepreload'
    link.setAttribute('as', css ? 'style' : 'script')
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

/**
 * Runs `fn` after the frame that follows the next one: once the first paint is not only drawn but
 * on screen. Not sooner: Lighthouse's simulation counts every high-priority request started before
 * that paint's timestamp as holding it back; not later: waiting for the paint's PerformanceObserver
 * entry lost most of the gain (figures: e2e/bench/README.md, "The screen's code is on its way").
 */
export function afterPaintIsShown(fn: () => void): void {
  requestAnimationFrame(() => afterNextPaint(fn))
}
