/**
 * The last searches on the device (issue 34, part 1): a search the device knows shows from there
 * at once, marked with its age, offline too, and the live reply replaces it without moving
 * anything; never in another language; public data, so a sign-out leaves it, and it names no one.
 */
import type { Page } from '@playwright/test'
import { loadAppData, type AppData } from '../tools/app-routes'
import {
  ACCOUNTS,
  deviceData,
  expect,
  layoutShifts,
  recordLayoutShifts,
  resetDataBeforeEach,
  signInFast,
  test,
  waitForWorkerControl,
} from './fixtures'

let data: AppData
resetDataBeforeEach()
test.beforeEach(async ({ baseURL }) => {
  data = await loadAppData(baseURL!)
})

const carsUrl = (language: string, extra = '') =>
  `/cars?p=${data.pickup}&f=${encodeURIComponent(data.from)}&t=${encodeURIComponent(data.to)}${extra}&l=${language}`

/** The searches kept in IndexedDB (saved-searches.ts). */
async function kept(page: Page): Promise<{ keys: string[]; values: string[] }> {
  const store = (await deviceData(page)).idb.find((s) => s.db === 'bc-car-searches')
  return { keys: store?.keys ?? [], values: store?.values ?? [] }
}

/** The alerts that say something (the form's fields keep empty ones for their errors). */
const alerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })

/** The age note's text on screen (the other texts lie hidden in the same box, search-age.css.ts). */
const ageShown = (page: Page) => page.getByTestId('search-age').locator('span:not([aria-hidden])')

/** Opens the search online and waits until its first page is kept. */
async function searchOnline(page: Page, language = 'en', extra = ''): Promise<number> {
  await page.goto(carsUrl(language, extra))
  const cards = page.getByTestId('car-card')
  await expect(cards.first()).toBeVisible()
  await expect.poll(async () => (await kept(page)).keys.length).toBe(1)
  return cards.count()
}

test('a known search offline shows its saved results with their age and no error; another language does not', async ({ page, context }) => {
  const shown = await searchOnline(page)
  await waitForWorkerControl(page)
  await context.setOffline(true)
  await page.reload()
  const age = page.getByTestId('search-age')
  await expect(ageShown(page)).toHaveText(/^Saved results from \d{1,2}:\d{2}.* — availability is confirmed when you choose a car\.$/)
  await expect(age).toHaveAttribute('role', 'status')
  await expect(page.getByTestId('car-card')).toHaveCount(shown)
  await expect(alerts(page)).toHaveCount(0)

  // The same search in French: nothing of the English copy.
  await page.goto(carsUrl('fr'))
  await expect(alerts(page)).toHaveText(/connexion|réseau/, { timeout: 15_000 })
  await expect(page.getByTestId('car-card')).toHaveCount(0)
  await expect(page.getByTestId('search-age')).toHaveCount(0)
})

test.describe('with the search held back', () => {
  // The page's own requests, not the worker's: page.route sees each of them.
  test.use({ serviceWorkers: 'block' })

  test('a hanging search shows the saved results within 2 s, then the live ones without a layout shift', async ({ page }) => {
    await recordLayoutShifts(page)
    await searchOnline(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/frontend-cars/**', async (route) => {
      await held
      await route.continue()
    })
    const started = Date.now()
    await page.reload()
    const age = page.getByTestId('search-age')
    await expect(age).toHaveAttribute('data-state', 'checking', { timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
    await expect(ageShown(page)).toHaveText(/^As of \d{1,2}:\d{2}.* — checking…$/)
    // The same car stays first (its price, asked for per card, may come in meanwhile).
    const first = await page.getByTestId('car-card').first().getAttribute('data-car-id')
    release()
    await expect(age).toHaveAttribute('data-state', 'live')
    await expect(ageShown(page)).toHaveText(/^Up to date as of \d{1,2}:\d{2}/)
    await expect(page.getByTestId('car-card').first()).toHaveAttribute('data-car-id', first!)
    await page.waitForTimeout(300)
    expect(await layoutShifts(page)).toEqual([])
  })

  test('another view of a kept search is made from it only when the kept page can answer it', async ({ page }) => {
    // Only the manual cars of the place are kept: fewer than a page, so that page is their whole result.
    const manual = await searchOnline(page, 'en', '&gearbox=manual')
    expect(manual).toBeLessThan(15)
    await page.route('**/api/frontend-cars/**', (route) => route.abort('internetdisconnected'))
    // Every car of the place: the manual ones cannot answer that.
    await page.goto(carsUrl('en'))
    await expect(alerts(page)).toContainText('This view needs the network', { timeout: 15_000 })
    await expect(page.getByTestId('car-card')).toHaveCount(0)
    // The manual ones by price: the kept whole result, sorted here.
    await page.goto(carsUrl('en', '&gearbox=manual&sort=price'))
    await expect(page.getByTestId('search-age')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 })
    await expect(page.getByTestId('car-card')).toHaveCount(manual)
  })

  test('a sign-out leaves the kept searches (public data), which name no one', async ({ page, request }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    await searchOnline(page)
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!) as {
      _id?: string
      id?: string
      accessToken: string
    }
    await page.getByRole('button', { name: /Anna/ }).click()
    await page.getByRole('button', { name: /^Sign out$/ }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    const after = await kept(page)
    expect(after.keys).toHaveLength(1)
    for (const needle of [user.accessToken, user._id ?? user.id ?? '-', ACCOUNTS.anna.email])
      expect(after.values.join('\n')).not.toContain(needle)

    await page.route('**/api/frontend-cars/**', (route) => route.abort('internetdisconnected'))
    await page.goto(carsUrl('en'))
    await expect(page.getByTestId('search-age')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 })
  })
})
