import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, expect, signInFast, test } from './fixtures'

/** The booking journey: /create-booking for a signed-in driver and for a guest, its rules, and a booking made once. */

interface CarInfo {
  _id: string
  name: string
  minimumAge: number
  cancellation: number
  additionalDriver: number
  company: { _id: string; payLater?: boolean }
  locations: { _id: string; name: string }[]
}

async function findCar(request: APIRequestContext, want: (c: CarInfo) => boolean = () => true): Promise<CarInfo> {
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const res = await request.post('/api/frontend-cars/1/100', {
    data: {
      companies,
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    },
  })
  const cars = ((await res.json()) as { resultData: { _id: string }[] }[])[0].resultData
  for (const { _id } of cars) {
    const car = (await (await request.get(`/api/car/${_id}/en`)).json()) as CarInfo
    // A supplier that lets drivers pay at the desk: paying now (payment.spec) leaves the app for the provider's page.
    if (want(car) && car.company.payLater === true) return car
  }
  throw new Error('no car matches')
}

function day(offset: number, hour = 10): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + offset)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

function bookingPath(car: CarInfo, options: string[] = []): string {
  const q = new URLSearchParams({ c: car._id, p: car.locations[0]._id, f: day(10), t: day(13) })
  if (options.length) q.set('o', options.join(','))
  q.set('l', 'en')
  return `/create-booking?${q.toString()}`
}

async function bookingCount(request: APIRequestContext, token: string): Promise<number> {
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const res = await request.post('/api/bookings/1/200/en', {
    headers: { 'x-access-token': token },
    data: { companies, statuses: ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'], user: 'x' },
  })
  const page = (await res.json()) as { pageInfo: { totalRecords: number }[] }[]
  return page[0]?.pageInfo[0]?.totalRecords ?? 0
}

async function fillPerson(page: Page, scope: string, p: { fullName: string; email: string; phone: string; birthDate: string }) {
  await page.locator(`[name="${scope}.fullName"]`).fill(p.fullName)
  await page.locator(`[name="${scope}.email"]`).fill(p.email)
  await page.locator(`[name="${scope}.phone"]`).fill(p.phone)
  await page.locator(`[name="${scope}.birthDate"]`).fill(p.birthDate)
}

const GUEST = { fullName: 'Ewa Guest', email: '', phone: '+48 600 700 800', birthDate: '1990-04-04' }

test.describe('create booking', () => {
  test('a signed-in driver books, finds the booking in /bookings, opens it and asks to cancel it @phone', async ({
    page,
    request,
    api,
  }) => {
    void api
    const car = await findCar(request, (c) => c.cancellation >= 0 && c.minimumAge <= 30)
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto(bookingPath(car, ['cancellation']))
    await expect(page.getByRole('heading', { level: 2, name: car.name })).toBeVisible()
    await expect(page.getByText('4 days', { exact: true })).toBeVisible()
    await expect(page.getByTestId('booking-total')).toContainText(/\d/)
    await page.getByRole('button', { name: 'Book' }).click()

    const confirmation = page.getByTestId('booking-confirmation')
    await expect(confirmation).toContainText('Your booking is confirmed.')
    const id = (await page.getByTestId('booking-number').textContent())!.trim()
    expect(id).toMatch(/^[0-9a-f]{24}$/)

    await page.goto('/bookings?l=en')
    const row = page.locator(`main [data-booking="${id}"]`)
    await expect(row).toBeVisible()
    await expect(row).toContainText(car.name)
    await row.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/booking\\?b=${id}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(car.name)

    await page.getByRole('button', { name: /^Cancel booking/ }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Cancel this booking?')
    await dialog.getByRole('button', { name: 'Request cancellation' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Cancellation requested')).toBeVisible()

    // The list agrees, after a reload from the server.
    await page.goto('/bookings?l=en')
    await expect(page.locator(`main [data-booking="${id}"]`)).toContainText('Cancellation requested')
  })

  test('a guest books with a new email and receives the activation email @phone', async ({ page, request, api }) => {
    const car = await findCar(request, (c) => c.minimumAge <= 30)
    const email = `guest-${Date.now()}@example.com`
    await page.goto(bookingPath(car))
    await fillPerson(page, 'driver', { ...GUEST, email })
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await expect(page.locator('form').getByRole('link', { name: 'Terms of Use', exact: true })).toHaveAttribute('href', '/tos')
    await page.getByRole('button', { name: 'Book' }).click()
    await expect(page.getByTestId('booking-confirmation')).toContainText(email)
    await expect(page.getByTestId('booking-number')).toHaveText(/^[0-9a-f]{24}$/)
    const mail = await api.lastEmail(email)
    expect(mail.links.length).toBeGreaterThan(0)
    // The draft is gone after success.
    expect(await page.evaluate(() => localStorage.getItem('bc-draft:create-booking'))).toBeNull()
  })

  test('a guest with a registered email is told so, with a way to sign in that comes back here', async ({ page, request, api }) => {
    void api
    const car = await findCar(request)
    const path = bookingPath(car)
    await page.goto(path)
    await page.locator('[name="driver.fullName"]').fill('Anna')
    await page.locator('[name="driver.email"]').fill(ACCOUNTS.anna.email)
    await page.locator('[name="driver.phone"]').focus()
    await expect(page.getByText('This email address is already registered.')).toBeVisible()
    const link = page.locator('form').getByRole('link', { name: 'Sign in' }).last()
    const href = (await link.getAttribute('href'))!
    expect(href.startsWith('/sign-in?from=')).toBe(true)
    expect(decodeURIComponent(href.slice('/sign-in?from='.length))).toBe(path)
    // What was typed is kept for the way back.
    await page.reload()
    await expect(page.locator('[name="driver.fullName"]')).toHaveValue('Anna')
    await expect(page.locator('[name="driver.email"]')).toHaveValue(ACCOUNTS.anna.email)
  })

  test('every validation message, and focus on the first invalid field', async ({ page, request, api }) => {
    void api
    const car = await findCar(request, (c) => c.additionalDriver >= 0)
    await page.goto(bookingPath(car, ['additionalDriver']))
    await page.getByRole('button', { name: 'Book' }).click()
    await expect(page.getByTestId('form-error')).toHaveText('Please fix errors.')
    await expect(page.locator('[name="driver.fullName"]')).toBeFocused()
    await expect(page.getByText('Please accept the Terms of Use.')).toBeVisible()

    await fillPerson(page, 'driver', { fullName: 'Young Guest', email: 'not-an-email', phone: '12ab', birthDate: '2015-01-01' })
    await fillPerson(page, 'additional', {
      fullName: 'Extra',
      email: 'extra@example.com',
      phone: '+48 600 100 100',
      birthDate: '2014-01-01',
    })
    await page.getByRole('button', { name: 'Book' }).click()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    await expect(page.getByText('Invalid phone number')).toBeVisible()
    await expect(page.getByText(`The driver must be at least ${car.minimumAge} years old.`)).toHaveCount(2)
    await expect(page.locator('[name="driver.email"]')).toBeFocused()
    expect((await api.stats()).byRoute['POST /api/book'] ?? 0).toBe(0)
  })

  test('a double click on Book creates one booking', async ({ page, request, api }) => {
    void api
    const car = await findCar(request, (c) => c.minimumAge <= 30)
    await signInFast(page, request, ACCOUNTS.john)
    const token = (JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!) as { accessToken: string }).accessToken
    const before = await bookingCount(request, token)
    await api.control({ delayMs: 600, match: '/api/book' })
    await page.goto(bookingPath(car))
    const book = page.getByRole('button', { name: 'Book' })
    await book.dblclick()
    await book.click({ force: true }).catch(() => {})
    await expect(page.getByTestId('booking-confirmation')).toBeVisible({ timeout: 10_000 })
    await api.control({})
    expect(await bookingCount(request, token)).toBe(before + 1)
  })
})
