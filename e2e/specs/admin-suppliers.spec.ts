/**
 * The operator's suppliers (calls 45–52) end to end: the admin signs in at the back-office door and
 * lands on its corner, creates a supplier with its logo; the supplier activates from the emailed
 * link (app=backend), signs in and creates a car that a driver then finds on /cars; deleting a
 * supplier with bookings is refused with the reason and the alternative, and nothing is lost; a
 * driver or a supplier opening the operator's screens is told they are not for them.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, axeViolations, expect, signInFast, test } from './fixtures'

/** A real 1x1 PNG (the API reads the bytes, not the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

type Paged<T> = [{ resultData: T[]; pageInfo: { totalRecords: number }[] }]

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/sign-in/backend', { data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { accessToken: string }).accessToken
}

/** What the server holds of a supplier: its row of call 47 (with carCount) and its bookings (call 22, every driver's). */
async function holdings(request: APIRequestContext, token: string, name: string) {
  const headers = { 'x-access-token': token }
  const list = (await (await request.get(`/api/companies/1/15/?s=${encodeURIComponent(name)}`, { headers })).json()) as Paged<{
    _id: string
    fullName: string
    carCount: number
  }>
  const row = list[0].resultData.find((s) => s.fullName === name)!
  const statuses = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled']
  const bookings = (await (
    await request.post('/api/bookings/1/100/en', { data: { companies: [row._id], statuses }, headers })
  ).json()) as Paged<{ _id: string }>
  return { id: row._id, carCount: row.carCount, bookings: bookings[0].pageInfo[0]?.totalRecords ?? 0 }
}

async function fillNewCar(page: Page, name: string): Promise<void> {
  await page.getByLabel('Picture (JPEG, PNG or WebP, at most 5 MB)').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'The car as drivers will see it' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Type', { exact: true }).selectOption('EV')
  await page.getByRole('combobox', { name: 'Pick-up locations' }).fill('Kra')
  await page.getByRole('listbox', { name: 'Pick-up locations' }).getByRole('option').first().click()
  await expect(page.getByRole('list', { name: 'Chosen places' }).getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Price per day (DH)').fill('199')
  await page.getByLabel('Deposit (DH)').fill('1000')
}

test('the admin creates a supplier, which activates from its email and offers a car that drivers find', async ({ page, browser, api }) => {
  // The back-office door takes the operator and lands it on its corner.
  await page.goto('/supplier/sign-in?l=en')
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.admin.email)
  await page.getByLabel('Password').fill(ACCOUNTS.admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/suppliers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await expect(page.getByTestId('admin-suppliers-count')).toHaveText(/^\d+ suppliers$/)

  // A new supplier: a mistake is said under its field and nothing typed is lost.
  await page.getByRole('link', { name: 'New supplier' }).click()
  await expect(page).toHaveURL(/\/admin\/new-supplier$/)
  await page.getByLabel('Name', { exact: true }).fill('Volta Test Rent')
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByLabel('Phone').fill('+48 500 600 700')
  await page.getByLabel('Desk address').fill('ul. Długa 1, Gdańsk')
  await page.getByLabel('Opening hours and instructions').fill('Mon–Fri 8:00–18:00')
  await page.getByLabel('Language of its emails').selectOption('en')
  await page.getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Preview of the new logo of Volta Test Rent' })).toBeVisible()
  await page.getByRole('button', { name: 'Create the supplier' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Desk address')).toHaveValue('ul. Długa 1, Gdańsk')
  await page.getByLabel('Email', { exact: true }).fill('desk@volta-test.example')
  await page.getByRole('button', { name: 'Create the supplier' }).click()
  await expect(page.getByText('Volta Test Rent is created. An activation email has been sent to desk@volta-test.example.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/suppliers$/)
  await page.getByRole('search', { name: 'Search the suppliers' }).getByLabel('Search by name or email').fill('volta test')
  await expect(page).toHaveURL(/\?s=volta(\+|%20)test$/)
  const row = page.getByRole('article', { name: 'Volta Test Rent' })
  await expect(row).toContainText('Not activated yet')
  await expect(row).toContainText('0 cars')
  await expect(row.locator('img')).toHaveAttribute('src', /\/cdn\/users\//)

  // The supplier activates from its email (appType backend), is signed in and lands on its cars.
  const mail = await api.lastEmail('desk@volta-test.example')
  const link = new URL(mail.links.find((l) => l.includes('/activate'))!)
  expect(link.searchParams.get('app')).toBe('backend')
  const origin = new URL(page.url()).origin
  const supplierContext = await browser.newContext({ baseURL: origin, locale: 'en-US' })
  const supplier = await supplierContext.newPage()
  await supplier.goto(`${link.pathname}${link.search}&l=en`)
  await supplier.getByLabel('New password').fill('volta-test-1')
  await supplier.getByLabel('Confirm password').fill('volta-test-1')
  await supplier.getByRole('button', { name: 'Activate' }).click()
  await expect(supplier).toHaveURL(/\/supplier\/cars$/)
  await expect(supplier.getByRole('heading', { level: 1, name: 'My cars' })).toBeVisible()

  // It offers a car.
  await supplier.goto('/supplier/new-car?l=en')
  await fillNewCar(supplier, 'Volta Test EV')
  await supplier.getByRole('button', { name: 'Save' }).click()
  await expect(supplier).toHaveURL(/\/supplier\/cars/)
  await expect(supplier.locator('main')).toContainText('Volta Test EV')
  const session = await supplier.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!) as { id: string; accessToken: string })
  const cars = (await (
    await supplier.request.post('/api/cars/1/10/', {
      data: { companies: [session.id] },
      headers: { 'x-access-token': session.accessToken },
    })
  ).json()) as Paged<{ name: string; locations: ({ _id: string } | string)[] }>
  const place = cars[0].resultData[0].locations[0]
  await supplierContext.close()

  // A driver (a guest here) finds it on /cars at that place.
  const driverContext = await browser.newContext({ baseURL: origin, locale: 'en-US' })
  const driver = await driverContext.newPage()
  await driver.goto(`/cars?p=${typeof place === 'string' ? place : place._id}&suppliers=${session.id}&l=en`)
  await expect(driver.getByRole('heading', { name: 'Volta Test EV' })).toBeVisible()
  await driverContext.close()

  // The operator's list now counts the car.
  await page.reload()
  await expect(page.getByRole('article', { name: 'Volta Test Rent' })).toContainText('1 car')
})

test('deleting a supplier with bookings is refused with the reason and the alternative, which takes its cars off the search; nothing is lost', async ({
  page,
  request,
  api,
}) => {
  void api
  const token = await adminToken(request)
  const before = await holdings(request, token, 'SunRent')
  expect(before.bookings).toBeGreaterThan(0)
  await signInFast(page, request, ACCOUNTS.admin, 'backend')
  await page.goto('/admin/suppliers?s=SunRent&l=en')
  const row = page.getByRole('article', { name: 'SunRent' })
  await expect(row).toContainText(`${before.carCount} cars`)
  await row.getByRole('button', { name: 'Delete SunRent' }).click()
  const dialog = page.getByRole('dialog', { name: 'This supplier cannot be deleted' })
  await expect(dialog).toContainText('a booking is never lost. Nothing has been deleted.')
  await expect(dialog.getByRole('button', { name: `Make its ${before.carCount} cars unavailable` })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row.getByRole('button', { name: 'Delete SunRent' })).toBeFocused()
  // The server refuses the delete itself too (400), and holds everything as before.
  const refused = await request.delete(`/api/delete-company/${before.id}`, { headers: { 'x-access-token': token } })
  expect(refused.status()).toBe(400)
  expect(await holdings(request, token, 'SunRent')).toEqual(before)

  // The alternative: its cars made unavailable, so drivers no longer find them; its cars and bookings stay.
  await row.getByRole('button', { name: 'Delete SunRent' }).click()
  await dialog.getByRole('button', { name: `Make its ${before.carCount} cars unavailable` }).click()
  await expect(page.getByText('The cars of SunRent are no longer available for rental.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const search = await request.post('/api/frontend-cars/1/100', {
    data: {
      companies: [before.id],
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    },
  })
  expect(((await search.json()) as Paged<unknown>)[0]?.resultData ?? []).toHaveLength(0)
  expect(await holdings(request, token, 'SunRent')).toEqual(before)
})

test('a driver or a supplier opening the operator’s screens is told they are not for them', async ({ page, request }) => {
  await signInFast(page, request, ACCOUNTS.john)
  await page.goto('/admin/suppliers?l=en')
  await expect(page.getByRole('heading', { level: 1, name: "For Volta's operators only" })).toBeVisible()
  await expect(page.locator('main')).toContainText('It is not for you: you are signed in with a driver account.')
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/admin/edit-supplier?id=x&l=en')
  await expect(page.locator('main')).toContainText('you are signed in with a supplier account.')
  await expect(page.getByRole('link', { name: 'Back to my cars' })).toHaveAttribute('href', '/supplier/cars')
})

test('the operator keeps its own account in /settings, with no birth date asked of it', async ({ page, request, api }) => {
  void api
  await signInFast(page, request, ACCOUNTS.admin, 'backend')
  await page.goto('/settings?l=en')
  await page.getByLabel('Full name').fill('Volta Operator')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account menu for Volta Operator' })).toBeVisible()
})
