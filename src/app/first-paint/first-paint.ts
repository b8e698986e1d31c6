/**
 * The first paint. Built into an inline script of index.html (plugin.ts), it runs
 * before any module has loaded and draws the frame of the screen being opened: the
 * header bar (and the offline banner while offline, and the verify-email banner for an account
 * whose email is not verified yet), the screen's heading, on the home
 * screen its hero and search form and on /sign-in its form (forms.ts), and on a phone
 * the (empty) tab bar at the bottom, in the driver's language (spec section 4), with
 * the catalogue texts the build put in.
 *
 * It uses the screens' own class names (the `fp-` styles, in the entry CSS), so
 * React's first render puts the same text in the same places at the same size: the
 * heading is the largest paint from the start, and on a slow phone it shows in a few
 * hundred milliseconds instead of after the JavaScript has run. Screens whose heading
 * depends on data (a car's name, a link's outcome) get the bar and an empty page.
 */
import { config } from '../../lib/config'
import type { Language } from '../../lib/constants'
import { chooseLanguage } from '../../lib/i18n/language'
import { getStoredLanguage, getStoredUser } from '../../lib/storage/user'
import { NARROW, OFFLINE_BANNER_TEXT, SIGNED_IN_ONLY, VERIFY_BANNER_BUTTON, VERIFY_BANNER_TEXT } from './frames'
import { drawForm } from './forms'
import { fill, node } from './dom'

/** Catalogue texts by language, then by message id (`title:<path>`, `home.*`) or, for the forms, by msgid. */
export type FirstPaintTexts = Record<string, Record<string, string>>

export interface FirstPaintInput {
  pathname: string
  search: string
  texts: FirstPaintTexts
}

const HOME_POINTS = ['home.point.suppliers', 'home.point.prices', 'home.point.offline']

/** Draws the first paint into `root` (replacing its static content). Returns the language, or null when it drew nothing. */
export function drawFirstPaint(root: HTMLElement, { pathname, search, texts }: FirstPaintInput): Language | null {
  const user = getStoredUser()
  const language = chooseLanguage({
    query: new URLSearchParams(search).get('l'),
    userLanguage: user?.language ?? null,
    stored: getStoredLanguage(),
    supported: config.languages,
    defaultLanguage: config.defaultLanguage,
  })
  const text = texts[language]
  if (!text) return null
  document.documentElement.lang = language

  const header = node('header', 'fp-header')
  const bar = node('div', 'fp-bar')
  bar.append(node('span', 'fp-brand', {}, ['Volta']), node('div', 'fp-nav'), node('div', 'fp-tools'))
  header.append(bar)

  const main = node('main', NARROW.includes(pathname) ? 'fp-page fp-narrow' : 'fp-page')
  const guestOnSignedInRoute = !user && SIGNED_IN_ONLY.includes(pathname)
  const title = guestOnSignedInRoute ? undefined : text[`title:${pathname}`]
  if (title) {
    const row = node('div', 'fp-row')
    row.append(node('h1', '', {}, [title]))
    main.append(row)
    document.title = `${title} · Volta`
  }
  if (pathname === '/' && text['home.tagline']) {
    const hero = node('section', 'fp-hero')
    const points = node('ul', 'fp-points')
    for (const id of HOME_POINTS) points.append(node('li', '', {}, [text[id] ?? '']))
    hero.append(node('p', 'fp-tagline', {}, [text['home.tagline']]), points)
    const layout = node('div', 'fp-home')
    const card = node('section', 'fp-search')
    layout.append(hero, card)
    main.append(layout)
  }
  const form = drawForm(pathname, search, text, !!user)
  // The home screen's search goes into its card, the sign-in form below the heading.
  if (form) (main.querySelector('.fp-search') ?? main).append(form)
  // The phone's tab bar (shown by its CSS at most 960 px wide), empty until the app fills it in.
  const tabBar = node('div', 'fp-tabbar')
  header.dataset.firstPaint = ''
  main.dataset.firstPaint = ''
  tabBar.dataset.firstPaint = ''
  // The app's banners under the header (Layout.tsx), so that the page starts where the app's will:
  // offline, OfflineBanner; for an account not verified yet, VerifyEmailBanner (its button does
  // nothing until the app takes over, so it is disabled until then).
  const banners: HTMLElement[] = []
  if (!navigator.onLine && text[OFFLINE_BANNER_TEXT])
    banners.push(node('div', 'fp-offline-banner', { role: 'status' }, [text[OFFLINE_BANNER_TEXT]]))
  if (user?.verified === false && typeof user.email === 'string' && text[VERIFY_BANNER_TEXT] && text[VERIFY_BANNER_BUTTON]) {
    const resend = node('button', 'fp-button fp-button_secondary fp-button-small', { type: 'button', disabled: '' }, [
      text[VERIFY_BANNER_BUTTON],
    ])
    const message = node('span', '', {}, [fill(text[VERIFY_BANNER_TEXT], { email: user.email })])
    banners.push(node('div', 'fp-verify-banner', { role: 'status' }, [message, resend]))
  }
  root.replaceChildren(header, ...banners, main, tabBar)
  return language
}
