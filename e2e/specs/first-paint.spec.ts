/**
 * The first paint (src/app/first-paint): index.html draws the screen's heading (and
 * the home hero) before any module runs, in the driver's language, with the screens'
 * own class names. React's first render must put the same text in the same box, or
 * the heading jumps and the browser counts a second, later largest paint.
 */
import type { Page } from '@playwright/test'
import { ACCOUNTS, expect, signInFast, test } from './fixtures'

// No worker: each load below comes from the network, so a route can hold the entry back.
test.use({ serviceWorkers: 'block' })

const ENTRY = /\/assets\/index-[^/]+\.js$/

interface Box {
  text: string
  x: number
  y: number
  width: number
  height: number
}

async function box(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim(), x: r.x, y: r.y, width: r.width, height: r.height }
    })
}

/** The page as index.html draws it, with the app's JavaScript held back. */
async function firstPaintOnly(page: Page, url: string): Promise<void> {
  await page.route(ENTRY, (route) => route.abort())
  await page.goto(url)
  await expect(page.locator('main[data-first-paint]')).toBeAttached()
  await page.unroute(ENTRY)
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  expect(actual.text, `${what}: text`).toBe(expected.text)
  for (const k of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[k] - expected[k]), `${what}: ${k} ${actual[k]} vs ${expected[k]}`).toBeLessThanOrEqual(1)
  }
}

const SIGNED_OUT: { path: string; extra?: string }[] = [
  { path: '/', extra: '.fp-tagline' },
  { path: '/sign-in' },
  { path: '/cars' },
  { path: '/contact' },
  { path: '/about' },
]

for (const lang of ['pl', 'fr', 'en'] as const) {
  test(`the first paint draws each heading in ${lang} where the screen puts it @phone`, async ({ page, api }) => {
    void api
    for (const { path, extra } of SIGNED_OUT) {
      const url = `${path}?l=${lang}`
      await firstPaintOnly(page, url)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
      const shell = await box(page, 'main h1')
      expect(shell.text.length, `${path}: a heading`).toBeGreaterThan(0)
      const shellExtra = extra ? await box(page, extra) : null

      await page.goto(url)
      await expect(page.locator('main#main h1')).toBeVisible()
      expectSameBox(await box(page, 'main#main h1'), shell, `${path} h1`)
      if (extra && shellExtra) expectSameBox(await box(page, `main#main ${extra}`), shellExtra, `${path} ${extra}`)
    }
  })
}

test('a signed-in driver gets the first paint in the account language; a guest on /bookings gets no heading', async ({
  page,
  request,
  api,
}) => {
  void api
  // A guest: /bookings sends them to /sign-in, so the first paint promises nothing.
  await firstPaintOnly(page, '/bookings')
  await expect(page.locator('main[data-first-paint] h1')).toHaveCount(0)

  await signInFast(page, request, ACCOUNTS.john) // john's account is in English
  await page.evaluate(() => localStorage.setItem('bc-language', 'pl'))
  await firstPaintOnly(page, '/bookings')
  const shell = await box(page, 'main h1')
  expect(shell.text).toBe('My bookings')
  await page.goto('/bookings')
  await expect(page.locator('main#main h1')).toBeVisible()
  expectSameBox(await box(page, 'main#main h1'), shell, '/bookings h1')
})

test('the heading of the first paint stays the largest contentful paint after React renders', async ({ page, api }) => {
  void api
  // Each LCP candidate is noted with whether it belongs to the first paint.
  await page.addInitScript(() => {
    const seen: { fromFirstPaint: boolean; tag: string }[] = []
    ;(window as unknown as { __lcp: typeof seen }).__lcp = seen
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.push({ fromFirstPaint: !!e.element?.closest('[data-first-paint]'), tag: e.element?.tagName ?? '?' })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  // (Only these two: elsewhere a photo or a paragraph of content is larger than the heading.)
  for (const url of ['/sign-in?l=en', '/?l=pl', '/sign-in?l=fr', '/?l=en']) {
    // The entry arrives late, so the first paint is certainly on screen first.
    await page.route(ENTRY, async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await page.goto(url)
    await expect(page.locator('main#main h1')).toBeVisible()
    await page.waitForTimeout(500) // a paint after React's render would be reported by now
    const seen = await page.evaluate(() => (window as unknown as { __lcp: { fromFirstPaint: boolean; tag: string }[] }).__lcp)
    expect(seen.length, url).toBeGreaterThan(0)
    expect(seen.at(-1), `${url}: the last LCP candidate ${JSON.stringify(seen)}`).toMatchObject({ fromFirstPaint: true })
    await page.unroute(ENTRY)
  }
})
