/**
 * /supplier/cars: a supplier's own cars (call 36), searched and filtered through the URL,
 * the availability switch (call 40) as drivers see it, delete (calls 42–43), the offline
 * copy, accessibility in the three languages and the 320 px layout.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, axeViolations, expect, signInFast, test, waitForWorkerControl } from './fixtures'

type Account = { email: string; password: string }
interface ListedCar {
  _id: string
  name: string
}

/** The account's id and token (call 35), for checking what the server holds. */
async function session(request: APIRequestContext, account: Account): Promise<{ id: string; token: string }> {
  const res = await request.post('/api/sign-in/backend', { data: { email: account.email, password: account.password } })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { id: string; accessToken: string }
  return { id: body.id, token: body.accessToken }
}

/** The supplier's cars as call 36 gives them. */
async function ownCars(request: APIRequestContext, account: Account): Promise<ListedCar[]> {
  const { id, token } = await session(request, account)
  const res = await request.post('/api/cars/1/100/', { data: { companies: [id] }, headers: { 'x-access-token': token } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as [{ resultData: ListedCar[] }])[0].resultData
}

/** The ids of the supplier's cars a driver's search finds (call 18). */
async function carsDriversFind(request: APIRequestContext, supplierId: string): Promise<string[]> {
  const res = await request.post('/api/frontend-cars/1/100', {
    data: {
      companies: [supplierId],
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as [{ resultData: ListedCar[] }])[0].resultData.map((c) => c._id)
}

const cards = (page: Page) => page.getByTestId('supplier-car')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })

async function open(page: Page, request: APIRequestContext, account: Account, lang = 'en', query = ''): Promise<void> {
  await signInFast(page, request, account, 'backend')
  await page.goto(`/supplier/cars?l=${lang}${query}`)
  await expect(cards(page).first()).toBeVisible()
}

test.describe('supplier cars', () => {
  test('lists only the supplier’s own cars, with their count', async ({ page, request, api }) => {
    void api
    const own = await ownCars(request, ACCOUNTS.supplier)
    expect(own).toHaveLength(13)
    await open(page, request, ACCOUNTS.supplier)
    await expect(page.getByRole('heading', { level: 1, name: 'My cars' })).toBeVisible()
    await expect(cards(page)).toHaveCount(13)
    await expect(page.getByTestId('supplier-cars-count')).toHaveText('13 cars')
    const shown = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-car-id')))
    expect(shown.sort()).toEqual(own.map((c) => c._id).sort())
    // Another supplier's car of the same name is not among them.
    const tatra = await ownCars(request, ACCOUNTS.tatra)
    expect(shown).not.toContain(tatra.find((c) => c.name === 'Toyota Corolla')!._id)
    await expect(page.getByRole('link', { name: 'New car' })).toHaveAttribute('href', '/supplier/new-car')
    const clio = own.find((c) => c.name === 'Renault Clio')!
    await expect(card(page, 'Renault Clio').getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      `/supplier/edit-car?c=${clio._id}`,
    )
    await expect(card(page, 'Renault Clio')).toContainText('120 DH/day')
  })

  test('the keyword and the filters narrow the list, live in the URL and survive a reload', async ({ page, request, api }) => {
    void api
    await open(page, request, ACCOUNTS.supplier)
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('toyota')
    await expect(page).toHaveURL(/[?&]s=toyota/)
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByTestId('supplier-cars-count')).toHaveText('2 cars')
    await page.getByRole('group', { name: 'Car type' }).getByRole('checkbox', { name: 'Hybrid' }).uncheck()
    await expect(page).toHaveURL(/[?&]type=diesel,gasoline,EV(&|$)/)
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByTestId('supplier-cars-count')).toHaveText('1 car')

    await page.reload()
    await expect(cards(page)).toHaveCount(1)
    await expect(card(page, 'Toyota Corolla')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('toyota')
    await expect(page.getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked()
  })

  test('the availability switch hides the car from drivers’ search, and shows it again', async ({ page, request, api }) => {
    void api
    const { id } = await session(request, ACCOUNTS.supplier)
    const fiat = (await ownCars(request, ACCOUNTS.supplier)).find((c) => c.name === 'Fiat 500')!
    expect(await carsDriversFind(request, id)).toContain(fiat._id)
    await open(page, request, ACCOUNTS.supplier)
    const toggle = card(page, 'Fiat 500').getByRole('switch', { name: /^Available for rental/ })
    await expect(toggle).toHaveAttribute('aria-checked', 'true')

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/update-car') && r.request().method() === 'PUT')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect((await saved).status()).toBe(200)
    expect(await carsDriversFind(request, id)).not.toContain(fiat._id)
    await page.reload()
    await expect(card(page, 'Fiat 500').getByRole('switch')).toHaveAttribute('aria-checked', 'false')

    const savedAgain = page.waitForResponse((r) => r.url().endsWith('/api/update-car') && r.request().method() === 'PUT')
    await card(page, 'Fiat 500').getByRole('switch').click()
    expect((await savedAgain).status()).toBe(200)
    expect(await carsDriversFind(request, id)).toContain(fiat._id)
  })

  test('a car with bookings cannot be deleted: the dialog offers to make it unavailable', async ({ page, request, api }) => {
    void api
    const { id } = await session(request, ACCOUNTS.supplier)
    const clio = (await ownCars(request, ACCOUNTS.supplier)).find((c) => c.name === 'Renault Clio')!
    await open(page, request, ACCOUNTS.supplier)
    const remove = card(page, 'Renault Clio').getByRole('button', { name: /^Delete/ })
    await remove.click()
    const dialog = page.getByRole('dialog', { name: 'This car cannot be deleted' })
    await expect(dialog).toContainText('Bookings are linked to Renault Clio, so it cannot be deleted.')
    await dialog.getByRole('button', { name: 'Make it unavailable' }).click()
    await expect(dialog).toBeHidden()
    await expect(remove).toBeFocused()
    await expect(card(page, 'Renault Clio').getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    await expect(page.getByText('The car is no longer available for rental.')).toBeVisible()
    // Still there, and drivers no longer find it.
    await expect(cards(page)).toHaveCount(13)
    expect(await carsDriversFind(request, id)).not.toContain(clio._id)
  })

  test('a car without bookings is deleted once confirmed; Cancel gives the focus back', async ({ page, request, api }) => {
    void api
    await open(page, request, ACCOUNTS.tatra)
    await expect(cards(page)).toHaveCount(3)
    const remove = card(page, 'Kia Niro EV').getByRole('button', { name: /^Delete/ })
    // Keyboard only.
    await remove.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this car?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(remove).toBeFocused()
    expect(await ownCars(request, ACCOUNTS.tatra)).toHaveLength(3)

    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
    await expect(card(page, 'Kia Niro EV')).toHaveCount(0)
    await expect(page.getByTestId('supplier-cars-count')).toHaveText('2 cars')
    await expect(page.getByText('The car has been deleted.')).toBeVisible()
    expect((await ownCars(request, ACCOUNTS.tatra)).map((c) => c.name).sort()).toEqual(['Toyota Corolla', 'Škoda Octavia'])
  })

  test('offline, the list opens from the device, read-only but for the availability switch, saying why', async ({
    page,
    context,
    request,
    api,
  }) => {
    void api
    await open(page, request, ACCOUNTS.tatra)
    await waitForWorkerControl(page)
    await expect(page.getByTestId('last-updated')).toBeVisible()
    const ids = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-car-id')))

    await context.setOffline(true)
    await page.reload()
    await expect(cards(page)).toHaveCount(3)
    expect(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-car-id')))).toEqual(ids)
    await expect(page.getByTestId('last-updated')).toContainText('Last updated')
    await expect(page.getByText('You are offline. This is the copy saved on this device')).toBeVisible()
    await expect(page.getByText('Switching a car’s availability is kept and sent when you are back online')).toBeVisible()
    await expect(page.getByRole('button', { name: 'New car' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'New car' })).toHaveAccessibleDescription('You are offline. Changes need the network.')
    const first = cards(page).first()
    // The availability switch is kept until the network is back (offline-actions.spec); the rest needs the network.
    await expect(first.getByRole('switch')).toBeEnabled()
    await expect(first.getByRole('button', { name: /^Delete/ })).toBeDisabled()
    await context.setOffline(false)
  })

  for (const lang of ['pl', 'fr', 'en'] as const) {
    test(`axe finds no violation, ${lang}`, async ({ page, request, api }) => {
      void api
      await open(page, request, ACCOUNTS.supplier, lang)
      const axe = () => axeViolations(page, undefined, Infinity)
      expect(await axe()).toEqual([])
      // And with the refusal dialog open.
      await card(page, 'Renault Clio').getByRole('button').last().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await axe()).toEqual([])
    })
  }

  test('nothing scrolls sideways at 320 px', async ({ page, request, api }) => {
    void api
    await page.setViewportSize({ width: 320, height: 640 })
    for (const lang of ['pl', 'fr'] as const) {
      await open(page, request, ACCOUNTS.supplier, lang)
      // The filters fold away on a phone: open them too.
      await page.locator('main aside button[aria-expanded]').click()
      await expect(page.locator('main aside fieldset').first()).toBeVisible()
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(scrollWidth, lang).toBeLessThanOrEqual(clientWidth)
    }
  })
})
