/**
 * The operator's places and drivers (calls 53–59 through the app): a new place with its names in
 * pl, fr and en is found by a driver searching in Polish; a place in use cannot be deleted, an
 * unused one can; blacklisting a driver ends its open session in another browser (its next call
 * gets 401, the app signs out and purges) and stops it signing in; lifting gives both back.
 */
import type { Browser, Page } from '@playwright/test'
import { ACCOUNTS, expect, signInFast, test } from './fixtures'

/** The operator, signed in (call 35), the app in English. */
async function asAdmin(page: Page): Promise<void> {
  await signInFast(page, page.request, ACCOUNTS.admin, 'backend')
  await page.evaluate(() => localStorage.setItem('bc-language', 'en'))
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: 'pl-PL', timezoneId: 'UTC' })).newPage()
}

test('a new place with names in pl, fr and en is found by a driver searching in Polish; a taken name is refused in words', async ({
  page,
  browser,
  api,
}) => {
  void api
  await asAdmin(page)
  await page.goto('/admin/places')
  await page.getByRole('link', { name: 'New place' }).click()
  await expect(page).toHaveURL(/\/admin\/new-place$/)
  await page.getByLabel('Name (Polish)').fill('Zakopane Dworzec Tatrzański')
  await page.getByLabel('Name (French)').fill('Gare de Zakopane')
  await page.getByLabel('Name (English)').fill('Zakopane Station')
  // A pair pasted as a map gives it fills both fields.
  await page.getByLabel('Latitude').fill('49,2992, 19,9496')
  await expect(page.getByLabel('Latitude')).toHaveValue('49,2992')
  await expect(page.getByLabel('Longitude')).toHaveValue('19,9496')
  await page.getByRole('button', { name: 'Create the place' }).click()
  await expect(page).toHaveURL(/\/admin\/places$/)
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Zakopane')
  await expect(page).toHaveURL(/\?s=Zakopane$/)
  const row = page.getByTestId('admin-place').filter({ hasText: 'Zakopane Station' })
  await expect(row).toContainText('Latitude 49.2992, longitude 19.9496')

  // The same Polish name, other case and no accents: the server refuses; the form says so and keeps what was typed.
  await page.goto('/admin/new-place')
  await page.getByLabel('Name (Polish)').fill('zakopane dworzec tatrzanski')
  await page.getByLabel('Name (French)').fill('Autre gare')
  await page.getByLabel('Name (English)').fill('Another station')
  await page.getByLabel('Latitude').fill('49.3')
  await page.getByLabel('Longitude').fill('19.95')
  await page.getByRole('button', { name: 'Create the place' }).click()
  await expect(page.getByLabel('Name (Polish)')).toHaveAccessibleDescription('Another place already has this name (Polish).')
  await expect(page.getByLabel('Name (Polish)')).toBeFocused()
  await expect(page.getByLabel('Name (French)')).toHaveValue('Autre gare')

  // A driver on the home page, in Polish, finds it by its Polish name.
  const driver = await newPage(browser)
  await driver.goto('/?l=pl')
  const pickup = driver.getByRole('combobox', { name: 'Miejsce odbioru' })
  await pickup.fill('Zakopane Dwo')
  await expect(driver.getByRole('option', { name: 'Zakopane Dworzec Tatrzański' })).toBeVisible()
  await driver.context().close()
})

test('a place a car uses cannot be deleted; an unused one can, after a confirmation', async ({ page, request, api }) => {
  void api
  const admin = await (await request.post('/api/sign-in/backend', { data: ACCOUNTS.admin })).json()
  const made = await request.post('/api/create-location', {
    headers: { 'x-access-token': admin.accessToken },
    data: {
      names: [
        { language: 'pl', name: 'Hel Port' },
        { language: 'fr', name: 'Port de Hel' },
        { language: 'en', name: 'Hel Harbour' },
      ],
      latitude: 54.6,
      longitude: 18.8,
    },
  })
  expect(made.status()).toBe(200)
  await asAdmin(page)

  await page.goto('/admin/places?s=Krak%C3%B3w%20Airport')
  await page.getByRole('button', { name: 'Delete Kraków Airport' }).click()
  const refused = page.getByRole('dialog', { name: 'This place cannot be deleted' })
  await expect(refused).toContainText('A car or a booking uses Kraków Airport')
  await refused.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name: 'Delete Kraków Airport' })).toBeFocused()

  await page.goto('/admin/places?s=Hel')
  await page.getByRole('button', { name: 'Delete Hel Harbour' }).click()
  await page.getByRole('dialog', { name: 'Are you sure you want to delete this place?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('admin-place')).toHaveCount(0)
  await expect(page.getByText('No place matches this search.')).toBeVisible()
  // The server no longer has it (a reload asks again).
  await page.reload()
  await expect(page.getByText('No place matches this search.')).toBeVisible()
})

test('offline, the places open read-only from the copy last seen, changes disabled with the reason @phone', async ({ page, api }) => {
  void api
  await asAdmin(page)
  await page.goto('/admin/places')
  await expect(page.getByTestId('admin-place').first()).toBeVisible()
  await page.getByRole('link', { name: 'Drivers' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers and accounts' })).toBeVisible()
  await page.context().setOffline(true)
  await page.getByRole('link', { name: 'Places' }).first().click()
  await expect(page.getByText('You are offline. This is the copy saved on this device')).toBeVisible()
  await expect(page.getByTestId('admin-place').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeDisabled()
  await expect(page.getByRole('button', { name: 'New place' })).toBeDisabled()
  await expect(page.getByText('You are offline. Changes need the network.')).toBeVisible()
  await page.context().setOffline(false)
})

test('blacklisting a driver ends its open session and its sign-in; lifting gives them back', async ({ page, browser, api }) => {
  void api
  // John, signed in in a browser of his own, with his bookings on screen.
  const john = await newPage(browser)
  await signInFast(john, john.request, ACCOUNTS.john)
  await john.goto('/bookings')
  await expect(john.locator('main#main h1')).toBeVisible()

  await asAdmin(page)
  await page.goto('/admin/drivers?s=john')
  const row = page.getByTestId('admin-account').filter({ hasText: 'John Smith' })
  await expect(row).toContainText('Driver · Active')
  await row.getByRole('link', { name: 'Open John Smith' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible()
  // His bookings, through the bookings list (call 22 with `user`).
  await expect(page.getByText(/^\d+ bookings?$/)).toBeVisible()
  await page.getByRole('button', { name: 'Blacklist John Smith' }).click()
  await page.getByRole('dialog', { name: 'Blacklist John Smith?' }).getByRole('button', { name: 'Blacklist' }).click()
  await expect(page.getByTestId('account-state')).toHaveText('Blacklisted: cannot sign in')

  // John's next call gets 401: the app signs him out and purges.
  await john.goto('/notifications')
  await expect.poll(() => john.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  await expect(john).toHaveURL(/\/sign-in/)
  await john.locator('input[type="email"]').fill(ACCOUNTS.john.email)
  await john.locator('input[type="password"]').first().fill(ACCOUNTS.john.password)
  await john.locator('form button[type="submit"]').click()
  await expect(john.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible()
  expect(await john.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()

  // Lifted: he signs in again.
  await page.getByRole('button', { name: 'Lift the blacklisting of John Smith' }).click()
  await page
    .getByRole('dialog', { name: 'Lift the blacklisting of John Smith?' })
    .getByRole('button', { name: 'Lift the blacklisting' })
    .click()
  await expect(page.getByTestId('account-state')).toHaveText('Active')
  await john.locator('form button[type="submit"]').click()
  await expect.poll(() => john.evaluate(() => localStorage.getItem('bc-user'))).not.toBeNull()
  await john.context().close()
})
