/**
 * Accessibility and reflow: on every screen, in each language, signed out and signed in (protected
 * screens only signed in), axe-core finds no WCAG 2.1 A/AA violation; in Polish and French, whose
 * words are the longest, at 320 px (the phone layout), nothing scrolls sideways either, and each
 * screen stays where it was opened (no redirect). English is checked at a desktop width.
 *
 * One test per language and state walks every screen in one page (screen-walk.ts). A screen whose
 * whole markup (`body`) is the same as one already checked in this walk is not checked again: a
 * driver on each of the supplier corner's and the operator's screens is told the same words
 * (RequireAuth). The skip rests on the equality itself (axe's result and the layout are functions
 * of the markup and the CSS), and the screens it skipped are listed in the test's annotations.
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

// The six walks are independent: they share both workers (each worker has its own API).
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

for (const { lang, viewport } of RUNS) {
  for (const signedIn of [false, true]) {
    test(`axe, ${lang}, ${signedIn ? 'signed in' : 'signed out'}, ${viewport.width} px: every screen`, async ({ page }) => {
      test.setTimeout(600_000)
      await page.setViewportSize(viewport)
      await start(page, signedIn, lang)
      const pending = trackRequests(page)
      const found: Record<string, string[]> = {}
      /** Markup already checked in this walk, and the screen it was checked on. */
      const checked = new Map<string, string>()
      const sameAs: Record<string, string> = {}
      for (const route of appRoutes().filter((r) => signedIn || !r.auth)) {
        await test.step(route.path, async () => {
          await walkTo(page, urlFor(route, data, lang), pending)
          const problems: string[] = []
          // A screen for its own state (a guest's screens signed out, the driver's signed in) stays put; a guest's
          // screen opened signed in may send the driver on (the sign-in screen to the account), as it should.
          const own = !signedIn || route.auth
          if (own && new URL(page.url()).pathname !== route.path) problems.push(`redirected to ${page.url()}`)
          const markup = await page.evaluate(() => `${document.documentElement.lang} ${document.title} ${document.body.innerHTML}`)
          const earlier = checked.get(markup)
          if (earlier) sameAs[route.path] = earlier
          else {
            checked.set(markup, route.path)
            problems.push(...(await axeViolations(page)))
            const sideways = viewport.width === 320 ? await sidewaysScroll(page) : null
            if (sideways) problems.push(`sideways scroll: ${sideways}`)
          }
          if (problems.length) found[route.path] = problems
        })
      }
      expect(found).toEqual({})
      test.info().annotations.push({ type: 'same markup as a screen checked before', description: JSON.stringify(sameAs) })
    })
  }
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
