/**
 * index.html's guest header is painted whole or not at all (issue 51: the layout-shift flake).
 *
 * On a slow link the page's HTML comes in pieces, and the browser paints what it has parsed: a
 * header cut inside its language menu showed the menu with one language, then moved it when the
 * rest arrived (38 → 213 px in CI). A proxy of the test's own cuts the page right there, inside
 * the <select>, and holds the rest back; the header must stay unpainted until it is whole, and
 * nothing may move once it is.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'

/** Serves `upstream`, but sends a navigation's HTML in two parts, cut at `cut` (a piece of the header), `holdMs` apart. */
async function cuttingProxy(upstream: string, cutAt: string, holdMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers: Record<string, string> = {}
      for (const name of ['accept', 'content-type', 'authorization', 'x-access-token', 'accept-language']) {
        const value = req.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      const reply = await fetch(upstream + req.url, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      })
      const body = Buffer.from(await reply.arrayBuffer())
      const type = reply.headers.get('content-type') ?? ''
      res.writeHead(reply.status, { 'content-type': type, 'cache-control': 'no-store' })
      if (!type.includes('text/html')) return res.end(body)
      const html = body.toString('utf8')
      const cut = html.indexOf(cutAt)
      if (cut < 0) return res.end(body)
      res.write(html.slice(0, cut))
      await new Promise((r) => setTimeout(r, holdMs))
      res.end(html.slice(cut))
    })().catch(() => res.destroy())
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) }
}

/** Where the HTML is cut: inside the language menu (after its first language), and just before the sign-in link. */
const CUTS = { 'inside the language menu': '<option value="en"', 'before the sign-in link': '<a href="/sign-in"' }

for (const [where, cutAt] of Object.entries(CUTS)) {
  test(`the guest header is painted whole, never half-parsed (cut ${where}), and does not move @phone`, async ({ page, baseURL }) => {
    const proxy = await cuttingProxy(baseURL!, cutAt, 1500)
    try {
      await page.addInitScript(() => {
        const shifts: string[] = []
        ;(window as unknown as { __shifts: string[] }).__shifts = shifts
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(e.value.toFixed(4))
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const loaded = page.goto(`${proxy.url}/?l=pl`, { waitUntil: 'commit' })
      await loaded
      // While the page is cut inside the menu, the header is in the DOM but not shown.
      const header = page.locator('#root > header')
      await expect(header).toHaveCount(1)
      await expect(header).toBeHidden()
      // Then it is shown whole: the menu with its three languages, and the sign-in link.
      await expect(page.getByRole('combobox', { name: 'Język' })).toBeVisible({ timeout: 10_000 })
      await expect(page.getByRole('combobox', { name: 'Język' }).locator('option')).toHaveCount(3)
      await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible()
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
    } finally {
      await proxy.close()
    }
  })
}
