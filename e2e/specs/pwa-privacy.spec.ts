import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, deviceData, expect, resetDataBeforeEach, signInFast, test, waitForWorkerControl, type DeviceData } from './fixtures'

/**
 * Shared devices: sign-out (and a 401) leave nothing of the driver behind, in
 * IndexedDB or Cache Storage, online or offline, and other tabs follow. On the
 * worker's own server: the spec injects a 401 for everyone on that server.
 */
test.describe.configure({ mode: 'serial' })
// The spec slows down and breaks the API on purpose (api.control). It does so on its worker's own server, which no
// other test uses meanwhile, and each test ends with the knobs reset: none reaches the next test on that worker.
test.afterEach(async ({ request }) => {
  expect((await request.post('/api/__test/control', { data: {} })).ok()).toBeTruthy()
})

interface Driver {
  id: string
  accessToken: string
}

async function signInWithWorker(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  appType: 'frontend' | 'backend' = 'frontend',
): Promise<Driver> {
  await signInFast(page, request, account, appType)
  await page.goto('/')
  await waitForWorkerControl(page)
  return JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!)
}

/** Opens /bookings and one booking's detail, so the mirror and the caches fill up. Returns the ids seen. */
async function browseBookings(page: Page): Promise<string[]> {
  await page.goto('/bookings')
  const rows = page.locator('main [data-booking]')
  await expect(rows.first()).toBeVisible()
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')!))
  await page.goto(`/booking?b=${ids[0]}`)
  await expect(page.locator('main')).toContainText(/\w/)
  await expect
    .poll(async () => (await deviceData(page)).caches.find((c) => c.name === 'bc-api-bookings-v1')?.urls.length ?? 0)
    .toBeGreaterThan(1)
  return ids
}

/**
 * Traces of a driver the snapshot still holds: entries naming the driver, the
 * token, or the bookings seen, anywhere in IndexedDB, Cache Storage or localStorage
 * (cache keys carry sha256 of the token). With `anyone`, also any entry at all in the
 * mirrors (the first page kept in localStorage included) and the personal caches, and
 * any booking or avatar URL.
 */
function personalTraces(data: DeviceData, driver: Driver, bookingIds: string[], anyone = true): string[] {
  const traces: string[] = []
  const tokenHash = createHash('sha256').update(driver.accessToken).digest('hex')
  const needles = [driver.id, driver.accessToken, tokenHash, ...bookingIds, ...(anyone ? ['/api/booking', '/cdn/users/'] : [])]
  for (const store of data.idb) {
    const text = [...store.keys, ...store.values].join('\n')
    if (anyone && (store.db === 'bc-bookings' || store.db === 'bc-supplier-cars') && store.keys.length)
      traces.push(`${store.db}/${store.store}: ${store.keys.length} entries`)
    for (const needle of needles) if (text.includes(needle)) traces.push(`${store.db}/${store.store} mentions ${needle}`)
  }
  for (const { key, value } of data.local) {
    if (anyone && key === 'bc-bookings-first') traces.push('localStorage keeps the first page of a bookings list')
    for (const needle of needles) if (value.includes(needle)) traces.push(`localStorage ${key} mentions ${needle}`)
  }
  for (const cache of data.caches) {
    if (anyone && (cache.name === 'bc-api-bookings-v1' || cache.name === 'bc-img-users-v1') && cache.urls.length) {
      traces.push(`cache ${cache.name}: ${cache.urls.length} entries`)
    }
    for (const url of cache.urls) for (const needle of needles) if (url.includes(needle)) traces.push(`cache ${cache.name} holds ${url}`)
  }
  return traces
}

async function signOutFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click()
  await page.getByRole('button', { name: /^(Wyloguj się|Sign out)$/ }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
}

test.describe('PWA privacy on a shared device', () => {
  resetDataBeforeEach()

  test('sign-out empties the mirror and the personal caches; offline, no booking is visible anywhere', async ({
    page,
    context,
    request,
  }) => {
    const anna = await signInWithWorker(page, request, ACCOUNTS.anna)
    const ids = await browseBookings(page)
    await page.evaluate(() => sessionStorage.setItem('bc-test', 'x'))
    const before = await deviceData(page)
    expect(personalTraces(before, anna, ids).length, 'the test saw personal data before sign-out').toBeGreaterThan(0)

    await signOutFromMenu(page, ACCOUNTS.anna.name)
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(async () => personalTraces(await deviceData(page), anna, ids)).toEqual([])
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    expect((await context.cookies()).filter((c) => !c.httpOnly)).toEqual([])

    await context.setOffline(true)
    for (const path of ['/bookings', `/booking?b=${ids[0]}`]) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/sign-in/)
      await expect(page.locator('[data-booking]')).toHaveCount(0)
    }
    // The worker has nothing to answer with either, even with Anna's old token.
    const replay = await page.evaluate(
      async ({ token, id }) => {
        try {
          return (await fetch(`/api/booking/${id}/pl`, { headers: { 'x-access-token': token } })).status
        } catch {
          return 0
        }
      },
      { token: anna.accessToken, id: ids[0] },
    )
    expect(replay).toBe(0)
    expect(personalTraces(await deviceData(page), anna, ids)).toEqual([])
  })

  test('a supplier’s sign-out leaves nothing of its cars, its bookings or its drivers on the device', async ({
    page,
    context,
    request,
  }) => {
    const supplier = await signInWithWorker(page, request, ACCOUNTS.supplier, 'backend')
    await page.goto('/supplier/cars')
    await expect(page.locator('main [data-car-id]').first()).toBeVisible()
    await page.goto('/supplier/bookings')
    const rows = page.locator('main [data-booking]')
    await expect(rows.first()).toBeVisible()
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')!))
    await expect.poll(async () => personalTraces(await deviceData(page), supplier, ids).length).toBeGreaterThan(1)

    await signOutFromMenu(page, ACCOUNTS.supplier.name)
    await expect(page).toHaveURL(/\/supplier\/sign-in$/)
    await expect.poll(async () => personalTraces(await deviceData(page), supplier, ids)).toEqual([])
    await context.setOffline(true)
    for (const path of ['/supplier/cars', '/supplier/bookings']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/supplier\/sign-in/)
      await expect(page.locator('main [data-booking], main [data-car-id]')).toHaveCount(0)
    }
  })

  test('a second driver on the same device never sees the first driver’s bookings, online or offline', async ({
    page,
    context,
    request,
  }) => {
    const anna = await signInWithWorker(page, request, ACCOUNTS.anna)
    const annaIds = await browseBookings(page)
    await signOutFromMenu(page, ACCOUNTS.anna.name)

    const john = await signInWithWorker(page, request, ACCOUNTS.john)
    expect(john.id).not.toBe(anna.id)
    await page.goto('/bookings')
    await expect(page.locator('main#main h1')).toBeVisible()
    await expect(page.locator('main [data-booking]').first().or(page.getByText('Brak rezerwacji.'))).toBeVisible()
    const johnIds = await page.locator('main [data-booking]').evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')!))
    expect(johnIds.filter((id) => annaIds.includes(id))).toEqual([])

    await context.setOffline(true)
    await page.goto('/bookings')
    await expect(page.locator('main#main h1')).toBeVisible()
    const offlineIds = await page.locator('main [data-booking]').evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')!))
    expect(offlineIds.filter((id) => annaIds.includes(id))).toEqual([])
    await page.goto(`/booking?b=${annaIds[0]}`)
    await expect(page.locator('main#main h1')).toBeVisible()
    await expect(page.locator('[data-booking]')).toHaveCount(0)
    expect(personalTraces(await deviceData(page), anna, annaIds, false)).toEqual([])
  })

  test('another open tab is signed out and purged when the first signs out', async ({ page, context, request }) => {
    await signInWithWorker(page, request, ACCOUNTS.anna)
    await browseBookings(page)
    const other = await context.newPage()
    await other.goto('/bookings')
    await expect(other.locator('main [data-booking]').first()).toBeVisible()
    await other.evaluate(() => sessionStorage.setItem('bc-test', 'x'))

    await signOutFromMenu(page, ACCOUNTS.anna.name)
    await expect(other).toHaveURL(/\/sign-in/)
    await expect(other.locator('[data-booking]')).toHaveCount(0)
    await expect(other.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible()
    await expect.poll(() => other.evaluate(() => sessionStorage.length)).toBe(0)
  })

  test('a bookings reply still on its way at sign-out is never written back to the device', async ({ page, request, api }) => {
    const anna = await signInWithWorker(page, request, ACCOUNTS.anna)
    const ids = await browseBookings(page)
    // The list's revalidation is slow: its answer (the worker's cached one at 0.6 s, the
    // network's at 2.5 s) arrives after the driver has signed out.
    await api.control({ delayMs: 2500, match: '/api/bookings/' })
    const inFlight = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/bookings/'))
    await page.goto('/bookings')
    await inFlight
    await signOutFromMenu(page, ACCOUNTS.anna.name)
    await page.waitForTimeout(3000)
    expect(personalTraces(await deviceData(page), anna, ids)).toEqual([])
    await api.control({})
  })

  test('a 401 that the worker hid behind its cached answer still signs out and purges', async ({ page, request, api }) => {
    const anna = await signInWithWorker(page, request, ACCOUNTS.anna)
    const ids = await browseBookings(page)
    // Only the booking detail is refused, and slowly: the page gets the cached detail at 0.6 s
    // and never sees the 401 itself; the worker does, and tells it.
    await api.control({ failStatus: 401, delayMs: 2500, match: '/api/booking/' })
    await page.goto(`/booking?b=${ids[0]}`)
    await expect(page).toHaveURL(/\/sign-in/, { timeout: 10_000 })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    await expect.poll(async () => personalTraces(await deviceData(page), anna, ids)).toEqual([])
    await api.control({})
  })

  test('a 401 on a token call signs out and purges like a sign-out', async ({ page, request, api }) => {
    const anna = await signInWithWorker(page, request, ACCOUNTS.anna)
    const ids = await browseBookings(page)
    // The token is refused everywhere (a cached list may still answer first on a slow link;
    // the next uncached token call, here the notification counter, reports the 401).
    await api.control({ failStatus: 401 })
    await page.goto('/bookings')
    await expect(page).toHaveURL(/\/sign-in/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    await expect.poll(async () => personalTraces(await deviceData(page), anna, ids)).toEqual([])
    await api.control({})
  })
})
