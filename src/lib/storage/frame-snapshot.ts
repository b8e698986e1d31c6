/**
 * The markup React last rendered for a screen whose data is the visitor's own (a driver's
 * /bookings, the pass of /booking), kept in localStorage (FRAME_SNAPSHOTS_KEY) so that
 * index.html's first paint, which runs before any module and can read nothing slower, draws
 * that very markup on the next visit (app/first-paint/page/kept-frame.ts). Nothing is written twice:
 * a relabelled text, a renamed style or a new line in a component is in the next snapshot.
 *
 * A snapshot is drawn only for what it was taken for (`matches`): the same build, the same
 * account, the same URL, the same online/offline state and the same width class (phone or
 * wider). It names the bookings mirror's entry it shows (`entry`), and goes when that entry goes
 * (features/bookings/mirror.ts, the mirror's one retention rule), at sign-out (purge.ts) and
 * when its account is no longer the one signed in. Parts that go stale (a relative time) carry
 * STALE_ATTR: the frame keeps their box and hides their text until React replaces them.
 *
 * Before it is drawn the markup is cleaned (`cleanFrame`): only plain elements and attributes
 * stay (no script, style sheet, frame or handler, no `javascript:` link), and the controls are
 * disabled until the app takes over.
 */
import { MOBILE_MAX_WIDTH } from '../constants'
import { FRAME_SNAPSHOTS_KEY } from './keys'

/** Set by plugin.ts for every build (a new id each build); absent in unit tests. */
declare const __VOLTA_BUILD__: string | undefined

/** This build's id: a snapshot of another build is never drawn (its classes and markup may differ). */
export const BUILD_ID: string = typeof __VOLTA_BUILD__ === 'string' ? __VOLTA_BUILD__ : 'dev'

/** Marks a part whose text goes stale (e.g. "Last updated 5 minutes ago"): the frame hides it, keeping its box. */
export const STALE_ATTR = 'data-frame-stale'

/** Set by the first paint on its `main` when it found a snapshot to draw there (the screen's first render waits for its data). */
export const KEPT_FRAME_ATTR = 'data-kept-frame'

/** What a snapshot was taken for; it is drawn only for the same. */
export interface FrameContext {
  build: string
  user: string
  /** pathname + search, as the screen showed it. */
  url: string
  online: boolean
  /** A phone (at most MOBILE_MAX_WIDTH wide) or wider: the screens differ. */
  phone: boolean
}

export interface FrameSnapshot extends FrameContext {
  /** The screen's element (React's `main`), as React rendered it. */
  html: string
  /** The bookings mirror's entry it shows (features/bookings/mirror.ts): it goes with it. */
  entry: string
  /** When it was taken (ms since epoch). */
  at: number
}

/** This page's context for `user`: what a snapshot is taken for, and drawn for (the same, on a later visit). */
export function frameContext(user: string, url = location.pathname + location.search): FrameContext {
  return { build: BUILD_ID, user, url, online: navigator.onLine, phone: matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches }
}

type Snapshots = Record<string, FrameSnapshot>

function readAll(): Snapshots {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FRAME_SNAPSHOTS_KEY) ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshots) : {}
  } catch {
    return {}
  }
}

function writeAll(all: Snapshots): void {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(FRAME_SNAPSHOTS_KEY)
    else localStorage.setItem(FRAME_SNAPSHOTS_KEY, JSON.stringify(all))
  } catch {
    // A full storage means no frame: the app draws the screen as usual.
    localStorage.removeItem(FRAME_SNAPSHOTS_KEY)
  }
}

const pathOf = (url: string) => url.split('?')[0]

/** Whether `snapshot` was taken for `context`. */
export function matches(snapshot: unknown, context: FrameContext): snapshot is FrameSnapshot {
  if (!snapshot || typeof snapshot !== 'object') return false
  const s = snapshot as Partial<FrameSnapshot>
  return (
    typeof s.html === 'string' &&
    typeof s.entry === 'string' &&
    s.build === context.build &&
    s.user === context.user &&
    s.url === context.url &&
    s.online === context.online &&
    s.phone === context.phone
  )
}

/** The snapshot kept for `context`'s screen, if it was taken for that context. One per screen (pathname): the last. */
export function keptFrame(context: FrameContext): FrameSnapshot | null {
  const snapshot = readAll()[pathOf(context.url)]
  return matches(snapshot, context) ? snapshot : null
}

/** Keeps `snapshot` as its screen's (replacing the one before). */
export function keepFrame(snapshot: FrameSnapshot): void {
  writeAll({ ...readAll(), [pathOf(snapshot.url)]: snapshot })
}

/** Drops the snapshots that show one of the mirror's entries `entries` (they are gone from the mirror). */
export function dropFrames(entries: ReadonlySet<string>): void {
  const all = readAll()
  const kept = Object.fromEntries(Object.entries(all).filter(([, s]) => !entries.has(s?.entry)))
  if (Object.keys(kept).length !== Object.keys(all).length) writeAll(kept)
}

/** The elements a frame may hold: plain markup, the QR code's and the chevron's SVG. Anything else goes, with its content. */
const ELEMENTS = new Set(
  (
    'main div span p a h1 h2 h3 h4 h5 h6 ul ol li dl dt dd section article header footer nav aside figure figcaption img ' +
    'button label input select option textarea fieldset legend form table thead tbody tfoot tr th td caption strong em b i ' +
    'small br hr time abbr mark details summary svg path rect circle line polyline polygon g'
  ).split(' '),
)

/** The attributes a frame keeps (besides data-* and aria-*). */
const ATTRIBUTES = new Set(
  (
    'class id role href src alt width height loading decoding title lang dir tabindex type name value checked selected ' +
    'disabled readonly placeholder for colspan rowspan datetime open hidden style viewbox d fill stroke stroke-width ' +
    'shape-rendering focusable x y rx ry cx cy r x1 x2 y1 y2 points transform xmlns min max step multiple inputmode autocomplete'
  ).split(' '),
)

/** Hidden and password fields, and files, are never in a frame. */
const DROPPED_INPUTS = new Set(['hidden', 'password', 'file'])

const isLink = (name: string) => name === 'href' || name === 'src'
const safeLink = (value: string) => /^(https?:|\/|\.|#|[\w-]+(\/|$|\?|#))/i.test(value.trim()) && !/^\s*javascript:/i.test(value)

/**
 * `html` (a screen's element as React rendered it) as a clean element: nothing but the elements and
 * attributes above, links only to http(s) or this site, the controls disabled, STALE_ATTR's text
 * hidden. Null when it is not one element of `tag`.
 */
export function cleanFrame(html: string, tag = 'main'): HTMLElement | null {
  const template = document.createElement('template')
  template.innerHTML = html
  const root = template.content.firstElementChild
  if (!root || template.content.childElementCount !== 1 || root.localName !== tag) return null
  const clean = (el: Element) => {
    for (const child of [...el.children]) {
      const input = child.localName === 'input' && DROPPED_INPUTS.has((child.getAttribute('type') ?? '').toLowerCase())
      if (!ELEMENTS.has(child.localName) || input) child.remove()
      else clean(child)
    }
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase()
      const keep = (ATTRIBUTES.has(lower) || lower.startsWith('data-') || lower.startsWith('aria-')) && (!isLink(lower) || safeLink(value))
      if (!keep) el.removeAttribute(name)
    }
    // Nothing to do before the app takes over: a control that looked usable would do nothing.
    if (['button', 'input', 'select', 'textarea'].includes(el.localName)) el.setAttribute('disabled', '')
    if (el.hasAttribute(STALE_ATTR)) (el as HTMLElement).style.visibility = 'hidden'
  }
  clean(root)
  return root as HTMLElement
}

/** The mirror's entries the first paint's frame shows, if it drew (or is drawing) a snapshot: the screen's module reads them ahead. */
export function keptFrameEntries(): string[] {
  const entry = document.querySelector(`main[data-first-paint][${KEPT_FRAME_ATTR}]`)?.getAttribute(KEPT_FRAME_ATTR)
  return entry ? [entry] : []
}

/** Props that mark an element's text as going stale (STALE_ATTR), for a component: `<span {...STALE}>`. */
export const STALE: Readonly<Record<string, string>> = { [STALE_ATTR]: '' }
