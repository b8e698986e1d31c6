/**
 * The first paint (src/app/first-paint): index.html draws the screen's frame (the header, the
 * heading, the home screen and the sign-in screen, rendered at build time from the components)
 * before any module runs, in the driver's language. React's first render must put the same text
 * in the same box, or the heading jumps and the browser counts a second, later largest paint.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, expect, layoutShifts, recordLayoutShifts, signInFast, test, waitForWorkerControl } from './fixtures'

// No worker: each load below comes from the network, so a route can hold the entry back.
test.use({ serviceWorkers: 'block' })

const ENTRY = /\/assets\/index-[^/]+\.js$/
/** A language's catalogue (its own chunk). */
const CATALOGUE = /\/messages-[^/]+\.js$/

interface Box {
  text: string
  x: number
  y: number
  width: number
  height: number
}

/** Where an element is on the page (not the viewport: filling a field may scroll it into view). */
async function box(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim(), x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height }
    })
}

/** The page as index.html draws it, with the app's JavaScript held back. */
async function firstPaintOnly(page: Page, url: string): Promise<void> {
  await page.route(ENTRY, (route) => route.abort())
  await page.goto(url)
  await expect(page.locator('main[data-first-paint]')).toBeAttached()
  await page.unroute(ENTRY)
}

/** The markup of every element `selector` matches: tags, sorted classes and texts, without other attributes. */
async function shape(page: Page, selector: string): Promise<unknown> {
  return page.locator(selector).evaluateAll((elements) => {
    // Adjacent texts as one (React writes "{time} · {place}" as three text nodes).
    const walk = (el: Element): unknown => [
      el.tagName,
      [...el.classList].sort().join(' '),
      [...el.childNodes].reduce<unknown[]>((out, n) => {
        const last = out.at(-1)
        if (n.nodeType !== Node.TEXT_NODE) out.push(walk(n as Element))
        else if (typeof last === 'string') out[out.length - 1] = last + (n.textContent ?? '')
        else out.push(n.textContent ?? '')
        return out
      }, []),
    ]
    return elements.map(walk)
  })
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  expect(actual.text, `${what}: text`).toBe(expected.text)
  for (const k of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[k] - expected[k]), `${what}: ${k} ${actual[k]} vs ${expected[k]}`).toBeLessThanOrEqual(1)
  }
}

const SIGNED_OUT: { path: string; extra?: string }[] = [
  { path: '/', extra: '#home-tagline' },
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

/** Holds the requests for `url` back until `release()`. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Holds the app's entry script back until `release()`: the page shows only what index.html drew. */
const holdEntry = (page: Page) => hold(page, ENTRY)

const SIGN_IN_PARTS = [
  'input[name="email"]',
  'input[name="password"]',
  'input[type="checkbox"]',
  'button[type="submit"]',
  'a[href="/sign-up"]',
]

test('on /sign-in what is typed before the app starts stays, with the focus and the caret, and nothing moves @phone', async ({
  page,
  api,
}) => {
  void api
  await recordLayoutShifts(page)
  const release = await holdEntry(page)
  await page.goto('/sign-in?l=en')
  const copy = page.locator('main[data-first-paint] form[data-first-paint-form="sign-in"]')
  await expect(copy).toBeVisible()
  await expect(copy.getByLabel('Email')).toBeEditable()
  const before: Box[] = []
  for (const part of SIGN_IN_PARTS) before.push(await box(page, `main[data-first-paint] ${part}`))

  await copy.getByLabel('Email').fill('anna@example.com')
  await copy.getByLabel('Stay connected').check()
  await copy.getByLabel('Password').fill('anna12')
  await copy.getByLabel('Password').press('ArrowLeft') // the caret in the middle: "anna1|2"
  release()

  const form = page.locator('main#main form')
  await expect(page.locator('main[data-first-paint]')).toHaveCount(0)
  await expect(form.getByLabel('Email')).toHaveValue('anna@example.com')
  await expect(form.getByLabel('Password')).toHaveValue('anna12')
  await expect(form.getByLabel('Stay connected')).toBeChecked()
  await expect(form.getByLabel('Password')).toBeFocused()
  expect(await form.getByLabel('Password').evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5)
  // Typing goes on where it stopped, in the app's own form.
  await page.keyboard.type('3')
  await page.keyboard.press('End')
  await page.keyboard.type('4')
  await expect(form.getByLabel('Password')).toHaveValue('anna1324')

  for (const [i, part] of SIGN_IN_PARTS.entries()) expectSameBox(await box(page, `main#main ${part}`), before[i], part)
  expect(await layoutShifts(page)).toEqual([])
})

test('a sign-in submitted before the app starts puts nothing in the URL and signs in once the app is there', async ({ page, api }) => {
  void api
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  const release = await holdEntry(page)
  await page.goto('/sign-in?l=en')
  const copy = page.locator('main[data-first-paint] form')
  await copy.getByLabel('Email').fill(ACCOUNTS.anna.email)
  await copy.getByLabel('Password').fill(ACCOUNTS.anna.password)
  await copy.getByLabel('Password').press('Enter')
  await page.waitForTimeout(300) // a native submit would have left by now
  await expect(copy).toBeVisible()
  expect(page.url()).toMatch(/\/sign-in\?l=en$/)
  release()

  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).not.toBeNull()
  await expect(page).toHaveURL(/\/$/)
  expect(urls.filter((u) => u.includes(ACCOUNTS.anna.password) || u.includes('password='))).toEqual([])
})

const SEARCH_PARTS = [
  'input[name="pickup"]',
  'input[name="sameDropOff"]',
  'input[name="fromDate"]',
  'input[name="fromTime"]',
  'input[name="toDate"]',
  'input[name="toTime"]',
  'button[type="submit"]',
]

test('on / the search form can be typed in before the app starts: the text, the dates and the focus stay, the places list opens, and nothing moves @phone', async ({
  page,
  api,
}) => {
  void api
  await recordLayoutShifts(page)
  const release = await holdEntry(page)
  await page.goto('/?l=en')
  const copy = page.locator('main[data-first-paint] form[data-first-paint-form="search"]')
  await expect(copy.getByRole('combobox', { name: 'Pickup location' })).toBeEditable()
  // The copy starts with the app's defaults: tomorrow 10:00, for three days.
  await expect(copy.getByLabel('Pickup time')).toHaveValue('10:00')
  const before: Box[] = []
  for (const part of SEARCH_PARTS) before.push(await box(page, `main[data-first-paint] ${part}`))

  await copy.getByLabel('Return time').fill('18:30')
  await copy.getByRole('combobox', { name: 'Pickup location' }).fill('Warsa')
  release()

  const form = page.locator('main#main form')
  await expect(page.locator('main[data-first-paint]')).toHaveCount(0)
  const pickup = form.getByRole('combobox', { name: 'Pickup location' })
  await expect(pickup).toHaveValue('Warsa')
  await expect(pickup).toBeFocused()
  await expect(form.getByLabel('Return time')).toHaveValue('18:30')
  // The list opens on what was typed, and the search goes on in the app's own form.
  const options = page.getByRole('listbox', { name: 'Pickup location' }).getByRole('option')
  await expect(options).toHaveText(['Warsaw Chopin Airport'])
  for (const [i, part] of SEARCH_PARTS.entries()) expectSameBox(await box(page, `main#main ${part}`), before[i], part)
  expect(await layoutShifts(page)).toEqual([])

  await pickup.press('ArrowDown')
  await pickup.press('Enter')
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')
  await form.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/cars\?p=[0-9a-f]{24}&f=.+&t=.+T18%3A30/)
})

test('a search submitted on / before the app starts runs once the app is there, with the last search’s place and the new return', async ({
  page,
  api,
}) => {
  void api
  // A first search leaves its place in the draft, as a returning driver's would.
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.fill('Warsaw')
  const options = page.getByRole('listbox', { name: 'Pickup location' }).getByRole('option')
  await expect(options).toHaveText(['Warsaw Chopin Airport'])
  await options.first().click()
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')

  const release = await holdEntry(page)
  await page.goto('/?l=en')
  const copy = page.locator('main[data-first-paint] form')
  await expect(copy.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Warsaw Chopin Airport')
  await copy.getByLabel('Return time').fill('09:15')
  await copy.getByLabel('Return time').press('Enter')
  await page.waitForTimeout(300) // a native submit would have left by now
  await expect(copy).toBeVisible()
  release()

  await expect(page).toHaveURL(/\/cars\?p=[0-9a-f]{24}&f=.+&t=.+T09%3A15/)
})

/**
 * Holds the app's entry back until `started` has been requested, then counts, by path, what the
 * page asked for: a call requested while the entry is held can only come from index.html.
 */
async function loadWithEntryHeldUntil(page: Page, url: string, started: RegExp): Promise<string[]> {
  const paths: string[] = []
  let seen: () => void = () => {}
  const requested = new Promise<void>((resolve) => (seen = resolve))
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    paths.push(path)
    if (started.test(path)) seen()
  })
  await page.route(ENTRY, async (route) => {
    await requested
    await route.continue()
  })
  await page.goto(url)
  await requested
  return paths
}

const count = (paths: string[], re: RegExp) => paths.filter((p) => re.test(p)).length

test('the first paint starts the search of /cars and its first picture; the app takes them instead of asking again; on the next visit the search goes out beside the suppliers call @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  const place = ((await (await request.get('/api/locations/1/1/en')).json()) as { resultData: { _id: string }[] }[])[0].resultData[0]._id
  const day = 86_400_000
  const from = new Date(Math.floor(Date.now() / day) * day + 7 * day + 10 * 3_600_000)
  const to = new Date(from.getTime() + 3 * day)
  const url = `/cars?${new URLSearchParams({ p: place, f: from.toISOString(), t: to.toISOString(), sort: 'price', l: 'en' })}`
  const paths = await loadWithEntryHeldUntil(page, url, /^\/api\/frontend-cars\//)

  const picture = page.locator('main#main [data-testid="car-card"] img').first()
  await expect(picture).toHaveJSProperty('complete', true)
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  expect(await picture.getAttribute('src')).toBe(await preload.getAttribute('href'))
  // Once each: the early search is the app's own, down to its order (sort=price).
  expect(count(paths, /^\/api\/all-companies$/), 'suppliers asked for').toBe(1)
  expect(count(paths, /^\/api\/frontend-cars\//), 'cars asked for').toBe(1)

  // The next visit: the suppliers' ids are kept, so the search does not wait for their reply (held here).
  const searched = new Promise<boolean>((resolve) => {
    page.on('request', (r) => {
      if (/^\/api\/frontend-cars\//.test(new URL(r.url()).pathname)) resolve(true)
    })
    setTimeout(() => resolve(false), 5000)
  })
  await page.route('**/api/all-companies', async (route) => {
    await searched
    await route.continue()
  })
  paths.length = 0
  await page.goto(url)
  expect(await searched, 'the search asked for while the suppliers’ reply is held').toBe(true)
  await expect(picture).toHaveJSProperty('complete', true)
  expect(count(paths, /^\/api\/all-companies$/), 'suppliers asked for').toBe(1)
  expect(count(paths, /^\/api\/frontend-cars\//), 'cars asked for').toBe(1)
})

test('on /cars index.html’s first script sends the suppliers’ call by itself, into the early calls’ list; on another route it sends nothing', async ({
  page,
  api,
}) => {
  void api
  // Only the first script of the page is left: no first paint, no app.
  await page.route(
    (url) => url.pathname === '/cars' || url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      let first = true
      const body = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
        first ? ((first = false), script) : '',
      )
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, body, headers })
    },
  )
  const paths: string[] = []
  page.on('request', (r) => paths.push(new URL(r.url()).pathname))
  const earlyCalls = () =>
    page.evaluate(() => (window as unknown as { __voltaEarlyCalls?: { key: string }[] }).__voltaEarlyCalls?.map((call) => call.key) ?? [])

  await page.goto('/cars')
  await expect.poll(() => count(paths, /^\/api\/all-companies$/)).toBe(1)
  expect(await earlyCalls()).toEqual(['GET /api/all-companies '])
  expect(await page.locator('script').count(), 'only the first script ran').toBe(1)

  paths.length = 0
  await page.goto('/')
  await page.waitForLoadState('load')
  expect(paths.filter((p) => p.startsWith('/api/'))).toEqual([])
  expect(await earlyCalls()).toEqual([])
})

/** The id of the first booking (paid, pending, reserved or deposit) in `account`'s list. */
async function firstBookingOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const driver = (await (await request.post('/api/sign-in/frontend', { data: account })).json()) as { id: string; accessToken: string }
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const list = await request.post('/api/bookings/1/1/en', {
    headers: { 'x-access-token': driver.accessToken },
    data: { companies, statuses: ['paid', 'pending', 'reserved', 'deposit'], user: driver.id },
  })
  return ((await list.json()) as { resultData: { _id: string }[] }[])[0].resultData[0]._id
}

test('the first paint starts a driver’s and a supplier’s bookings list, and a driver’s pass; the app takes each instead of asking again', async ({
  page,
  request,
  api,
}) => {
  void api
  const booking = await firstBookingOf(request, ACCOUNTS.anna)
  for (const [account, app, url, call, shown] of [
    [ACCOUNTS.anna, 'frontend', '/bookings?l=en', /^\/api\/bookings\//, 'main#main [data-booking]'],
    [ACCOUNTS.supplier, 'backend', '/supplier/bookings?l=en', /^\/api\/bookings\//, 'main#main [data-booking]'],
    [
      ACCOUNTS.anna,
      'frontend',
      `/booking?b=${booking}&l=en`,
      /^\/api\/booking\//,
      `main#main [data-testid="pass-reference"]:text("${booking}")`,
    ],
  ] as const) {
    await signInFast(page, request, account, app)
    const paths = await loadWithEntryHeldUntil(page, url, call)
    await expect(page.locator(shown).first()).toBeVisible()
    expect(count(paths, call), `${url}: asked for`).toBe(1)
    await page.unrouteAll()
    page.removeAllListeners('request')
  }
})

const PASS_FRAME_PARTS = [
  'h1',
  '.fp-row a',
  '[data-testid="last-updated"]',
  '.fp-pass-supplier',
  '[data-testid="pass-reference"]',
  '.fp-pass-reference-row button',
  '.fp-badge',
  '[data-testid="pass-status-meaning"]',
  '[data-testid="pass-qr"]',
  'figcaption',
]

/** Anna signed in, with the id of one of her bookings. */
async function annaWithBooking(page: Page, request: APIRequestContext): Promise<string> {
  const booking = await firstBookingOf(request, ACCOUNTS.anna)
  await signInFast(page, request, ACCOUNTS.anna)
  return booking
}

/** Opens `url` and waits until the app has kept what it rendered there for the next visit's first paint (bc-frames). */
async function keepFrameOf(page: Page, url: string, shown: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator(`main#main ${shown}`).first()).toBeVisible()
  const path = new URL(url, 'http://x').pathname
  await expect
    .poll(() =>
      page.evaluate(
        (p) => (JSON.parse(localStorage.getItem('bc-frames') ?? '{}') as Record<string, { html: string }>)[p]?.html ?? '',
        path,
      ),
    )
    .toContain(shown.includes('pass-reference') ? 'pass-reference' : 'data-booking')
}

/** Opens the pass `url` with the app's entry held back (until the returned release) and its layout shifts recorded; returns the boxes of PASS_FRAME_PARTS once the frame shows `booking`. */
async function openPassHeld(page: Page, url: string, booking: string): Promise<{ release: () => void; before: Box[] }> {
  await recordLayoutShifts(page)
  const release = await holdEntry(page)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('main[data-first-paint] [data-testid="pass-reference"]')).toHaveText(booking)
  const before = []
  for (const part of PASS_FRAME_PARTS) before.push(await box(page, `main[data-first-paint] ${part}`))
  return { release, before }
}

/** Once the app has replaced the frame: PASS_FRAME_PARTS in the same boxes as `before`, and nothing shifted. */
async function expectPassInSameBoxes(page: Page, before: Box[]): Promise<void> {
  await expect(page.locator('main[data-first-paint]')).toHaveCount(0)
  await expect(page.locator('main#main [data-testid="pass-reference"]')).toBeVisible()
  for (const [i, part] of PASS_FRAME_PARTS.entries()) expectSameBox(await box(page, `main#main ${part}`), before[i], part)
  expect(await layoutShifts(page)).toEqual([])
}

/**
 * Records each Intl formatter (number, date, relative time) the next pages build, and whether
 * `drawn` was on the page by then ("NumberFormat before" / "… after"); the getter reads the list.
 */
async function recordIntlFormatters(page: Page, drawn: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector: string) => {
    const built: string[] = []
    Object.assign(window, { __intlBuilt: built })
    for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat'] as const) {
      Object.assign(Intl, {
        [name]: new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            built.push(`${name} ${document.querySelector(selector) ? 'after' : 'before'}`)
            return Reflect.construct(target, args) as object
          },
        }),
      })
    }
  }, drawn)
  return () => page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)
}

test('a driver’s /booking opens with the pass React rendered on the last visit, which the app then replaces with the same pass @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  const booking = await annaWithBooking(page, request)
  const url = `/booking?b=${booking}&l=fr`
  await keepFrameOf(page, url, '[data-testid="pass-reference"]')
  const { release, before } = await openPassHeld(page, url, booking)
  const frame = page.locator('main[data-first-paint]')
  await expect(frame.locator('[data-testid="pass-qr"]')).toHaveAttribute('aria-label', `Code QR de la réservation ${booking}`)
  // Copying waits for the app; the way back to the list is a plain link that works at once.
  await expect(frame.getByRole('button', { name: 'Copier le numéro de réservation' })).toBeDisabled()
  await expect(frame.getByRole('link', { name: 'Mes réservations' })).toHaveAttribute('href', '/bookings')
  // "Last updated …" goes stale: its box is kept, its text hidden until the app says it again.
  await expect(frame.locator('[data-testid="last-updated"]')).toBeHidden()
  // The whole pass, not only its top: React rendered it (its actions, the trip, the price…).
  await expect(frame.locator('[data-testid="pass-status-meaning"]')).toBeVisible()
  const ticket = '.fp-pass-ticket > :is(.fp-pass-ticket-main, figure) > :not(.fp-pass-print-only)'
  const shapeBefore = await shape(page, `main[data-first-paint] ${ticket}`)
  const qr = await frame.locator('[data-testid="pass-qr"] path').getAttribute('d')
  release()

  const app = page.locator('main#main')
  await expect(app.getByRole('button', { name: 'Copier le numéro de réservation' })).toBeEnabled()
  await expectPassInSameBoxes(page, before)
  // The same markup as PassTicket's, the same code.
  expect(await shape(page, `main#main ${ticket}`)).toEqual(shapeBefore)
  expect(await app.locator('[data-testid="pass-qr"] path').getAttribute('d')).toBe(qr)
})

test('offline, a driver’s /booking opens with the pass React rendered offline on the last visit (not the one rendered online), which the app then shows in the same boxes @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  const booking = await annaWithBooking(page, request)
  const url = `/booking?b=${booking}&l=pl`
  await keepFrameOf(page, url, '[data-testid="pass-reference"]')

  // The network gone (the worker is blocked in this file: it has no copy to give).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }))
  await page.route(/\/api\//, (route) => route.abort('internetdisconnected'))
  // The pass rendered online is not drawn offline, where the screen differs (the offline notice).
  await page.route(ENTRY, (route) => route.abort())
  await page.goto(url)
  await expect(page.locator('main[data-first-paint]')).toBeAttached()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  await expect(page.locator('main[data-first-paint] [data-testid="pass-reference"]')).toHaveCount(0)
  await page.unroute(ENTRY)
  // The app renders it offline from the device's mirror, and keeps that.
  await page.goto(url)
  await expect(page.locator('main#main [data-testid="pass-reference"]')).toHaveText(booking)
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('bc-frames') ?? '{}') as Record<string, { online: boolean }>)['/booking']?.online,
      ),
    )
    .toBe(false)

  const { release, before } = await openPassHeld(page, url, booking)
  const frame = page.locator('main[data-first-paint]')
  await expect(page.locator('header + [role="status"]')).toHaveText(/^Jesteś offline\./)
  await expect(frame.getByRole('status').first()).toHaveText(/^Jesteś offline\./)
  release()
  await expectPassInSameBoxes(page, before)
})

test('a driver not verified yet gets the verify-email banner from the first paint, which the app then keeps in its place @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  await signInFast(page, request, ACCOUNTS.marc)
  // The app learns that marc's address is not verified yet (getUser) and keeps it in bc-user.
  await page.goto('/about')
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bc-user') ?? '{}').verified)).toBe(false)

  await recordLayoutShifts(page)
  const release = await holdEntry(page)
  await page.goto('/bookings', { waitUntil: 'domcontentloaded' })
  const banner = page.locator('div[role="status"]:has(> button)')
  await expect(banner).toContainText(ACCOUNTS.marc.email)
  // Resending waits for the app.
  await expect(banner.getByRole('button', { name: 'Renvoyer' })).toBeDisabled()
  const before = [await box(page, 'div[role="status"]:has(> button)'), await box(page, 'main[data-first-paint] h1')]
  release()

  await expect(page.locator('main[data-first-paint]')).toHaveCount(0)
  await expect(banner.getByRole('button', { name: 'Renvoyer' })).toBeEnabled()
  expectSameBox(await box(page, 'div[role="status"]:has(> button)'), before[0], 'banner')
  expectSameBox(await box(page, 'main#main h1'), before[1], 'h1')
  expect(await layoutShifts(page)).toEqual([])
})

test('the entry’s styles are only inline: the chunks that depend on them do not load them again, so the screens’ own styles keep their place (a supplier’s /supplier/bookings does not move) @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  const entryCss: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/index-[^/]+\.css$/.test(new URL(r.url()).pathname)) entryCss.push(r.url())
  })
  await recordLayoutShifts(page)
  // The bulk status change's confirmation dialog is a chunk that depends on the entry's styles.
  const dialogChunk = page.waitForResponse(/\/assets\/ConfirmDialog-[^/]+\.js$/)
  await page.goto('/supplier/bookings?l=fr')
  await dialogChunk
  const changeStatus = page.getByRole('button', { name: 'Changer le statut' })
  await expect(changeStatus).toBeVisible()
  await page.waitForTimeout(500)
  expect(entryCss).toEqual([])
  // The link Vite's loader looks for is there, but disabled: the styles apply once, from index.html.
  expect(
    await page
      .locator('link[rel="stylesheet"][href^="/assets/index-"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).disabled)),
  ).toEqual([true])
  expect(await layoutShifts(page)).toEqual([])
})

test('the first paint fetches the screen’s modules and the catalogue before the app runs; the app asks for none of them again', async ({
  page,
  request,
  api,
}) => {
  void api
  await signInFast(page, request, ACCOUNTS.anna, 'frontend')
  // Off the app (signInFast ends on /about, whose start-up may still be asking for chunks): only /bookings' requests count.
  await page.goto('/api/all-companies')
  const assets: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/assets/') && !ENTRY.test(path)) assets.push(path)
  })
  const release = await holdEntry(page)
  await page.goto('/bookings?l=en', { waitUntil: 'domcontentloaded' })
  // The entry is held: only index.html can have asked for these.
  await expect.poll(() => assets.filter((p) => /\/BookingsScreen-[^/]+\.js$/.test(p)).length).toBe(1)
  expect(
    assets.filter((p) => CATALOGUE.test(p)),
    'one catalogue, before the app',
  ).toHaveLength(1)
  expect(
    assets.some((p) => p.endsWith('.css')),
    'the screen’s stylesheets',
  ).toBe(true)
  release()
  await expect(page.locator('main#main [data-booking]').first()).toBeVisible()
  expect(
    assets.filter((p, i) => assets.indexOf(p) !== i),
    'asked twice: the app did not take the preloaded response',
  ).toEqual([])
  expect(
    assets.filter((p) => CATALOGUE.test(p)),
    'still one catalogue',
  ).toHaveLength(1)
})

test('an in-app navigation asks for all of the next screen’s modules at once, from index.html’s list, not one import after another; the screen’s search once', async ({
  page,
  api,
}) => {
  void api
  await page.goto('/?l=en')
  await expect(page.locator('main#main')).toBeVisible()
  const assets: string[] = []
  const searches: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/assets/')) assets.push(path)
    if (path.startsWith('/api/frontend-cars/')) searches.push(path)
  })
  // The screen's own chunk is held: its imports can only be asked for from a list made before it arrived.
  const release = await hold(page, /\/CarsScreen-[^/]+\.js$/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cars' }).click()
  await expect.poll(() => assets.filter((p) => /\/CarsScreen-[^/]+\.js$/.test(p)).length).toBe(1)
  // Modules of /cars' cards that only the held chunk (or what it imports) would name.
  for (const name of ['CarSpecs', 'SupplierLogo', 'use-car-price'])
    await expect.poll(() => assets.some((p) => p.startsWith(`/assets/${name}-`)), `${name} while the screen's chunk is held`).toBe(true)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible()
  expect(
    assets.filter((p, i) => assets.indexOf(p) !== i),
    'asked twice',
  ).toEqual([])
  // Started as the screen's code loads (prefetchCarSearch), then taken by the list: not asked again.
  await expect(page.locator('main#main [data-testid="car-card"] img').first()).toHaveJSProperty('complete', true)
  expect(searches).toHaveLength(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  /** /cars' search criteria in the tests below: the first place the API lists. */
  let place = ''
  test.beforeEach(async ({ request, api }) => {
    void api
    const reply = (await (await request.get('/api/locations/1/1/pl')).json()) as { resultData: { _id: string }[] }[]
    place = reply[0].resultData[0]._id
  })

  const CARS_FRAME_PARTS = [
    '.fp-cars-search button',
    '.fp-filters-panel button',
    '.fp-cars-sort select',
    '.fp-car-count',
    '.fp-car-card .fp-car-image',
    // The first car's name, supplier's line (CarCardHeading), supplier's rules and specs.
    '.fp-car-card h2',
    '.fp-car-card h2 + div',
    '.fp-car-card [data-testid="supplier-policies"]',
    '.fp-car-card [data-testid="supplier-policies"] + ul',
  ]

  test('the first paint draws the top of /cars and the first car’s picture, name, supplier, rules and specs once the search is in, where the app then puts them', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    const release = await holdEntry(page)
    // Not 'load': the held entry may be part of it.
    await page.goto(`/cars?${new URLSearchParams({ p: place, sort: '-price', l: 'pl' })}`, { waitUntil: 'domcontentloaded' })

    const frame = page.locator('main[data-first-paint]')
    await expect(frame.locator('.fp-car-card .fp-car-image')).toHaveJSProperty('complete', true)
    await expect(frame.locator('.fp-car-card .fp-car-image')).toHaveJSProperty('naturalWidth', 300)
    await expect(frame.locator('.fp-cars-search button')).toHaveText('Zmień wyszukiwanie')
    await expect(frame.locator('.fp-cars-sort select')).toHaveValue('-price')
    const before = []
    for (const part of CARS_FRAME_PARTS) before.push(await box(page, `main[data-first-paint] ${part}`))
    release()

    const app = page.locator('main#main')
    await expect(frame).toHaveCount(0)
    await expect(app.locator('[data-testid="car-card"] img').first()).toHaveJSProperty('complete', true)
    for (const [i, part] of CARS_FRAME_PARTS.entries()) {
      const after = await box(page, `main#main ${part}`)
      // The app's select holds every order; the first paint's, the one in the URL.
      expectSameBox(
        part.endsWith('select') ? { ...after, text: '' } : after,
        part.endsWith('select') ? { ...before[i], text: '' } : before[i],
        part,
      )
    }
    await expect(app.locator('.fp-car-card .fp-car-image').first()).toHaveAttribute(
      'alt',
      (await page.locator('.fp-car-card h2').first().textContent()) ?? '',
    )
    expect(await layoutShifts(page)).toEqual([])
  })

  test('on /cars the locale’s number and date data are loaded once the frame is drawn, not before it: reading the search’s reply does not wait for them', async ({
    page,
  }) => {
    const frameImage = 'main[data-first-paint] .fp-car-card .fp-car-image'
    const built = await recordIntlFormatters(page, frameImage)
    await holdEntry(page) // so every formatter comes from the first paint
    await page.route('**/api/all-companies', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto(`/cars?${new URLSearchParams({ p: place, l: 'fr' })}`, { waitUntil: 'domcontentloaded' })
    await expect(page.locator(frameImage)).toHaveJSProperty('complete', true)
    // None for the frame's count either (under 1,000: plain digits).
    await expect.poll(built).toEqual(['NumberFormat after', 'DateTimeFormat after'])
  })

  test('the app’s entry waits for the frame of /cars: it is added once the first car is painted with its picture, or after 400 ms without one', async ({
    page,
  }) => {
    // When the frame's picture and the entry's script element first show up, by the page's clock.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {}
      Object.assign(window, { __seen: seen })
      const mark = (name: string, selector: string) => {
        if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now()
      }
      new MutationObserver(() => {
        // The first paint's own card (the app's cards use the same classes, and may show a search kept on the device).
        mark('frame', 'main[data-first-paint] .fp-car-card .fp-car-image')
        mark('entry', 'script[type="module"][src*="/assets/index-"]')
      }).observe(document, { subtree: true, childList: true })
      const picture = (e: Event) => {
        if (seen.picture === undefined && (e.target as Element).matches?.('main[data-first-paint] .fp-car-card .fp-car-image'))
          seen.picture = performance.now()
      }
      document.addEventListener('load', picture, true)
    })
    const seen = () => page.evaluate(() => (window as unknown as { __seen: Record<string, number | undefined> }).__seen)
    const url = `/cars?${new URLSearchParams({ p: place, l: 'pl' })}`

    // The search answers: the entry comes once the frame is drawn and its picture is in (before, it came at the first
    // frame after the page, then once the frame was drawn). Every picture takes 150 ms.
    await page.route(/\/cdn\/cars\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150))
      await route.continue()
    })
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('main#main [data-testid="car-card"]').first()).toBeVisible()
    const drawn = await seen()
    expect(drawn.frame).toBeDefined()
    expect(drawn.picture).toBeGreaterThan(drawn.frame!)
    // (Unless the 400 ms have passed by then, on a slow machine: the app is never held longer.)
    expect(drawn.entry).toBeGreaterThanOrEqual(Math.min(drawn.picture!, 400))

    // The search does not answer: the app starts all the same (400 ms at most after the page's script), and shows the cars once they come.
    // Another order: the device keeps the search above now, which the first paint would draw at once.
    const releaseSearch = await hold(page, /\/api\/frontend-cars\//)
    await page.goto(`${url}&sort=price`, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('main#main')).toBeVisible()
    const held = await seen()
    expect(held.frame, 'no frame without the search').toBeUndefined()
    expect(held.entry).toBeGreaterThanOrEqual(400)
    releaseSearch()
    await expect(page.locator('main#main [data-testid="car-card"]').first()).toBeVisible()
  })

  test.describe('with the worker', () => {
    test.use({ serviceWorkers: 'allow' })

    /** How many searches the device keeps (IndexedDB bc-car-searches, features/cars/saved-searches.ts). */
    const keptSearches = (page: Page) =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('bc-car-searches')
            open.onerror = () => resolve(0)
            open.onsuccess = () => {
              const count = open.result.transaction('searches').objectStore('searches').count()
              count.onsuccess = () => resolve(count.result)
            }
          }),
      )

    test('with the worker in control, /cars’ search is sent by the worker as it answers the navigation, and the page takes that reply: one search', async ({
      page,
      context,
    }) => {
      const url = `/cars?${new URLSearchParams({ p: place, l: 'pl' })}`
      await page.goto(url)
      await waitForWorkerControl(page)
      await expect(page.locator('main#main [data-testid="car-card"]').first()).toBeVisible()
      const byWorker: string[] = []
      const byPage: Promise<boolean>[] = []
      context.on('request', (r) => {
        if (!r.url().includes('/api/frontend-cars/')) return
        if (r.serviceWorker()) byWorker.push(r.postData() ?? '')
        else byPage.push(r.response().then((res) => !!res?.fromServiceWorker()))
      })
      await page.reload()
      await expect(page.locator('main#main [data-testid="car-card"]').first()).toBeVisible()
      expect(byWorker).toHaveLength(1)
      // The first paint's search and the app's (which takes the first paint's reply): the worker answered the first.
      expect(await Promise.all(byPage)).toEqual([true])
    })

    test('a search the device keeps is drawn by the first paint at once with its age (offline: saved results; online: checking, until the live reply), and the app then shows the same in the same boxes', async ({
      page,
      context,
    }) => {
      const url = `/cars?${new URLSearchParams({ p: place, sort: '-price', l: 'pl' })}`
      const cards = page.locator('main#main [data-testid="car-card"]')
      // Online: the app keeps the search's first page; once the worker is in control, a reload puts the picture in its cache.
      await page.goto(url)
      await waitForWorkerControl(page)
      await page.reload()
      await expect(page.locator('main#main [data-testid="car-card"] img').first()).toHaveJSProperty('complete', true)
      await expect.poll(() => keptSearches(page)).toBeGreaterThan(0)
      const first = (await cards.first().locator('h2').textContent()) ?? ''
      const count = (await page.locator('main#main .fp-car-count').textContent()) ?? ''

      // The app's entry held back (with the worker in control the first paint holds none itself): only what index.html draws shows.
      await page.addInitScript(() => {
        Object.assign(window, { __voltaEntryHold: new Promise((resolve) => Object.assign(window, { __releaseEntry: resolve })) })
      })
      await recordLayoutShifts(page)
      await context.setOffline(true)
      await page.reload({ waitUntil: 'domcontentloaded' })
      const frame = page.locator('main[data-first-paint]')
      await expect(frame.locator('.fp-car-card .fp-car-image')).toHaveJSProperty('complete', true)
      await expect(frame.locator('.fp-car-card .fp-car-image')).toHaveJSProperty('naturalWidth', 300)
      await expect(frame.locator('.fp-car-card .fp-car-image')).toHaveAttribute('alt', first)
      await expect(frame.locator('.fp-car-count')).toHaveText(count)
      const age = frame.locator('[data-testid="search-age"]')
      await expect(age).toHaveAttribute('data-state', 'saved')
      await expect(age.locator('span:not([aria-hidden])')).toHaveText(/^Wyniki zapisane \d\d:\d\d — dostępność potwierdzimy/)
      const parts = [...CARS_FRAME_PARTS, '[data-testid="search-age"]']
      const before = []
      for (const part of parts) before.push(await box(page, `main[data-first-paint] ${part}`))
      await page.evaluate(() => (window as unknown as { __releaseEntry: () => void }).__releaseEntry())

      // The app: the same cars from the device, the same age line, in the same boxes; nothing moved.
      const app = page.locator('main#main')
      await expect(frame).toHaveCount(0)
      await expect(app.locator('[data-testid="car-card"] img').first()).toHaveJSProperty('complete', true)
      await expect(app.locator('[data-testid="search-age"]')).toHaveAttribute('data-state', 'saved')
      for (const [i, part] of parts.entries()) {
        const after = await box(page, `main#main ${part}`)
        expectSameBox(
          part.endsWith('select') ? { ...after, text: '' } : after,
          part.endsWith('select') ? { ...before[i], text: '' } : before[i],
          part,
        )
      }
      await expect(cards.first().locator('h2')).toHaveText(first)
      expect(await layoutShifts(page)).toEqual([])

      // Online, the search's reply held: the first paint says "checking"; the live reply then takes the same box ("up to date").
      await context.setOffline(false)
      // Held for the page and for the worker, which makes the page's calls while it is in control.
      const releaseSearch = await hold(page, /\/api\/frontend-cars\//)
      let searchGoes!: () => void
      const releasedSearch = new Promise<void>((resolve) => (searchGoes = resolve))
      await context.route(/\/api\/frontend-cars\//, async (route) => {
        await releasedSearch
        await route.continue()
      })
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(age).toHaveAttribute('data-state', 'checking')
      await expect(age.locator('span:not([aria-hidden])')).toHaveText(/^Stan z \d\d:\d\d — sprawdzamy…$/)
      const checking = await box(page, 'main[data-first-paint] [data-testid="search-age"]')
      await page.evaluate(() => (window as unknown as { __releaseEntry: () => void }).__releaseEntry())
      await expect(frame).toHaveCount(0)
      const live = app.locator('[data-testid="search-age"]')
      await expect(live).toHaveAttribute('data-state', 'checking')
      releaseSearch()
      searchGoes()
      await expect(live).toHaveAttribute('data-state', 'live')
      await expect(live.locator('span:not([aria-hidden])')).toHaveText(/^Aktualne na \d\d:\d\d\.$/)
      expectSameBox({ ...(await box(page, 'main#main [data-testid="search-age"]')), text: '' }, { ...checking, text: '' }, 'the age line')
      expect(await layoutShifts(page)).toEqual([])
    })
  })

  /** John's /bookings, once: the app keeps what it rendered there for the next visit. */
  async function keepBookingsFrame(page: Page, request: APIRequestContext): Promise<void> {
    await signInFast(page, request, ACCOUNTS.john)
    await keepFrameOf(page, '/bookings?l=pl', 'li[data-booking]')
  }

  const BOOKINGS_FRAME_PARTS = [
    '.fp-disclosure button',
    '[data-testid="last-updated"]',
    'p[role="status"]',
    'li[data-booking]:first-child h2',
    'li[data-booking]:first-child .fp-badge',
    'li[data-booking]:first-child .fp-bk-price',
    'li[data-booking]:first-child a',
    'li[data-booking]:nth-child(4)',
  ]

  test('on a driver’s /bookings the kept cards come first: the screen’s modules are fetched once they are drawn', async ({
    page,
    request,
  }) => {
    await keepBookingsFrame(page, request)
    await holdEntry(page)
    // The frame is drawn once the screen's stylesheets are in.
    const releaseStyles = await hold(page, /\/assets\/[^/]+\.css$/)
    await page.goto('/bookings?l=pl', { waitUntil: 'domcontentloaded' })
    const frame = page.locator('main[data-first-paint]')
    await expect(frame.locator('h1')).toBeVisible()
    const screenModules = page.locator('link[rel="modulepreload"][href*="/BookingsScreen-"]')
    // Several frames after the first paint (before, the links came two frames after it).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)))
    await expect(screenModules).toHaveCount(0)
    releaseStyles()
    await expect(frame.locator('li[data-booking]').first()).toBeVisible()
    await expect(screenModules).toHaveCount(1)
  })

  test('a driver’s /bookings opens with the cards React rendered on the last visit, which the app then replaces with the same cards', async ({
    page,
    request,
  }) => {
    await keepBookingsFrame(page, request)

    await recordLayoutShifts(page)
    // The first Intl formatter of a page costs tens of milliseconds on a slow phone: the frame is markup, it formats nothing.
    const formatters = await recordIntlFormatters(page, 'main[data-first-paint] li[data-booking]')
    const release = await holdEntry(page)
    await page.goto('/bookings?l=pl', { waitUntil: 'domcontentloaded' })
    const frame = page.locator('main[data-first-paint]')
    await expect(frame.locator('li[data-booking]').nth(3)).toBeVisible()
    expect((await formatters()).filter((built) => built.endsWith('before'))).toEqual([])
    await expect(frame.locator('.fp-disclosure button')).toHaveText('Filtry')
    // Stale: its box is kept, its text hidden until the app says it again.
    await expect(frame.locator('[data-testid="last-updated"]')).toBeHidden()
    // A plain link: it works before the app; the buttons wait for it.
    await expect(frame.locator('li[data-booking] a').first()).toHaveAttribute('href', /^\/booking\?b=[0-9a-f]{24}$/)
    for (const button of await frame.locator('li[data-booking] button').all()) await expect(button).toBeDisabled()
    const before = []
    for (const part of BOOKINGS_FRAME_PARTS) before.push(await box(page, `main[data-first-paint] ${part}`))
    const shapeBefore = await shape(page, 'main[data-first-paint] li[data-booking]:nth-child(-n+4)')
    release()

    const app = page.locator('main#main')
    await expect(frame).toHaveCount(0)
    await expect(app.locator('li[data-booking]').nth(3)).toBeVisible()
    for (const [i, part] of BOOKINGS_FRAME_PARTS.entries()) expectSameBox(await box(page, `main#main ${part}`), before[i], part)
    // The same markup: tags, classes and texts, card by card (the frame is what BookingCard rendered).
    expect(await shape(page, 'main#main li[data-booking]:nth-child(-n+4)')).toEqual(shapeBefore)
    expect(await layoutShifts(page)).toEqual([])
  })

  test('a driver’s /bookings draws no kept cards for another URL, another account, or once signed out', async ({ page, request }) => {
    await keepBookingsFrame(page, request)
    await page.route(ENTRY, (route) => route.abort())
    await page.goto('/bookings?l=pl&s=paid')
    await expect(page.locator('main[data-first-paint]')).toBeAttached()
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    await expect(page.locator('main[data-first-paint] li[data-booking]')).toHaveCount(0)
    await page.unroute(ENTRY)
    // Another account on this device: not drawn.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('bc-user')!) as { id: string }
      localStorage.setItem('bc-user', JSON.stringify({ ...user, id: `${user.id}0` }))
    })
    await page.route(ENTRY, (route) => route.abort())
    await page.goto('/bookings?l=pl')
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    await expect(page.locator('main[data-first-paint] li[data-booking]')).toHaveCount(0)
    await page.unroute(ENTRY)
    // Signed out: the kept markup goes with the rest of the driver's data.
    await keepBookingsFrame(page, request)
    await page.goto('/about?l=en')
    await page.getByRole('button', { name: /^Account menu for/ }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('bc-frames'))).toBeNull()
  })
})
