/**
 * Accessibility: axe-core finds no WCAG 2.1 A/AA violation on any screen, in
 * each language, signed out and signed in (protected screens only signed in).
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

async function open(page: Page, url: string, signedIn: boolean, lang: string): Promise<void> {
  await page.context().addInitScript(
    ({ user, lang, signedIn }) => {
      if (signedIn && !localStorage.getItem('bc-user'))
        localStorage.setItem('bc-user', JSON.stringify({ ...user, language: lang, verified: true }))
      localStorage.setItem('bc-language', lang)
    },
    { user: data.user, lang, signedIn },
  )
  await page.goto(url)
  await expect(page.locator('main#main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
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
    test.describe(`axe, ${lang}, ${signedIn ? 'signed in' : 'signed out'}`, () => {
      for (const route of appRoutes().filter((r) => signedIn || !r.auth)) {
        test(`${route.path}`, async ({ page }) => {
          await open(page, urlFor(route, data, lang), signedIn, lang)
          expect(await violations(page)).toEqual([])
        })
      }
    })
  }
}

test('a dialog traps focus and returns it to its trigger', async ({ page }) => {
  const bookings = appRoutes().find((r) => r.path === '/bookings')!
  await open(page, urlFor(bookings, data, 'en'), true, 'en')
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
  await open(page, '/', false, 'en')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeFocused()
})
