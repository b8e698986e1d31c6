/**
 * Accessibility and reflow: on every screen, in each language, signed out and signed in (protected
 * screens only signed in), axe-core finds no WCAG 2.1 A/AA violation; in Polish and French, whose
 * words are the longest, at 320 px (the phone layout), nothing scrolls sideways either, and each
 * screen stays where it was opened (no redirect). English is checked at a desktop width.
 *
 * One test per language walks every screen in one page (screen-walk.ts): first signed out, then
 * signed in. axe runs once per distinct markup, not once per state:
 * - a screen whose whole markup (`body`) is the same as one already checked in this language is not
 *   checked again: a driver on each of the supplier corner's and the operator's screens is told the
 *   same words (RequireAuth);
 * - a guest's screen opened signed in whose own content (`main`, with the title and the language) is
 *   the same as it was signed out, in a frame (header, navigation, footer: all but `main`) already
 *   checked signed in on another screen, is not checked again either. The two differ only in which
 *   link is the current one (aria-current) and where links lead (href), which no WCAG rule of axe
 *   reads. Where the content differs (the home page, a booking form for a driver...) axe runs again.
 * The skips rest on the equality itself (axe's result and the layout are functions of the markup and
 * the CSS); the screens skipped are listed in the test's annotations. The sideways-scroll check is
 * cheap: it runs on every screen whose whole markup is new.
 */
import type { Page } from '@playwright/test'
import { appRoutes, loadAppData, urlFor, type AppData } from '../tools/app-routes'
import { test, expect } from './fixtures'
import { axeViolations, sidewaysScroll, trackRequests, walkTo } from './screen-walk'

/** English at a desktop width; Polish and French at 320 px. */
const RUNS = [
  { lang: 'pl', viewport: { width: 320, height: 640 } },
  { lang: 'fr', viewport: { width: 320, height: 640 } },
  { lang: 'en', viewport: { width: 1280, height: 800 } },
] as const
let data: AppData

// The three walks are independent: they share both workers (each worker has its own API).
test.describe.configure({ mode: 'parallel' })

test.beforeAll(async ({ request, baseURL }) => {
  expect((await request.post('/api/__test/reset')).ok()).toBeTruthy()
  data = await loadAppData(baseURL!)
})

async function start(page: Page, signedIn: boolean, lang: string): Promise<void> {
  await page.context().addInitScript(
    ({ user, lang, signedIn }) => {
      if (signedIn && !localStorage.getItem('bc-user'))
        localStorage.setItem('bc-user', JSON.stringify({ ...user, language: lang, verified: true }))
      localStorage.setItem('bc-language', lang)
    },
    { user: data.user, lang, signedIn },
  )
}

/** The screen's whole markup, its own content (`main`, title and language), and its frame (all but `main`, aria-current and href values left out). */
const markupOf = (page: Page) =>
  page.evaluate(() => {
    const head = `${document.documentElement.lang} ${document.title}`
    const main = document.querySelector('main#main:not([data-left])')
    const frame = document.body.cloneNode(true) as HTMLElement
    frame.querySelector('main#main:not([data-left])')?.replaceChildren()
    for (const el of frame.querySelectorAll('[aria-current]')) el.removeAttribute('aria-current')
    for (const el of frame.querySelectorAll('[href]')) el.setAttribute('href', '')
    return { whole: `${head} ${document.body.innerHTML}`, main: `${head} ${main?.outerHTML ?? ''}`, frame: frame.innerHTML }
  })

for (const { lang, viewport } of RUNS) {
  test(`axe, ${lang}, ${viewport.width} px: every screen signed out, then signed in`, async ({ page }) => {
    test.setTimeout(600_000)
    await page.setViewportSize(viewport)
    const pending = trackRequests(page)
    const found: Record<string, string[]> = {}
    /** Whole markup already checked in this language, and the screen it was checked on. */
    const checked = new Map<string, string>()
    /** A guest's screen's own content, as it was signed out. */
    const guestMain = new Map<string, string>()
    /** Frames already checked signed in. */
    const frames = new Set<string>()
    const sameAs: Record<string, string> = {}
    for (const signedIn of [false, true]) {
      const state = signedIn ? 'signed in' : 'signed out'
      if (signedIn) {
        // A new page load with the driver's session: the walk starts again from a first load.
        await page.goto('about:blank')
      }
      await start(page, signedIn, lang)
      for (const route of appRoutes().filter((r) => signedIn || !r.auth)) {
        await test.step(`${state} ${route.path}`, async () => {
          await walkTo(page, urlFor(route, data, lang), pending)
          const problems: string[] = []
          // A screen for its own state (a guest's screens signed out, the driver's signed in) stays put; a guest's
          // screen opened signed in may send the driver on (the sign-in screen to the account), as it should.
          const own = !signedIn || route.auth
          if (own && new URL(page.url()).pathname !== route.path) problems.push(`redirected to ${page.url()}`)
          const markup = await markupOf(page)
          const key = `${route.path} ${state}`
          if (!signedIn) guestMain.set(route.path, markup.main)
          const earlier = checked.get(markup.whole)
          if (earlier) sameAs[key] = earlier
          else {
            checked.set(markup.whole, key)
            if (signedIn && !route.auth && guestMain.get(route.path) === markup.main && frames.has(markup.frame))
              sameAs[key] = `${route.path} signed out (content), an earlier screen signed in (frame)`
            else problems.push(...(await axeViolations(page)))
            if (signedIn) frames.add(markup.frame)
            const sideways = viewport.width === 320 ? await sidewaysScroll(page) : null
            if (sideways) problems.push(`sideways scroll: ${sideways}`)
          }
          if (problems.length) found[key] = problems
        })
      }
    }
    expect(found).toEqual({})
    test.info().annotations.push({ type: 'not checked again: same markup as', description: JSON.stringify(sameAs, null, 1) })
  })
}

async function open1(page: Page, url: string, signedIn: boolean, lang: string): Promise<void> {
  await start(page, signedIn, lang)
  await page.goto(url)
  await expect(page.locator('main#main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
}

test('a dialog traps focus and returns it to its trigger', async ({ page }) => {
  const bookings = appRoutes().find((r) => r.path === '/bookings')!
  await open1(page, urlFor(bookings, data, 'en'), true, 'en')
  const cancel = page.getByRole('button', { name: /^Cancel/ }).first()
  await cancel.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cancel).toBeFocused()
})

test('focus moves to the new screen heading after a navigation', async ({ page }) => {
  await open1(page, '/', false, 'en')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeFocused()
})
