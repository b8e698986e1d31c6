import type { APIRequestContext } from '@playwright/test'
import {
  apiSession as session,
  dayAt as day,
  type ApiSession as Session,
  ACCOUNTS,
  axeViolations,
  expect,
  resetDataBeforeEach,
  signInFast,
  test,
  waitForWorkerControl,
} from './fixtures'

/** Issue 10: /supplier/bookings and /supplier/booking: the bookings of a supplier's cars, their status, cancel requests. */

resetDataBeforeEach()

const ALL_CARS = {
  fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
}

/** John books a SunRent car through the API (call 25), paying later; with `cancellation`, the option is taken. */
async function johnBooksSunRent(request: APIRequestContext, startDay: number, cancellation = false): Promise<string> {
  const companies = (await (await request.get('/api/all-companies')).json()) as { _id: string; fullName: string }[]
  const sunrent = companies.find((c) => c.fullName === 'SunRent')!._id
  const res = await request.post('/api/frontend-cars/1/100', { data: { companies: [sunrent], ...ALL_CARS } })
  const cars = (
    (await res.json()) as { resultData: { _id: string; minimumAge: number; cancellation: number; locations: unknown[] }[] }[]
  )[0].resultData
  const car = cars.find((c) => c.minimumAge <= 25 && (!cancellation || c.cancellation >= 0))!
  const first = car.locations[0] as string | { _id: string }
  const place = typeof first === 'string' ? first : first._id
  const john = await session(request, ACCOUNTS.john)
  const booking = {
    company: sunrent,
    car: car._id,
    driver: john.id,
    pickupLocation: place,
    dropOffLocation: place,
    from: day(startDay),
    to: day(startDay + 3),
    cancellation,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  }
  const book = await request.post('/api/book', { headers: { 'x-access-token': john.accessToken }, data: { booking, payLater: true } })
  expect(book.status()).toBe(200)
  return ((await book.json()) as { bookingId: string }).bookingId
}

async function statusSeenBy(request: APIRequestContext, who: Session, bookingId: string): Promise<string> {
  const res = await request.get(`/api/booking/${bookingId}/en`, { headers: { 'x-access-token': who.accessToken } })
  return ((await res.json()) as { status: string }).status
}

/** A booking of SunRent's cars whose driver (John) asked to cancel it (call 24). */
async function requestedCancellation(request: APIRequestContext, startDay = 220): Promise<string> {
  const id = await johnBooksSunRent(request, startDay, true)
  const john = await session(request, ACCOUNTS.john)
  expect((await request.post(`/api/cancel-booking/${id}`, { headers: { 'x-access-token': john.accessToken } })).status()).toBe(200)
  return id
}

test('a supplier sets a driver’s booking to Reserved after a confirmation; the driver sees it and is notified @phone', async ({
  page,
  request,
}) => {
  const id = await johnBooksSunRent(request, 200)
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/supplier/bookings?l=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings of my cars' })).toBeVisible()
  const row = page.locator(`main [data-booking="${id}"]`)
  await expect(row).toContainText('Pending')
  // The driver, not the supplier, and no driver's cancel action.
  await expect(row.getByTestId('booking-driver')).toContainText('Driver:')
  await expect(page.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0)
  await expect(row.getByRole('link', { name: /View/ })).toHaveAttribute('href', `/supplier/booking?b=${id}`)

  // Nothing ticked: the count is empty and takes no room (on a phone it used to leave a blank line).
  await expect(page.getByTestId('selected-count')).toHaveJSProperty('offsetHeight', 0)
  await row.getByRole('checkbox').check()
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected')
  await page.getByLabel('New status').selectOption('reserved')
  await page.getByRole('button', { name: 'Change status' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Change the status of 1 booking to Reserved?')
  await dialog.getByRole('button', { name: 'Change status' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(row).toContainText('Reserved')
  await expect(row).not.toContainText('Pending')

  await signInFast(page, request, ACCOUNTS.john)
  await page.goto('/bookings?l=en')
  await expect(page.locator(`main [data-booking="${id}"]`)).toContainText('Reserved')
  await page.goto('/notifications?l=en')
  await expect(page.locator('main li').filter({ hasText: `The status of the booking ${id} was updated.` })).toBeVisible()
})

test('a driver’s cancellation request reaches the supplier, stands out, and accepting it sets Cancelled', async ({ page, request }) => {
  const id = await requestedCancellation(request)
  const john = await session(request, ACCOUNTS.john)

  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/notifications?l=en')
  await expect(page.locator('main li').filter({ hasText: `John Smith made a request to cancel the booking ${id}.` })).toBeVisible()
  await expect(page.locator('header a[href="/notifications"]')).toContainText(/\d/)

  await page.goto('/supplier/bookings?l=en')
  const row = page.locator(`main [data-booking="${id}"]`)
  await expect(row).toHaveAttribute('data-cancel-request', 'true')
  await expect(row).toContainText('The driver asked to cancel this booking')
  await row.getByRole('link', { name: /View/ }).click()
  await expect(page).toHaveURL(new RegExp(`/supplier/booking\\?b=${id}`))
  const request_ = page.getByTestId('cancel-request-detail')
  await expect(request_).toContainText('The driver asked to cancel this booking')
  await request_.getByRole('button', { name: 'Accept the cancellation' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Accept the cancellation?')
  await dialog.getByRole('button', { name: 'Accept the cancellation' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  await expect(request_).toHaveCount(0)
  await expect(page.locator('main').getByText('Cancelled', { exact: true }).first()).toBeVisible()
  expect(await statusSeenBy(request, john, id)).toBe('cancelled')
})

test('another supplier’s booking is not found', async ({ page, request }) => {
  const sunrentBooking = await requestedCancellation(request)
  await signInFast(page, request, ACCOUNTS.atlas, 'backend')
  await page.goto(`/supplier/booking?b=${sunrentBooking}&l=en`)
  await expect(page.getByText('Booking not found.', { exact: false })).toBeVisible()
  await expect(page.getByTestId('pass-reference')).toHaveCount(0)
})

test('offline: the list and a booking open from the saved copy; a status change can be kept, the cancellation answer needs a connection', async ({
  page,
  context,
  request,
}) => {
  const id = await requestedCancellation(request)
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/supplier/bookings?l=en')
  await waitForWorkerControl(page)
  const row = page.locator(`main [data-booking="${id}"]`)
  await expect(row).toBeVisible()
  await row.getByRole('link', { name: /View/ }).click()
  await expect(page.getByTestId('pass-reference')).toHaveText(id)

  await context.setOffline(true)
  await page.goto('/supplier/bookings?l=en')
  await expect(row).toBeVisible()
  await expect(page.getByText('You are offline. This is the copy saved on this device')).toBeVisible()
  await expect(page.getByText('A status change made now is kept and sent when you are back online')).toBeVisible()
  await expect(page.getByTestId('last-updated')).toContainText('Last updated')
  await row.getByRole('checkbox').check()
  // A status change is kept until the network is back (offline-actions.spec); the cancellation answer needs the network.
  await expect(page.getByRole('button', { name: 'Change status' })).toBeDisabled()
  await page.getByLabel('New status').selectOption('reserved')
  await expect(page.getByRole('button', { name: 'Change status' })).toBeEnabled()

  await row.getByRole('link', { name: /View/ }).click()
  await expect(page.getByTestId('pass-reference')).toHaveText(id)
  await expect(page.getByRole('button', { name: 'Accept the cancellation' })).toBeDisabled()
  await expect(page.getByTestId('last-updated')).toContainText('Last updated')
  await context.setOffline(false)
})

test('the list and a booking: no axe violation in pl, fr and en, and no sideways scroll at 320 px', async ({ page, request }) => {
  const id = await requestedCancellation(request)
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  for (const lang of ['pl', 'fr', 'en']) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/supplier/bookings?l=${lang}`)
    await expect(page.locator(`main [data-booking="${id}"]`)).toBeVisible()
    await page.locator('main [data-booking] input[type="checkbox"]').first().check()
    expect(await axeViolations(page), `list, ${lang}`).toEqual([])
    await page.goto(`/supplier/booking?b=${id}&l=${lang}`)
    await expect(page.getByTestId('cancel-request-detail')).toBeVisible()
    expect(await axeViolations(page), `detail, ${lang}`).toEqual([])

    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of [`/supplier/bookings?l=${lang}`, `/supplier/booking?b=${id}&l=${lang}`]) {
      await page.goto(path)
      await expect(page.locator('main [data-booking], main [data-pass]').first()).toBeVisible()
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, `${path} at 320 px`).toBeLessThanOrEqual(clientWidth)
    }
  }
})
