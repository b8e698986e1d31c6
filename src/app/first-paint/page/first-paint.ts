/**
 * The first paint. Built into an inline script of index.html (plugin.ts), it runs before any
 * module has loaded and draws the frame of the screen being opened from the static frames the
 * build rendered from the real components (static-frames.tsx): the header and, on a phone, the
 * tab bar of this kind of visitor, the offline and verify-email banners when the app would show
 * them, and the page: the home screen with its search form, the sign-in screen with its form, or
 * the screen's title row; in the visitor's language (spec section 4), with the catalogue texts
 * the build put in.
 *
 * React's first render puts the same markup in the same places, so nothing moves when it takes
 * over, and on a slow phone the page shows in a few hundred milliseconds instead of after the
 * JavaScript has run. Screens whose heading depends on data (a car's name, a link's outcome) get
 * the header, the tab bar and an empty page.
 */
import type { Language } from '../../../lib/constants'
import { toDateInput } from '../../../lib/dates'
import { visitorLanguage } from '../../../lib/i18n/visitor-language'
import { getStoredUser, roleOf, type StoredUser } from '../../../lib/storage/user'
import { initialSearchValues } from '../../../features/search/search-values'
import { followFirstPaintFocus } from '../../../ui/first-paint-focus'
import { currentOf, navItemsFor } from '../../nav-items'
import { expand } from '../expand'
import { NARROW, SIGNED_IN_ONLY } from '../frames'
import type { StaticFrames } from '../static-frame-types'

/** Catalogue texts by language, then by message id. */
export type FirstPaintTexts = Record<string, Record<string, string>>

export interface FirstPaintInput {
  pathname: string
  search: string
  texts: FirstPaintTexts
  frames: StaticFrames
}

/** `html` as elements. */
function parse(html: string): HTMLElement[] {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.children] as HTMLElement[]
}

/** Marks the current item of the navigation in `nav` as the app does (nav-items.ts currentOf). */
function markCurrent(nav: HTMLElement, user: StoredUser | null, pathname: string): void {
  for (const item of navItemsFor(user)) {
    const current = currentOf(item, pathname)
    if (current) for (const link of nav.querySelectorAll(`a[href="${item.href}"]`)) link.setAttribute('aria-current', current)
  }
}

/** A submit that comes before the app is ready is remembered, not sent: the app submits once it has taken over. */
function holdSubmit(form: HTMLFormElement, name: string): void {
  // Found by the React form, which takes what was typed, the focus and the submit (ui/first-paint-form.ts).
  form.dataset.firstPaintForm = name
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    form.dataset.submitted = ''
  })
}

/**
 * Shows the drop-off place's field (`field`) while "Same drop-off location" (`same`) is unticked, as
 * SearchForm does: the frame is rendered with it (static-frames.tsx), and it leaves while ticked.
 */
function followSameDropOff(field: HTMLElement, same: HTMLInputElement): void {
  const spot = document.createComment('')
  const show = () => {
    if (same.checked && field.parentNode) field.replaceWith(spot)
    else if (!same.checked && spot.parentNode) spot.replaceWith(field)
  }
  show()
  same.addEventListener('change', show)
}

/** The field around `input` (label, control, error): its ancestor that sits beside the pickup's. */
function fieldOf(input: HTMLElement, pickup: HTMLElement): HTMLElement {
  let field = input
  while (field.parentElement && !field.parentElement.contains(pickup)) field = field.parentElement
  return field
}

/** The home screen's search starts with the values SearchForm would start with: the last search, else tomorrow 10:00 for three days. */
function startSearchForm(form: HTMLFormElement): boolean {
  const v = initialSearchValues(undefined)
  const today = toDateInput(new Date())
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null
  const set = (name: string, value: string, min?: string) => {
    const field = input(name)
    if (!field) return
    field.value = value
    field.defaultValue = value
    if (min !== undefined) field.min = min
  }
  const [pickup, dropOff, same] = [input('pickup'), input('dropOff'), input('sameDropOff')]
  if (!pickup || !dropOff || !same) return false
  set('pickup', v.pickup?.name ?? '')
  set('dropOff', v.dropOff?.name ?? '')
  set('fromDate', v.fromDate, today)
  set('fromTime', v.fromTime)
  set('toDate', v.toDate, v.fromDate || today)
  set('toTime', v.toTime)
  same.checked = same.defaultChecked = v.sameDropOff
  followSameDropOff(fieldOf(dropOff, pickup), same)
  return true
}

/** The screen drawn whole on `pathname`, its form ready; null when it is not drawn there. */
function screen(html: string | undefined, pathname: string, search: string, user: StoredUser | null): HTMLElement | null {
  if (!html) return null
  // A signed-in visitor leaves /sign-in; criteria in the URL on / (React looks their places up).
  if (pathname === '/sign-in' && user) return null
  if (pathname === '/' && [...new URLSearchParams(search).keys()].some((key) => key !== 'l')) return null
  const [main] = parse(html)
  const form = main?.querySelector('form')
  if (!main || !form) return null
  if (pathname === '/') {
    if (!startSearchForm(form)) return null
    holdSubmit(form, 'search')
  } else {
    // Even a submit that got through could never put the password into a URL.
    form.method = 'post'
    form.action = pathname
    holdSubmit(form, 'sign-in')
  }
  return main
}

/** Draws the first paint into `root` (replacing its static content). Returns the language, or null when it drew nothing. */
export function drawFirstPaint(root: HTMLElement, { pathname, search, texts, frames }: FirstPaintInput): Language | null {
  const user = getStoredUser()
  const language = visitorLanguage(search)
  const text = texts[language]
  if (!text || !frames.header) return null
  const visitor = user ? roleOf(user) : 'guest'
  const values = { fullName: user?.fullName ?? '', email: user?.email ?? '' }
  const draw = (html: string, more: Record<string, string> = {}) => {
    const expanded = expand(html, text, { ...values, ...more })
    return expanded === null ? [] : parse(expanded)
  }

  const guestOnSignedInRoute = !user && SIGNED_IN_ONLY.includes(pathname)
  const title = guestOnSignedInRoute ? undefined : text[`title:${pathname}`]
  const whole = screen(frames.screens[pathname] && (expand(frames.screens[pathname], text, values) ?? undefined), pathname, search, user)
  // Otherwise the page with its title row, or an empty page when the title depends on data.
  const [main] = whole ? [whole] : draw(frames.page[NARROW.includes(pathname) ? 'narrow' : 'wide'], { title: title ?? '' })
  const [header] = draw(frames.header[visitor])
  const [tabBar] = draw(frames.tabBar[visitor])
  if (!main || !header || !tabBar) return null
  if (!whole && !title) main.replaceChildren()

  document.documentElement.lang = language
  if (title) document.title = `${title} · Volta`
  for (const nav of [header, tabBar]) markCurrent(nav, user, pathname)
  const languages = header.querySelector('select')
  if (languages) languages.value = language
  // The app's banners under the header (Layout.tsx): OfflineBanner offline, VerifyEmailBanner for an
  // account not verified yet (its button does nothing until the app takes over: disabled until then).
  const banners = [
    ...(navigator.onLine ? [] : draw(frames.offlineBanner)),
    ...(user?.verified === false && typeof user.email === 'string' ? draw(frames.verifyBanner) : []),
  ]
  for (const button of banners.flatMap((banner) => [...banner.querySelectorAll('button')])) button.disabled = true
  for (const part of [header, main, tabBar]) part.dataset.firstPaint = ''
  // `main#main` is the app's own: the skip link's target, and what the tests wait for.
  main.removeAttribute('id')
  root.replaceChildren(header, ...banners, main, tabBar)
  // A keyboard user may Tab into it before the app starts: the app gives the focus back (App.tsx).
  followFirstPaintFocus([header, ...banners, main, tabBar])
  return language
}
