/**
 * Screenshots of every screen for visual review.
 *
 *   npm run screenshots [-- --no-build] [-- --langs pl,fr] [-- --routes /,/cars]
 *
 * Builds into e2e/tools/.dist, serves it with the bundled API (test mode, port 4394),
 * and saves full-page PNGs of every route (src/app/routes.ts, with realistic query
 * strings, signed in as anna@example.com where needed, plus not-found) at 412x915 and
 * 1280x800 in pl, fr and en: e2e/screenshots/out/<lang>/<size>/<route>.png.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { appRoutes, loadAppData, urlFor, type AppData, type AppRoute } from './app-routes.ts'

const root = resolve(import.meta.dirname, '../..')
const outDir = resolve(root, 'e2e/tools/.dist')
const shotsDir = resolve(root, 'e2e/screenshots/out')

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BC_SCREENSHOTS_PORT ?? '4394' },
    'no-build': { type: 'boolean', default: false },
    langs: { type: 'string', default: 'pl,fr,en' },
    routes: { type: 'string' },
  },
})
const PORT = Number(opts.port)
const BASE = `http://localhost:${PORT}`
const SIZES = [
  { name: '412x915', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
  { name: '1280x800', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function build(): void {
  console.log('vite build → e2e/tools/.dist')
  const res = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status})`)
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(
    resolve(root, 'node_modules/.bin/tsx'),
    ['src/server/main.ts', '--serve-app', '--test-mode', '--port', String(PORT), '--dist', outDir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`The API server exited: ${stderr.trim()}`)
    try {
      if ((await fetch(`${BASE}/api/all-companies`)).ok) return child
    } catch {
      /* not up yet */
    }
  }
  stop(child)
  throw new Error(`The API server did not answer on ${BASE}. ${stderr.trim()}`)
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      /* gone */
    }
  }
}

/** Waits for the screen to settle: no spinner, network quiet, fonts and images loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => {})
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"], [aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => {})
  // A full-page shot only paints what is rendered: load lazy images, render content-visibility sections.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.evaluate(async () => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager'
    await document.fonts.ready
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map(
          (i) =>
            new Promise((r) => {
              i.onload = r
              i.onerror = r
              setTimeout(r, 3000)
            }),
        ),
    )
  })
  await sleep(300)
}

async function shoot(browser: Browser, data: AppData, routes: AppRoute[], lang: string, size: (typeof SIZES)[number]): Promise<string[]> {
  const problems: string[] = []
  for (const signedIn of [false, true]) {
    const list = routes.filter((r) => r.auth === signedIn)
    if (list.length === 0) continue
    // No service worker: its "ready to work offline" toast would cover the screens.
    const context = await browser.newContext({
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
      baseURL: BASE,
      serviceWorkers: 'block',
      locale: 'pl-PL',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    })
    await context.addInitScript(
      ({ user, lang, signedIn }) => {
        if (signedIn && !localStorage.getItem('bc-user')) localStorage.setItem('bc-user', JSON.stringify({ ...user, language: lang }))
        localStorage.setItem('bc-language', lang)
      },
      { user: data.user, lang, signedIn },
    )
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    for (const route of list) {
      errors.length = 0
      const url = urlFor(route, data, lang)
      try {
        await page.goto(url, { waitUntil: 'load' })
        await settle(page)
        const dir = resolve(shotsDir, lang, size.name)
        mkdirSync(dir, { recursive: true })
        await page.screenshot({ path: resolve(dir, `${route.name}.png`), fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        const landed = new URL(page.url()).pathname
        if (overflow > 0) problems.push(`${lang} ${size.name} ${route.path}: scrolls horizontally by ${overflow}px`)
        if (landed !== route.path) problems.push(`${lang} ${size.name} ${route.path}: ended on ${landed}`)
        if (errors.length) problems.push(`${lang} ${size.name} ${route.path}: page error ${errors[0]}`)
      } catch (err) {
        problems.push(`${lang} ${size.name} ${route.path}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`)
      }
    }
    await context.close()
  }
  return problems
}

async function main(): Promise<void> {
  const started = Date.now()
  const langs = opts.langs.split(',').filter(Boolean)
  const routes = appRoutes().filter((r) => !opts.routes || opts.routes.split(',').includes(r.path))
  if (!opts['no-build']) build()
  const server = await startServer()
  let browser: Browser | undefined
  const problems: string[] = []
  try {
    await fetch(`${BASE}/api/__test/reset`, { method: 'POST' })
    const data = await loadAppData(BASE)
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-quic'] })
    for (const lang of langs) rmSync(resolve(shotsDir, lang), { recursive: true, force: true })
    for (const lang of langs) {
      for (const size of SIZES) {
        problems.push(...(await shoot(browser, data, routes, lang, size)))
        console.log(`${lang} ${size.name}: ${routes.length} screens`)
      }
    }
  } finally {
    await browser?.close()
    stop(server)
  }
  const total = langs.length * SIZES.length * routes.length
  console.log(`\n${total} screenshots in e2e/screenshots/out/<lang>/<size>/<route>.png (${Math.round((Date.now() - started) / 1000)} s)`)
  console.log(`Routes: ${routes.map((r) => `${r.path}${r.auth ? ' (signed in)' : ''}`).join(', ')}`)
  console.log(
    problems.length
      ? `\nProblems seen while shooting (${problems.length}):\n${problems.map((p) => `- ${p}`).join('\n')}`
      : '\nNo horizontal scrolling, redirects or page errors seen.',
  )
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`screenshots could not run: ${err instanceof Error ? err.stack : String(err)}`)
    process.exit(1)
  },
)
