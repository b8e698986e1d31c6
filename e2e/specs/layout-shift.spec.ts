/**
 * No screen moves while it loads (issue 15: no layout shift on any route), for a guest, a
 * driver, a driver whose email is not verified yet, and a supplier, on a desktop and a phone.
 * Each screen is opened under the benchmark's slow phone (CPU ×4, 150 ms round trip,
 * 1.6 Mbit/s), so that the first paint, the app's chunks, the data and the pictures come in
 * one after the other; every layout shift until the page is quiet is reported with what moved.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { throttle } from '../bench/throttle'
import { appRoutes, loadAppData, urlFor, type AppData } from '../tools/app-routes'
import { ACCOUNTS, expect, signInFast, test } from './fixtures'

/** What moved in each shift: the element, its text, and from where to where. */
async function recordShiftSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = []
    ;(window as unknown as { __moved: string[] }).__moved = shifts
    type Shift = PerformanceEntry & {
      value: number
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        const what = e.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          const name = el
            ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`
            : '?'
          const [a, b] = [s.previousRect, s.currentRect]
          const moves = (['x', 'y', 'width', 'height'] as const).map((k) => `${k[0]} ${Math.round(a[k])}→${Math.round(b[k])}`)
          return `${name} ${moves.join(' ')}`
        })
        shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${what.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Opens each of `urls` on a slow phone and returns the shifts of those that moved. */
async function shiftsOf(page: Page, urls: string[]): Promise<Record<string, string[]>> {
  await recordShiftSources(page)
  await throttle(page.context(), page, { network: true })
  const moved: Record<string, string[]> = {}
  for (const url of urls) {
    await page.goto(url)
    await expect(page.locator('main#main')).toBeVisible({ timeout: 15_000 })
    await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => {})
    await page.waitForTimeout(300)
    const shifts = await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)
    if (shifts.length) moved[url] = shifts
  }
  return moved
}

let data: AppData
test.beforeEach(async ({ api, baseURL }) => {
  void api
  data = await loadAppData(baseURL!)
})

const url = (path: string) =>
  urlFor(
    appRoutes().find((r) => r.path === path)!,
    data,
  )

test('nothing moves while a guest’s screens load @phone', async ({ page }) => {
  const paths = ['/', '/sign-in', '/sign-up', '/cars', '/car-selection', '/contact', '/supplier/sign-in', '/checkout']
  expect(await shiftsOf(page, paths.map(url))).toEqual({})
})

test('nothing moves while a driver’s screens load @phone', async ({ page, request }) => {
  await signInFast(page, request, ACCOUNTS.anna)
  const paths = ['/', '/cars', '/bookings', '/booking', '/notifications', '/settings']
  expect(await shiftsOf(page, paths.map(url))).toEqual({})
})

/** Marc, once the app has learned that his email is not verified yet (the banner shows from then on). */
async function marcNotVerified(page: Page, request: APIRequestContext): Promise<void> {
  await signInFast(page, request, ACCOUNTS.marc)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bc-user') ?? '{}').verified)).toBe(false)
}

test('nothing moves while a not yet verified driver’s screens load, banner included @phone', async ({ page, request }) => {
  await marcNotVerified(page, request)
  expect(await shiftsOf(page, ['/', '/bookings'])).toEqual({})
})

test('nothing moves while a supplier’s screens load @phone', async ({ page, request }) => {
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  expect(await shiftsOf(page, ['/supplier/cars', '/supplier/bookings', '/supplier/new-car'])).toEqual({})
})
