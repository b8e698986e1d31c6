/**
 * Walking many screens in one page, for the specs that check every screen (a11y, admin-a11y): the
 * first screen is loaded, the next ones are in-app navigations (the router remounts the screen on
 * each path), so the app, its worker and the session are set up once instead of once per screen.
 * At each screen: axe's WCAG 2.1 A/AA violations, and what scrolls sideways.
 */
import type { Page } from '@playwright/test'
import { axeViolations, expect } from './fixtures'

export { axeViolations }

/** Requests of the page still waiting for their reply (the worker's answers included). */
export function trackRequests(page: Page): () => number {
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

/**
 * Opens `url`: loaded if the page has none yet, else an in-app navigation. Then waits for the new
 * screen's heading, for its loading states to end (they are not what is checked) and, when
 * `pending` is given, for the network to be quiet.
 */
export async function walkTo(page: Page, url: string, pending?: () => number): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      // The next screen brings a main of its own: this one is marked to tell them apart.
      document.querySelector('main#main')?.setAttribute('data-left', '')
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  } else await page.goto(url)
  await expect(page.locator('main#main:not([data-left]) h1').first()).toBeVisible()
  await expect(page.locator('main#main [role="status"][aria-live="polite"] > span[aria-hidden="true"]')).toHaveCount(0, {
    timeout: 5_000,
  })
  if (pending) await networkQuiet(pending)
}

/** The outermost element whose right edge goes past the viewport, if the page scrolls sideways; null if not. */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return null
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.right <= width + 0.5) continue
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) continue
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
      return `${el.tagName.toLowerCase()}${cls} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(r.right)}`
    }
    return `scrollWidth ${document.documentElement.scrollWidth} > ${width}`
  })
}
