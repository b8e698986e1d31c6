/**
 * Accessibility: axe-core finds no WCAG 2.1 A/AA violation on any screen, in
 * each language, signed out and signed in (protected screens only signed in).
 *
 * One test per language and state walks every screen in one page: the first is loaded, the next
 * ones are in-app navigations (the router remounts the screen on each path), so the app, its worker
 * and the session are set up once instead of once per screen. A screen whose whole markup
 * (`body`) is the same as one already checked in this walk is not checked again: a driver on each
 * of the supplier corner's and the operator's screens is told the same words (RequireAuth). The
 * skip rests on the equality itself (axe's result is a function of the markup and the CSS), and the
 * screens it skipped are listed in the test's annotations.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { appRoutes, loadAppData, urlFor, type AppData } from '../tools/app-routes'
import { test, expect } from './fixtures'

const LANGS = ['pl', 'fr', 'en'] as const
let data: AppData

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

/** Requests of the page still waiting for their reply (the worker's answers included). */
function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>()
  page.on('request', (r) => pending.add(r))
  page.on('requestfinished', (r) => pending.delete(r))
  page.on('requestfailed', (r) => pending.delete(r))
  return () => pending.size
}

/** Until no request has been waiting for 300 ms (3 s at most, as networkidle was waited for before). */
async function networkQuiet(pending: () => number): Promise<void> {
  const deadline = Date.now() + 3_000
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (pending() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= 300) return
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The first screen loads the app; the next ones are in-app navigations, as a visitor moves. */
async function open(page: Page, url: string, pending: () => number): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      // The next screen brings a main of its own: this one is marked to tell them apart.
      document.querySelector('main#main')?.setAttribute('data-left', '')
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  } else await page.goto(url)
  await expect(page.locator('main#main:not([data-left]) h1').first()).toBeVisible()
  // Loading states (ui/Spinner's Loading) are not what is checked: wait for them to end.
  await expect(page.locator('main#main [role="status"][aria-live="polite"] > span[aria-hidden="true"]')).toHaveCount(0, {
    timeout: 5_000,
  })
  await networkQuiet(pending)
}

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

for (const lang of LANGS) {
  for (const signedIn of [false, true]) {
    test(`axe, ${lang}, ${signedIn ? 'signed in' : 'signed out'}: every screen`, async ({ page }) => {
      test.setTimeout(600_000)
      await start(page, signedIn, lang)
      const pending = trackRequests(page)
      const found: Record<string, string[]> = {}
      /** Markup already checked in this walk, and the screen it was checked on. */
      const checked = new Map<string, string>()
      const sameAs: Record<string, string> = {}
      for (const route of appRoutes().filter((r) => signedIn || !r.auth)) {
        await test.step(route.path, async () => {
          await open(page, urlFor(route, data, lang), pending)
          const markup = await page.evaluate(() => `${document.documentElement.lang} ${document.title} ${document.body.innerHTML}`)
          const earlier = checked.get(markup)
          if (earlier) sameAs[route.path] = earlier
          else {
            checked.set(markup, route.path)
            const v = await violations(page)
            if (v.length) found[route.path] = v
          }
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
  expect(await violations(page)).toEqual([])
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
