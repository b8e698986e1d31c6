import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, startOwnServer, test, waitForWorkerControl, type OwnServer } from './fixtures'
import { ownServerPort } from '../playwright.config'

/**
 * Updates ('prompt' mode), on a build of its own: the spec builds version A into
 * e2e/.dist-update, serves it with its own API server (port ownServerPort(0), by default 4395), then builds
 * B into the same folder under the running app, as a deploy would. Each build is kept
 * (e2e/.dist-update-kept/), and the later updates deploy a kept build again (A over B,
 * then B over A: real builds, other bytes than what runs), so the spec builds three
 * times (A, B, and B again to compare) instead of five (about 40 s each).
 */
const PORT = ownServerPort(0)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT = 'e2e/.dist-update'

const KEPT = 'e2e/.dist-update-kept'

const workerHash = (): string =>
  createHash('sha256')
    .update(readFileSync(resolve(root, OUT, 'sw.js')))
    .digest('hex')

/** Builds `version` into the served folder (and keeps a copy); the new sw.js's hash. */
function build(version: 'A' | 'B'): string {
  execSync(`npx vite build --outDir ${OUT} --emptyOutDir`, { cwd: root, env: { ...process.env, VITE_APP_VERSION: version }, stdio: 'pipe' })
  rmSync(resolve(root, KEPT, version), { recursive: true, force: true })
  cpSync(resolve(root, OUT), resolve(root, KEPT, version), { recursive: true })
  return workerHash()
}

/** Deploys a build made before in this run, as a deploy would: the folder's files replaced under the running app. */
function deploy(version: 'A' | 'B'): string {
  rmSync(resolve(root, OUT), { recursive: true, force: true })
  cpSync(resolve(root, KEPT, version), resolve(root, OUT), { recursive: true })
  return workerHash()
}

/** The hash of the sw.js the server answers now. */
const servedWorker = async (page: Page): Promise<string> =>
  createHash('sha256')
    .update(await (await page.request.get('/sw.js')).body())
    .digest('hex')

const version = (page: Page) => page.locator('meta[name="app-version"]').getAttribute('content')
const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
const prompt = (page: Page) => page.getByRole('alert').filter({ hasText: 'Nowa wersja Volty jest gotowa.' })

let server: OwnServer
test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `http://localhost:${PORT}` })
test.beforeAll(async () => {
  // A build (40 s on an idle machine, over 100 s on a loaded one) and a server start.
  test.setTimeout(240_000)
  build('A')
  server = await startOwnServer(PORT, OUT)
})
test.afterAll(async () => {
  await server?.stop()
})

test.describe('PWA updates', () => {
  test.setTimeout(120_000)

  test('"Ready to work offline" once; a new version brings the prompt, never a reload by itself; Reload brings it', async ({ page }) => {
    const navigations: string[] = []
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()))
    await page.goto('/contact')
    await expect(page.getByText('Gotowe do pracy offline')).toBeVisible()
    await waitForWorkerControl(page)
    expect(await version(page)).toBe('A')
    await page.reload()
    await waitForWorkerControl(page)
    await page.waitForTimeout(1500)
    await expect(page.getByText('Gotowe do pracy offline')).toHaveCount(0)

    // A driver in the middle of something: what was typed must survive the update.
    const message = page.locator('main textarea').first()
    await message.fill('Proszę o fotelik dla dziecka')

    const shaA = createHash('sha256')
      .update(await (await page.request.get('/sw.js')).body())
      .digest('hex')
    expect(build('B')).not.toBe(shaA)
    const before = navigations.length
    await checkForUpdate(page)
    await expect(prompt(page)).toBeVisible()
    await expect(prompt(page).getByRole('button', { name: 'Odśwież' })).toBeVisible()
    // No reload by itself, the page still runs A from the old precache, the new worker waits.
    await page.waitForTimeout(2000)
    expect(navigations.length).toBe(before)
    expect(await version(page)).toBe('A')
    await expect(message).toHaveValue('Proszę o fotelik dla dziecka')
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true)

    // "Later" hides it; the driver decides.
    await prompt(page).getByRole('button', { name: 'Później' }).click()
    await expect(prompt(page)).toHaveCount(0)
    expect(navigations.length).toBe(before)

    // The next check (or a reload) offers it again; Reload brings B, with exactly one navigation.
    await page.reload()
    await expect(prompt(page)).toBeVisible()
    const beforeReload = navigations.length
    await prompt(page).getByRole('button', { name: 'Odśwież' }).click()
    await expect.poll(() => version(page)).toBe('B')
    await page.waitForTimeout(1000)
    expect(navigations.length - beforeReload).toBe(1)
    await expect(prompt(page)).toHaveCount(0)
  })

  test('an update found during the very first visit: Reload brings the new version (one reload)', async ({ page }) => {
    const navigations: string[] = []
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()))
    await page.goto('/')
    await waitForWorkerControl(page)
    const current = await version(page)
    expect(current).toBe('B')
    const running = await servedWorker(page)
    expect(deploy('A')).not.toBe(running)
    await checkForUpdate(page)
    await expect(prompt(page)).toBeVisible()
    const before = navigations.length
    await prompt(page).getByRole('button', { name: 'Odśwież' }).click()
    await expect.poll(() => version(page)).toBe('A')
    await page.waitForTimeout(1000)
    expect(navigations.length - before).toBe(1)
    await expect(prompt(page)).toHaveCount(0)
  })

  test('the app checks for an update every hour while open', async ({ page }) => {
    // Record the intervals the app sets, to run the hourly one now instead of in an hour.
    await page.addInitScript(() => {
      const w = window as unknown as { __hourly: (() => void)[] }
      w.__hourly = []
      const original = window.setInterval.bind(window)
      window.setInterval = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
        if (ms === 60 * 60 * 1000) w.__hourly.push(fn)
        return original(fn, ms, ...rest)
      }) as typeof window.setInterval
    })
    await page.goto('/')
    await waitForWorkerControl(page)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hourly: unknown[] }).__hourly.length)).toBe(1)
    expect(await version(page)).toBe('A')
    const running = await servedWorker(page)
    expect(deploy('B')).not.toBe(running)
    await page.evaluate(() => (window as unknown as { __hourly: (() => void)[] }).__hourly[0]())
    await expect(prompt(page)).toBeVisible()
  })

  test('an identical rebuild is byte-identical: no update, no prompt', async ({ page }) => {
    await page.goto('/')
    await waitForWorkerControl(page)
    const sha = createHash('sha256')
      .update(await (await page.request.get('/sw.js')).body())
      .digest('hex')
    expect(await version(page)).toBe('B')
    expect(build('B')).toBe(sha)
    await checkForUpdate(page)
    await page.waitForTimeout(1500)
    await expect(prompt(page)).toHaveCount(0)
  })
})
