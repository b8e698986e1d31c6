import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { renderWithI18n } from '../../../test/i18n'
import HomeScreen from '../../../screens/home/HomeScreen'
// The home screen loads its teaser lazily once idle (300 ms here, without requestIdleCallback): loaded up
// front, that later import finds it in place instead of loading it after the file's environment is gone.
import '../../../features/explore/ExploreTeaser'
import SignInScreen from '../../../screens/sign-in/SignInScreen'
import { Header } from '../../Header'
import { TabBar } from '../../TabBar'
import { routes } from '../../routes'
import { drawFirstPaint } from './first-paint'
import { NARROW, SIGNED_IN_ONLY } from '../frames'
import { isTitleId, readFirstPaintTexts, staticFrameIds } from '../build/plugin'
import { renderStaticFrames } from '../build/static-frames'
import { VISITORS } from '../static-frame-types'
import { shape } from './testing'

const frames = renderStaticFrames()
const texts = await readFirstPaintTexts(resolve(import.meta.dirname, '../../../../locales'), staticFrameIds(frames))

function draw(pathname: string, search = '') {
  const root = document.createElement('div')
  const language = drawFirstPaint(root, { pathname, search, texts, frames })
  return { root, language, heading: root.querySelector('main h1')?.textContent ?? null }
}

const signIn = (user: object) => localStorage.setItem('bc-user', JSON.stringify({ id: 'u1', accessToken: 't', language: 'pl', ...user }))

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
  document.body.replaceChildren()
  document.documentElement.lang = 'pl'
  document.title = 'Volta'
})

describe('the static frames', () => {
  it('are the markup React renders, in the visitor’s language: the sign-in screen, the home screen, the header and the tab bar', async () => {
    const frame = draw('/sign-in', '?l=fr').root
    const home = draw('/', '?l=fr').root.querySelector('main')!
    const app = await renderWithI18n(
      <Router ssrPath="/sign-in">
        <Header unread={0} />
        <SignInScreen />
        <TabBar unread={0} />
      </Router>,
      'fr',
    )
    expect(shape(frame.querySelector('main')!)).toEqual(shape(app.container.querySelector('main')!))
    expect(shape(frame.querySelector('header')!)).toEqual(shape(app.container.querySelector('header')!))
    // The tab bar, with the same current tab.
    expect(shape(frame.lastElementChild!)).toEqual(shape(app.container.lastElementChild!))
    expect(frame.lastElementChild!.querySelector('[aria-current]')?.getAttribute('href')).toBe('/sign-in')
    app.unmount()
    // The home screen, with the same first values in its search (tomorrow 10:00, for three days; the same drop-off).
    const appHome = await renderWithI18n(
      <Router ssrPath="/">
        <HomeScreen />
      </Router>,
      'fr',
    )
    expect(shape(home)).toEqual(shape(appHome.container.querySelector('main')!))
    const values = (root: Element) =>
      [...root.querySelectorAll('input')].map((i) => `${i.name}=${i.type === 'checkbox' ? i.checked : i.value}`)
    expect(values(home)).toEqual(values(appHome.container))
  })

  it('leave no text open in any language, and draw a header and a tab bar for every kind of visitor', () => {
    for (const language of ['pl', 'fr', 'en'])
      for (const id of staticFrameIds(frames)) expect(texts[language][id], `${language}: ${id}`).toBeTruthy()
    const kinds = { guest: null, driver: { type: 'user' }, supplier: { type: 'company' }, admin: { type: 'admin' } }
    for (const kind of VISITORS) {
      localStorage.clear()
      if (kinds[kind]) signIn({ ...kinds[kind], fullName: 'Ada <b>K</b>' })
      const { root } = draw('/notifications')
      const tabs = [...root.lastElementChild!.querySelectorAll('a')].map((a) => a.getAttribute('href'))
      expect(tabs.length, kind).toBeGreaterThanOrEqual(3)
      // Signed in, the account button carries the name as text.
      if (kind !== 'guest') expect(root.querySelector('header button')?.textContent).toBe('Ada <b>K</b>')
    }
  })
})

describe('drawFirstPaint', () => {
  it('draws the header, the page’s title row and the tab bar in the default language', () => {
    const { root, language, heading } = draw('/sign-in')
    expect(language).toBe('pl')
    expect(heading).toBe('Zaloguj się')
    expect([...root.children].map((el) => el.tagName)).toEqual(['HEADER', 'MAIN', 'NAV'])
    expect([...root.children].every((el) => el.hasAttribute('data-first-paint'))).toBe(true)
    expect(root.querySelector('header select')).toHaveProperty('value', 'pl')
    expect(document.documentElement.lang).toBe('pl')
    expect(document.title).toBe('Zaloguj się · Volta')
  })

  it('offline, draws the app’s offline banner between the header and the page; the verify-email banner for an account not verified yet', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    signIn({ email: '<b>$&marc</b>@example.com', verified: false })
    const { root } = draw('/bookings')
    const [, offline, verify] = root.children
    expect(root.children).toHaveLength(5)
    expect(offline.getAttribute('role')).toBe('status')
    expect(offline.textContent).toMatch(/^Jesteś offline\./)
    // The address is drawn as text, as it is; the button waits for the app.
    expect(verify.textContent).toContain('<b>$&marc</b>@example.com')
    expect(verify.querySelector('b')).toBeNull()
    expect(verify.querySelector('button')?.disabled).toBe(true)
    vi.restoreAllMocks()
    // Verified, or not known yet (the app asks): no banner.
    for (const verified of [true, undefined]) {
      signIn({ email: 'a@b.c', verified })
      expect(draw('/bookings').root.children).toHaveLength(3)
    }
  })

  it('follows the start-up language rules: query, then the stored user, then bc-language', () => {
    expect(draw('/sign-in', '?l=fr').heading).toBe('Se connecter')
    localStorage.setItem('bc-language', 'fr')
    expect(draw('/sign-in').heading).toBe('Se connecter')
    signIn({ language: 'en' })
    expect(draw('/bookings').heading).toBe('My bookings')
    expect(document.documentElement.lang).toBe('en')
  })

  it('keeps a submit of the sign-in form on the page, posts it if it ever goes, and draws none for a signed-in visitor', () => {
    const form = draw('/sign-in').root.querySelector<HTMLFormElement>('main form[data-first-paint-form="sign-in"]')!
    expect([...form.querySelectorAll('input')].map((i) => i.name)).toEqual(['email', 'password', 'stayConnected'])
    expect(form.method).toBe('post')
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.dataset.submitted).toBe('')
    signIn({})
    expect(draw('/sign-in').root.querySelector('form')).toBeNull()
  })

  it('starts the home search with the app’s values, shows the drop-off field while the same place is unticked, and draws none with criteria in the URL', () => {
    const { root } = draw('/')
    document.body.append(root) // (a detached checkbox sends no change event)
    const form = root.querySelector<HTMLFormElement>('main form[data-first-paint-form="search"]')!
    const names = () => [...form.querySelectorAll('input')].map((i) => i.name)
    expect(names()).toEqual(['pickup', 'sameDropOff', 'fromDate', 'fromTime', 'toDate', 'toTime'])
    form.querySelector<HTMLInputElement>('input[name="sameDropOff"]')!.click()
    expect(names()).toEqual(['pickup', 'dropOff', 'sameDropOff', 'fromDate', 'fromTime', 'toDate', 'toTime'])
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(draw('/', '?p=665010000000000000000001').root.querySelector('form')).toBeNull()
    expect(draw('/', '?l=pl').root.querySelector('form')).not.toBeNull()
  })

  it('fills the home search from the last search, as the app does', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const value = {
      pickup: { _id: 'a', name: 'Kraków Airport' },
      dropOff: { _id: 'b', name: 'Wrocław' },
      sameDropOff: false,
      fromDate: tomorrow,
      fromTime: '08:00',
      toDate: tomorrow,
      toTime: '20:00',
    }
    localStorage.setItem('bc-draft:search', JSON.stringify({ at: Date.now(), value }))
    const form = draw('/').root.querySelector('form')!
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    expect([input('pickup').value, input('dropOff').value]).toEqual(['Kraków Airport', 'Wrocław'])
    expect(input('sameDropOff').checked).toBe(false)
    expect([input('fromTime').value, input('toTime').value]).toEqual(['08:00', '20:00'])
  })

  it('promises no heading to a guest on a signed-in route, nor where the heading depends on data', () => {
    expect(draw('/bookings').heading).toBeNull()
    const { root, heading } = draw('/car-selection')
    expect(heading).toBeNull()
    expect(root.querySelector('main[data-first-paint]')?.childElementCount).toBe(0)
  })
})

describe('the first paint texts', () => {
  it('give every screen with a title id its heading in pl, fr and en', () => {
    for (const language of ['pl', 'fr', 'en']) {
      const titles = Object.keys(texts[language]).filter(isTitleId)
      expect(titles).toContain('title:/')
      for (const id of titles) expect(routes.map((r) => r.path)).toContain(id.slice('title:'.length))
    }
    expect(texts.pl['title:/sign-in']).toBe('Zaloguj się')
    expect(Object.keys(texts.pl).sort()).toEqual(Object.keys(texts.en).sort())
  })

  it('route facts name real routes, and the router guards exactly the signed-in ones', () => {
    const paths = routes.map((r) => r.path)
    for (const p of [...NARROW, ...SIGNED_IN_ONLY]) expect(paths).toContain(p)
    expect(
      routes
        .filter((r) => r.auth)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SIGNED_IN_ONLY].sort())
  })
})
