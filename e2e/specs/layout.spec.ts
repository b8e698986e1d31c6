/**
 * Layout at the narrowest phone width (320 px) in the languages with the longest words: long
 * Polish and French words wrap inside their containers, and car pictures and supplier logos keep
 * their 300x200 and 60x30 proportions. (That no screen scrolls sideways there is checked by
 * a11y.spec's walks, at each screen it checks with axe.)
 */
import type { Page } from '@playwright/test'
import { appRoutes, loadAppData, urlFor, type AppData } from '../tools/app-routes'
import { test, expect } from './fixtures'

const LANGS = ['pl', 'fr'] as const
const NARROW = { width: 320, height: 640 }

let data: AppData

test.use({ viewport: NARROW })

test.beforeAll(async ({ request, baseURL }) => {
  expect((await request.post('/api/__test/reset')).ok()).toBeTruthy()
  data = await loadAppData(baseURL!)
})

/** Open `path` in `lang`, signed in as anna when asked. */
async function open(page: Page, url: string, signedIn: boolean, lang: string): Promise<void> {
  await page.context().addInitScript(
    ({ user, lang, signedIn }) => {
      if (signedIn && !localStorage.getItem('bc-user')) localStorage.setItem('bc-user', JSON.stringify({ ...user, language: lang }))
      localStorage.setItem('bc-language', lang)
    },
    { user: data.user, lang, signedIn },
  )
  await page.goto(url)
  await expect(page.locator('main#main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
}

/** Descendants of `selector` that stick out of their container (or whose text overflows their own box). */
async function sticksOut(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = []
    for (const container of document.querySelectorAll(selector)) {
      const box = container.getBoundingClientRect()
      for (const el of [container, ...container.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        const style = getComputedStyle(el)
        if (style.position === 'fixed' || style.position === 'absolute') continue
        const textOverflows =
          el.scrollWidth > el.clientWidth + 1 &&
          style.overflowX === 'visible' &&
          el.clientWidth > 0 &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
        if (r.left < box.left - 1 || r.right > box.right + 1 || textOverflows) {
          out.push(
            `${selector} › ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" [${Math.round(r.left)}, ${Math.round(r.right)}] in [${Math.round(box.left)}, ${Math.round(box.right)}]`,
          )
        }
      }
    }
    return out.slice(0, 5)
  }, selector)
}

for (const lang of LANGS) {
  test.describe(`320 px, ${lang}`, () => {
    test('long words wrap in the header, the footer and the car cards', async ({ page }) => {
      const cars = appRoutes().find((r) => r.path === '/cars')!
      await open(page, urlFor(cars, data, lang), true, lang)
      await expect(page.getByTestId('car-card').first()).toBeVisible()
      // A longer word than any real one: the card title must still wrap within the card.
      await page
        .getByTestId('car-card')
        .first()
        .locator('h2')
        .evaluate((h) => {
          h.textContent = 'Konstantynopolitańczykowianeczka Anticonstitutionnellement'
        })
      for (const selector of ['header', 'header nav', 'footer', '[data-testid="car-card"]']) {
        expect(await sticksOut(page, selector), selector).toEqual([])
      }
    })

    test('signed-in header and footer fit', async ({ page }) => {
      const bookings = appRoutes().find((r) => r.path === '/bookings')!
      await open(page, urlFor(bookings, data, lang), true, lang)
      for (const selector of ['header', 'header nav', 'footer']) {
        expect(await sticksOut(page, selector), selector).toEqual([])
      }
    })
  })
}

test('car pictures keep 300x200 and supplier logos 60x30', async ({ page }) => {
  const cars = appRoutes().find((r) => r.path === '/cars')!
  for (const viewport of [NARROW, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    await open(page, urlFor(cars, data, 'pl'), false, 'pl')
    await expect(page.getByTestId('car-card').first()).toBeVisible()
    // Load every lazy image.
    await page.evaluate(() => document.querySelectorAll('img').forEach((i) => (i.loading = 'eager')))
    await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 15_000 })
    const images = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('img')].map((i) => {
        const r = i.getBoundingClientRect()
        return { src: new URL(i.src).pathname, nw: i.naturalWidth, nh: i.naturalHeight, w: r.width, h: r.height }
      }),
    )
    const kinds = [
      { name: 'car picture', match: /\/cdn\/cars\//, ratio: 300 / 200 },
      { name: 'supplier logo', match: /\/cdn\/users\//, ratio: 60 / 30 },
    ]
    for (const kind of kinds) {
      const list = images.filter((i) => kind.match.test(i.src) && i.w > 0)
      expect(list.length, `${kind.name}s on /cars at ${viewport.width} px`).toBeGreaterThan(0)
      for (const i of list) {
        expect(i.nw, `${i.src} loaded`).toBeGreaterThan(0)
        const natural = i.nw / i.nh
        const shown = i.w / i.h
        expect(Math.abs(natural / kind.ratio - 1), `${kind.name} ${i.src} file is ${i.nw}x${i.nh}`).toBeLessThanOrEqual(0.02)
        expect(
          Math.abs(shown / natural - 1),
          `${kind.name} ${i.src} shown ${i.w.toFixed(1)}x${i.h.toFixed(1)} at ${viewport.width} px`,
        ).toBeLessThanOrEqual(0.02)
      }
    }
  }
})
