import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import {
  apiSession as session,
  dayAt as day,
  type ApiSession as Session,
  ACCOUNTS,
  expect,
  signInFast,
  test,
  waitForWorkerControl,
  type TestApi,
} from './fixtures'

/**
 * Issue 34 §2: actions kept until the network is back (src/lib/queue). Each is taken offline, kept
 * through a reload, and sent once when the network returns (read back through the API, and counted
 * by the server's call statistics); a refusal is reported in words; Undo; sign-out with one pending
 * (dropped offline, or sent first online).
 */

/** John books a SunRent car through the API with the cancellation option: a booking he may ask to cancel. */
async function johnBooksCancellable(request: APIRequestContext): Promise<{ id: string; car: string }> {
  const companies = (await (await request.get('/api/all-companies')).json()) as { _id: string; fullName: string }[]
  const sunrent = companies.find((c) => c.fullName === 'SunRent')!._id
  const filter = {
    fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
    gearbox: ['manual', 'automatic'],
    mileage: ['limited', 'unlimited'],
    deposit: -1,
  }
  const res = await request.post('/api/frontend-cars/1/100', { data: { companies: [sunrent], ...filter } })
  type Listed = { _id: string; name: string; minimumAge: number; cancellation: number; locations: (string | { _id: string })[] }
  const car = ((await res.json()) as { resultData: Listed[] }[])[0].resultData.find((c) => c.minimumAge <= 25 && c.cancellation >= 0)!
  const place = typeof car.locations[0] === 'string' ? car.locations[0] : car.locations[0]._id
  const john = await session(request, ACCOUNTS.john)
  const booking = {
    company: sunrent,
    car: car._id,
    driver: john.id,
    pickupLocation: place,
    dropOffLocation: place,
    from: day(200),
    to: day(203),
    cancellation: true,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  }
  const book = await request.post('/api/book', { headers: { 'x-access-token': john.accessToken }, data: { booking, payLater: true } })
  expect(book.status()).toBe(200)
  return { id: ((await book.json()) as { bookingId: string }).bookingId, car: car.name }
}

async function read<T>(request: APIRequestContext, who: Session, path: string): Promise<T> {
  const res = await request.get(path, { headers: { 'x-access-token': who.accessToken } })
  expect(res.status()).toBe(200)
  return (await res.json()) as T
}

/** How many times the server received a call ("POST /api/cancel-booking"). */
async function calls(api: TestApi, route: string): Promise<number> {
  return (await api.stats()).byRoute[route] ?? 0
}

/** A page that the app, its worker and its queue run in (the queue starts with the worker's agent). */
async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForWorkerControl(page)
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}

/** On a booking's page: asks for its cancellation (kept while offline). */
async function requestCancellation(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Cancel booking/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Request cancellation' }).click()
}

/** John, on his settings, switches his email notifications offline: the action is kept. Says whether they were on before. */
async function emailSwitchedOffline(page: Page, context: BrowserContext, request: APIRequestContext): Promise<boolean> {
  await signInFast(page, request, ACCOUNTS.john)
  await ready(page, '/settings?l=en')
  const email = page.getByRole('switch', { name: 'Email notifications' })
  await expect(email).toBeVisible()
  const before = (await email.getAttribute('aria-checked')) === 'true'
  await goOffline(context)
  await email.click()
  await expect(page.locator('[data-kind="email-notifications"]')).toBeVisible()
  return before
}

/** Opens the account menu and asks to sign out. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
}

test.describe.configure({ mode: 'serial' })

test('a driver’s cancellation, profile and email switch taken offline survive a reload and are sent once when the network returns', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(90_000)
  const booking = await johnBooksCancellable(request)
  await signInFast(page, request, ACCOUNTS.john)
  await ready(page, `/booking?b=${booking.id}&l=en`)
  await expect(page.getByRole('button', { name: /^Cancel booking/ })).toBeVisible()
  const settings = await context.newPage()
  await ready(settings, '/settings?l=en')
  await expect(settings.getByLabel('Location')).toBeVisible()

  await goOffline(context)
  // Issue 52: each screen's offline note says what is kept and sent later, and that the rest needs the network.
  await expect(
    page.getByText('A cancellation request, or a pick-up or return check, made now is kept and sent when you are back online'),
  ).toBeVisible()
  await expect(
    settings.getByText('Changes to your profile, email notifications and language made now are kept and sent when you are back online'),
  ).toBeVisible()
  await requestCancellation(page)
  await expect(page.getByTestId('kept-action')).toContainText('Will be sent when you are back online.')

  await settings.getByLabel('Location').fill('Gdańsk')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(settings.getByTestId('kept-action').and(settings.locator('[data-kind="profile"]'))).toBeVisible()
  const email = settings.getByRole('switch', { name: 'Email notifications' })
  const emailBefore = (await email.getAttribute('aria-checked')) === 'true'
  await email.click()
  await expect(email).toHaveAttribute('aria-checked', String(!emailBefore))
  await expect(settings.locator('[data-kind="email-notifications"]')).toBeVisible()

  // A reload while offline: the kept cancellation is still there, pending.
  await page.reload()
  await expect(page.getByTestId('kept-action')).toContainText('Will be sent when you are back online.')
  expect(await calls(api, 'POST /api/cancel-booking')).toBe(0)

  await context.setOffline(false)
  const john = await session(request, ACCOUNTS.john)
  await expect
    .poll(async () => (await read<{ cancelRequest?: boolean }>(request, john, `/api/booking/${booking.id}/en`)).cancelRequest)
    .toBe(true)
  await expect
    .poll(async () => (await read<{ location?: string }>(request, john, `/api/user/${john.id}`)).location, { timeout: 20_000 })
    .toBe('Gdańsk')
  await expect
    .poll(async () => (await read<{ enableEmailNotifications: boolean }>(request, john, `/api/user/${john.id}`)).enableEmailNotifications, {
      timeout: 20_000,
    })
    .toBe(!emailBefore)
  await expect(page.getByText('Cancellation requested')).toBeVisible()
  await expect(page.getByTestId('kept-action')).toHaveCount(0)
  await expect(settings.getByTestId('kept-action')).toHaveCount(0)
  // Two tabs were open when the network came back: each was sent once all the same.
  expect(await calls(api, 'POST /api/cancel-booking')).toBe(1)
  expect(await calls(api, 'POST /api/update-user')).toBe(1)
  expect(await calls(api, 'POST /api/update-email-notifications')).toBe(1)
})

test('notifications marked read offline are sent once; a delete undone while pending is never sent', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(60_000)
  await signInFast(page, request, ACCOUNTS.anna)
  const anna = await session(request, ACCOUNTS.anna)
  const unread = async () => (await read<{ count: number }>(request, anna, `/api/notification-counter/${anna.id}`)).count
  const before = await unread()
  await ready(page, '/notifications?l=en')
  const first = page.locator('main li[data-unread]').first()
  await expect(first).toBeVisible()
  const message = (await first.locator('p').first().textContent()) ?? ''

  await goOffline(context)
  await first.getByRole('button', { name: 'Mark as read' }).click()
  const row = page.locator('main li').filter({ hasText: message })
  await expect(row).not.toHaveAttribute('data-unread')
  await expect(row.getByTestId('kept-action')).toContainText('Will be sent when you are back online.')

  const other = page.locator('main li').nth(5)
  await other.getByRole('button', { name: 'Delete notification' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(other.getByTestId('kept-action')).toBeVisible()
  await other.getByRole('button', { name: /^Undo: deleting 1 notification/ }).click()
  await expect(other.getByTestId('kept-action')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByText('Sent: marking 1 notification as read.')).toBeVisible({ timeout: 20_000 })
  await expect.poll(unread).toBe(before - 1)
  expect(await calls(api, 'POST /api/mark-notifications-as-read')).toBe(1)
  expect(await calls(api, 'POST /api/delete-notifications')).toBe(0)
  await expect(page.locator('main li')).toHaveCount(30)
})

test('a supplier’s availability switch and status change taken offline survive a reload and are sent once', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(90_000)
  const booking = await johnBooksCancellable(request)
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  const sunrent = await session(request, ACCOUNTS.supplier, 'backend')
  await ready(page, '/supplier/cars?l=en')
  const card = page.getByTestId('supplier-car').first()
  await expect(card).toBeVisible()
  const carId = (await card.getAttribute('data-car-id'))!
  const toggle = card.getByRole('switch', { name: /^Available for rental/ })
  const availableBefore = (await toggle.getAttribute('aria-checked')) === 'true'
  const bookings = await context.newPage()
  await ready(bookings, '/supplier/bookings?l=en')
  const row = bookings.locator(`main [data-booking="${booking.id}"]`)
  await expect(row).toContainText('Pending')

  await goOffline(context)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', String(!availableBefore))
  await expect(card.getByTestId('kept-action')).toBeVisible()
  await row.getByRole('checkbox').check()
  await bookings.getByLabel('New status').selectOption('reserved')
  await bookings.getByRole('button', { name: 'Change status' }).click()
  await bookings.getByRole('dialog').getByRole('button', { name: 'Change status' }).click()
  await expect(bookings.locator('[data-kind="booking-status"]')).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('supplier-car').first().getByTestId('kept-action')).toBeVisible()
  await expect(page.getByTestId('supplier-car').first().getByRole('switch')).toHaveAttribute('aria-checked', String(!availableBefore))

  await context.setOffline(false)
  await expect
    .poll(async () => (await read<{ available: boolean }>(request, sunrent, `/api/car/${carId}/en`)).available, { timeout: 20_000 })
    .toBe(!availableBefore)
  await expect
    .poll(async () => (await read<{ status: string }>(request, sunrent, `/api/booking/${booking.id}/en`)).status, { timeout: 20_000 })
    .toBe('reserved')
  await expect(row).toContainText('Reserved')
  await expect(page.getByTestId('kept-action')).toHaveCount(0)
  expect(await calls(api, 'PUT /api/update-car')).toBe(1)
  expect(await calls(api, 'POST /api/update-booking-status')).toBe(1)
})

test('a cancellation kept offline and refused when it goes out is reported with the reason', async ({ page, context, request, api }) => {
  test.setTimeout(60_000)
  const booking = await johnBooksCancellable(request)
  await signInFast(page, request, ACCOUNTS.john)
  await ready(page, `/booking?b=${booking.id}&l=en`)
  await goOffline(context)
  await requestCancellation(page)
  await expect(page.getByTestId('kept-action')).toBeVisible()

  // Meanwhile the booking is cancelled on the other side.
  const admin = await session(request, ACCOUNTS.admin, 'backend')
  const cancel = await request.post('/api/update-booking-status', {
    headers: { 'x-access-token': admin.accessToken },
    data: { ids: [booking.id], status: 'cancelled' },
  })
  expect(cancel.status()).toBe(200)

  await context.setOffline(false)
  await expect(
    page.getByText(`Not sent: your cancellation request for ${booking.car}. The supplier cancelled the booking meanwhile.`),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('This booking can no longer be cancelled.')).toBeVisible()
  expect(await calls(api, 'POST /api/cancel-booking')).toBe(0)
})

test('sign-out with a pending action asks first; offline, dropping it signs out and it is never sent', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(60_000)
  await emailSwitchedOffline(page, context, request)

  await signOut(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('1 action is not sent yet')
  await expect(dialog).toContainText('You are offline, so they cannot be sent now.')
  // Stay signed in: the dialog closes and the action still waits.
  await dialog.getByRole('button', { name: 'Stay signed in' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('[data-kind="email-notifications"]')).toBeVisible()

  await signOut(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Drop them and sign out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('bc-queue')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('actions')) return resolve(0)
          const count = db.transaction('actions').objectStore('actions').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )
  expect(kept).toBe(0)
  await context.setOffline(false)
  await page.waitForTimeout(1500)
  expect(await calls(api, 'POST /api/update-email-notifications')).toBe(0)
})

test('sign-out online with a pending action: sending it first stays signed in while the server fails, then sends it once and signs out', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(60_000)
  const emailBefore = await emailSwitchedOffline(page, context, request)
  // Back online, but the server refuses this call for now (503): the action stays pending.
  await api.control({ failStatus: 503, match: '/api/update-email-notifications' })
  await context.setOffline(false)
  await expect.poll(() => calls(api, 'POST /api/update-email-notifications')).toBeGreaterThan(0)
  await expect(page.locator('[data-kind="email-notifications"]')).toBeVisible()

  await signOut(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('1 action is not sent yet')
  await dialog.getByRole('button', { name: 'Send them, then sign out' }).click()
  await expect(page.getByText('Some of your actions could not be sent. Try again, or sign out and drop them.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('bc-user'))).not.toBeNull()

  await api.control({})
  await dialog.getByRole('button', { name: 'Send them, then sign out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  const john = await session(request, ACCOUNTS.john)
  expect((await read<{ enableEmailNotifications: boolean }>(request, john, `/api/user/${john.id}`)).enableEmailNotifications).toBe(
    !emailBefore,
  )
  // Nothing is left to go out after the sign-out.
  const sent = await calls(api, 'POST /api/update-email-notifications')
  await page.waitForTimeout(2500)
  expect(await calls(api, 'POST /api/update-email-notifications')).toBe(sent)
})

test('a language chosen offline applies at once and is saved on the account once the network returns', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(60_000)
  await signInFast(page, request, ACCOUNTS.john)
  await ready(page, '/settings?l=en')
  const language = page.locator('main select[name="language"]')
  await expect(language).toHaveValue('en')
  await goOffline(context)
  await language.selectOption('pl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(page.locator('[data-kind="language"]')).toContainText('Zostanie wysłane, gdy wrócisz do sieci.')
  await expect(page.getByText('Zmiany profilu, powiadomień e-mail i języka wprowadzone teraz zostaną zachowane')).toBeVisible()
  expect(await calls(api, 'POST /api/update-language')).toBe(0)

  await context.setOffline(false)
  const john = await session(request, ACCOUNTS.john)
  await expect
    .poll(async () => (await read<{ language: string }>(request, john, `/api/user/${john.id}`)).language, { timeout: 20_000 })
    .toBe('pl')
  await expect(page.locator('[data-kind="language"]')).toHaveCount(0)
  expect(await calls(api, 'POST /api/update-language')).toBe(1)
})
