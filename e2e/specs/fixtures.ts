import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test'
import { workerBaseUrl } from '../playwright.config'

/** Sample accounts of the bundled API (see src/server/seed.ts and the README). */
export const ACCOUNTS = {
  anna: { email: 'anna@example.com', password: 'anna1234', name: 'Anna Nowak' },
  john: { email: 'john@example.com', password: 'john1234', name: 'John Smith' },
  marc: { email: 'marc@example.com', password: 'marc1234', name: 'Marc Dubois' },
  blocked: { email: 'blocked@example.com', password: 'blocked123' },
  /** Suppliers (call 35): Sunrent has cars and bookings, Tatra Wheels no bookings yet, Atlas Auto cars of its own. */
  supplier: { email: 'contact@sunrent.example', password: 'supplier123', name: 'SunRent' },
  tatra: { email: 'kontakt@tatra-wheels.example', password: 'tatra1234' },
  atlas: { email: 'contact@atlas-auto.example', password: 'atlas1234' },
  /** The operator (call 35 answers type 'admin'): suppliers, places, users and the blacklist. */
  admin: { email: 'admin@volta.example', password: 'admin1234', name: 'Volta Admin' },
} as const

export interface Email {
  to: string
  subject: string
  text: string
  links: string[]
  createdAt: string
}

/** The bundled API's test endpoints (test mode only). */
export class TestApi {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const res = await this.request.post('/api/__test/reset')
    expect(res.ok()).toBeTruthy()
  }

  async outbox(): Promise<Email[]> {
    return (await (await this.request.get('/api/__test/outbox')).json()) as Email[]
  }

  /** The newest email to `to` whose subject matches. */
  async lastEmail(to: string, subject?: RegExp): Promise<Email> {
    const mails = (await this.outbox()).filter((m) => m.to === to && (!subject || subject.test(m.subject)))
    expect(mails.length, `an email to ${to}`).toBeGreaterThan(0)
    return mails[mails.length - 1]
  }

  async control(body: { delayMs?: number; failStatus?: number | null; failRate?: number; match?: string }): Promise<void> {
    const res = await this.request.post('/api/__test/control', { data: body })
    expect(res.ok()).toBeTruthy()
  }

  async stats(): Promise<{ total: number; byRoute: Record<string, number> }> {
    return (await (await this.request.get('/api/__test/stats')).json()) as { total: number; byRoute: Record<string, number> }
  }
}

/** Waits until a service worker is active and controls the page (see waitForWorkerControl). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await waitForWorkerControl(page)
}

/** Signs in through the real sign-in screen. */
export async function signIn(page: Page, account: { email: string; password: string }, from = '/sign-in'): Promise<void> {
  await page.goto(from)
  await page.locator('input[type="email"]').fill(account.email)
  await page.locator('input[type="password"]').first().fill(account.password)
  await page.locator('form button[type="submit"]').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).not.toBeNull()
}

/** Signs in through the API and stores bc-user, for specs about something else than sign-in. */
export async function signInFast(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  /** 'backend' for a supplier (call 35). */
  appType: 'frontend' | 'backend' = 'frontend',
): Promise<void> {
  const res = await request.post(`/api/sign-in/${appType}`, { data: { email: account.email, password: account.password } })
  expect(res.status()).toBe(200)
  const user = await res.json()
  // Off the app first (the worker never answers /api/ navigations with the shell): an app still running with
  // a previous account would send that account's calls with the new token, and be refused.
  await page.goto('/api/all-companies')
  await page.evaluate((u) => localStorage.setItem('bc-user', JSON.stringify(u)), user)
  await page.goto('/about')
}

export const test = base.extend<{ api: TestApi }>({
  // Each worker's tests use that worker's own API server (playwright.config.ts); a spec with a server of its own sets baseURL itself.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  baseURL: async ({}, use, testInfo) => use(workerBaseUrl(testInfo.parallelIndex)),
  api: async ({ request }, use) => {
    const api = new TestApi(request)
    await api.reset()
    await use(api)
  },
})

/**
 * Starts each test of a spec (or of the describe block it is called in) from the seed data, as asking
 * for `api` does: the tests then ask for `api` only when they use it.
 */
export function resetDataBeforeEach(): void {
  test.beforeEach(({ api }) => {
    void api
  })
}

export { expect }

/** The rules every spec holds the app to: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's own build, the one @axe-core/playwright injects. */
const axeSource = (() => {
  const require = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
})()

/**
 * axe's WCAG 2.1 A and AA violations on the page (or inside `include`, a CSS selector), each as its rule, its impact
 * and up to `nodes` of its elements.
 *
 * axe-core is injected once per document and run there with `axe.run`: the same rules and the same result as
 * AxeBuilder.analyze(), which injects its 550 kB again on every call and opens a blank page to put the results
 * together (1.5 to 4 s a call on this machine, against 0.1 s). Only the violations are collected (`resultTypes`).
 * The app has no frames; a page with one goes through AxeBuilder, which checks inside frames too.
 */
export async function axeViolations(page: Page, include?: string, nodes = 3): Promise<string[]> {
  type Found = { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]
  let violations: Found
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] })
    if (include) builder = builder.include(include)
    violations = (await builder.analyze()).violations
  } else {
    if (!(await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')))
      await page.evaluate(axeSource)
    violations = await page.evaluate(
      async ({ include, tags }) => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Found }> } }).axe
        const result = await axe.run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }))
      },
      { include, tags: WCAG_TAGS },
    )
  }
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, nodes)
        .join(' | ')}`,
  )
}

/** A session straight from the API (call 7, or 35 with app `backend`): the account's id and token. */
export interface ApiSession {
  accessToken: string
  id: string
}

export async function apiSession(
  request: APIRequestContext,
  account: { email: string; password: string },
  app = 'frontend',
): Promise<ApiSession> {
  const res = await request.post(`/api/sign-in/${app}`, { data: { email: account.email, password: account.password } })
  expect(res.status()).toBe(200)
  return (await res.json()) as ApiSession
}

/** `offset` days from today, at 10:00 UTC, as an ISO string. */
export function dayAt(offset: number): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + offset)
  d.setUTCHours(10, 0, 0, 0)
  return d.toISOString()
}

// ---------------------------------------------------------------------------
// PWA helpers (pwa-*.spec.ts): an API server of one's own, the service
// worker's uncaught errors, and what the device still holds.

/**
 * A bundled API server of a spec's own (port, and optionally dist dir): its
 * data, delay and failure knobs are not shared with specs running elsewhere on
 * the machine. Started with child_process; `stop()` ends that process group only.
 */
export interface OwnServer {
  url: string
  stop: () => Promise<void>
}

export async function startOwnServer(port: number, dist = process.env.BC_PWA_DIST ?? 'dist'): Promise<OwnServer> {
  const { spawn } = await import('node:child_process')
  const path = await import('node:path')
  const nodeUrl = await import('node:url')
  const root = path.resolve(path.dirname(nodeUrl.fileURLToPath(import.meta.url)), '..', '..')
  const child = spawn(
    'npx',
    ['tsx', 'src/server/main.ts', '--serve-app', '--test-mode', '--port', String(port), '--dist', path.resolve(root, dist)],
    {
      cwd: root,
      // The tests' password cost, as the config's own server (src/server/password.ts).
      env: { ...process.env, BC_TEST_FAST_PASSWORDS: '1' },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const url = `http://localhost:${port}`
  // As long as the config gives its own servers (a loaded machine needs more than 30 s).
  const deadline = Date.now() + 60_000
  const fail = (message: string): never => {
    // Not left running on the port for the retry to meet (and test, instead of its own).
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    throw new Error(`API server on ${port} ${message}: ${stderr}`)
  }
  for (;;) {
    if (child.exitCode !== null) fail('exited')
    try {
      // The answer counts only while this child runs: else another process holds the port.
      if ((await fetch(`${url}/api/all-companies`)).ok && child.exitCode === null) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) fail('did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
    },
  }
}

/**
 * Collects the uncaught exceptions of every service worker of the browser
 * (they reach neither page.on('console') nor worker.on('console')): CDP target
 * discovery, attach to each service_worker target, Runtime.enable, listen for
 * Runtime.exceptionThrown.
 */
export async function watchWorkerErrors(
  browser: import('@playwright/test').Browser,
): Promise<{ errors: string[]; stop: () => Promise<void> }> {
  const cdp = await browser.newBrowserCDPSession()
  const errors: string[] = []
  const attached = new Set<string>()
  let nextId = 1
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || attached.has(targetInfo.targetId)) return
    attached.add(targetInfo.targetId)
    void cdp
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(({ sessionId }) =>
        cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: nextId++, method: 'Runtime.enable' }) }),
      )
      .catch(() => {})
  })
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const msg = JSON.parse(message) as {
      method?: string
      params?: { exceptionDetails?: { text?: string; exception?: { description?: string } } }
    }
    if (msg.method === 'Runtime.exceptionThrown') {
      const d = msg.params?.exceptionDetails
      errors.push(`${d?.text ?? ''} ${d?.exception?.description ?? ''}`.trim())
    }
  })
  await cdp.send('Target.setDiscoverTargets', { discover: true })
  return { errors, stop: () => cdp.detach().catch(() => {}) }
}

/** Everything the origin keeps in IndexedDB, Cache Storage and localStorage, read from the page. */
export interface DeviceData {
  idb: { db: string; store: string; keys: string[]; values: string[] }[]
  caches: { name: string; urls: string[] }[]
  local: { key: string; value: string }[]
}

export async function deviceData(page: Page): Promise<DeviceData> {
  return page.evaluate(async () => {
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>(
        (ok, ko) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => ko(r.error ?? new Error('IndexedDB request failed')))),
      )
    const idb: { db: string; store: string; keys: string[]; values: string[] }[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await req(indexedDB.open(info.name))
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly')
        const keys = (await req(tx.objectStore(store).getAllKeys())).map((k) => JSON.stringify(k))
        const values = (await req(tx.objectStore(store).getAll())).map((v) => JSON.stringify(v))
        idb.push({ db: info.name, store, keys, values })
      }
      db.close()
    }
    const list: { name: string; urls: string[] }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      list.push({ name, urls: (await cache.keys()).map((r) => r.url) })
    }
    const local = Object.keys(localStorage).map((key) => ({ key, value: localStorage.getItem(key) ?? '' }))
    return { idb, caches: list, local }
  })
}

/**
 * Waits until the service worker is activated AND controls the page, polling
 * from the test side. (waitForServiceWorker above hands waitForFunction an
 * async predicate; its pending promise counts as truthy, so it can return
 * before the worker is in control.)
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration()
          return reg?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
        }),
      { timeout: 20_000, intervals: [50, 100, 200] },
    )
    .toBe(true)
}

/**
 * Records every layout shift of the page (typing included: a shift right after a keystroke counts
 * here too), except one whose every source lies in a listbox popup: the places list opening over
 * the form moves nothing, yet Chromium reports its first option as shifted in from nowhere.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] }
    const inPopup = (node: Node | null | undefined) => node instanceof Element && !!node.closest('[role="listbox"]')
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) if (!e.sources.every((source) => inPopup(source.node))) shifts.push(e.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
/** The shifts recorded so far (recordLayoutShifts). */
export const layoutShifts = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
