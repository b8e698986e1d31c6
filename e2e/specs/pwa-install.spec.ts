import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { expect, test } from './fixtures'

/** Installability: the manifests, Chromium's own check, and the "Install app" action (on the worker's own server). */

interface Manifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
  screenshots: { src: string; sizes: string; type: string; form_factor?: string; label?: string }[]
}

const FILES = { pl: '/manifest.webmanifest', fr: '/manifest-fr.webmanifest', en: '/manifest-en.webmanifest' } as const

test.describe('PWA install', () => {
  for (const [lang, file] of Object.entries(FILES)) {
    test(`${file} is complete, in ${lang}`, async ({ request }) => {
      const res = await request.get(file)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/manifest+json')
      const m = (await res.json()) as Manifest
      expect(m.lang).toBe(lang)
      expect(m.name).toMatch(/^Volta — /)
      expect(m.short_name).toBe('Volta')
      expect(m.description.length).toBeGreaterThan(10)
      expect(m).toMatchObject({
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#f37022',
        background_color: '#fafafa',
      })
      // Separate "any" and "maskable" icons, never one icon for both.
      expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
      expect(m.screenshots.map((s) => `${s.form_factor} ${s.sizes}`).sort()).toEqual(['narrow 540x960', 'wide 1280x800'])
      // Every image exists, is a PNG of the size it claims.
      for (const image of [...m.icons, ...m.screenshots]) {
        const img = await request.get(image.src)
        expect(img.status(), image.src).toBe(200)
        const bytes = await img.body()
        expect(bytes.subarray(1, 4).toString(), image.src).toBe('PNG')
        const [w, h] = image.sizes.split('x').map(Number)
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image.src).toEqual([w, h])
      }
    })
  }

  test('Chromium reports no installability error (only in-incognito), and the manifest follows the language', async ({ page, context }) => {
    await page.goto('/')
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map(
          (e) => e.errorId,
        ),
      )
      .toEqual(['in-incognito'])
    const pl = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
    expect(pl.url).toMatch(/\/manifest\.webmanifest$/)
    expect(pl.errors).toEqual([])

    await page.goto('/?l=fr')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-fr.webmanifest')
    const fr = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string }
    expect(fr.url).toMatch(/\/manifest-fr\.webmanifest$/)
    expect(fr.errors).toEqual([])
    expect(JSON.parse(fr.data!).lang).toBe('fr')
    await page.goto('/?l=en')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-en.webmanifest')
    await page.goto('/?l=pl')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  })

  test('"Install app" appears when the browser offers the install, and goes once installed', async ({ baseURL, browserName }) => {
    test.skip(browserName !== 'chromium')
    // beforeinstallprompt never fires off the record: a real (persistent) profile is needed.
    const dir = mkdtempSync(join(tmpdir(), 'volta-install-'))
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--disable-quic'],
      locale: 'pl-PL',
      viewport: { width: 1280, height: 800 },
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(baseURL!)
      const cdp = await context.newCDPSession(page)
      await expect
        .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
        .toEqual([])
      const install = page.getByRole('button', { name: 'Zainstaluj aplikację' })
      await expect(install).toBeVisible()
      // The install dialog cannot be answered headless; the browser's "installed" event is what hides the action.
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
      await expect(install).toHaveCount(0)
    } finally {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
