/**
 * /supplier/new-car and /supplier/edit-car (calls 37–41): a car created with its picture is found by
 * drivers; each validation message; an edit shows in My cars; the draft survives a reload; another
 * supplier's car is not found; axe in the three languages; 320 px.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, axeViolations, expect, signInFast, test } from './fixtures'

/** A real 1x1 PNG (the API reads the bytes, not the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

async function supplierId(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/sign-in/backend', { data: ACCOUNTS.supplier })
  return ((await res.json()) as { id: string }).id
}

/** SunRent signed in, on an empty car form in `language`. */
async function openNewCar(page: Page, request: APIRequestContext, language: string): Promise<void> {
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto(`/supplier/new-car?l=${language}`)
}

/** Fills every field a new car needs, the picture included. */
async function fillNewCar(page: Page, name: string): Promise<void> {
  await page.getByLabel('Picture (JPEG, PNG or WebP, at most 5 MB)').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'The car as drivers will see it' })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Type', { exact: true }).selectOption('EV')
  const places = page.getByRole('combobox', { name: 'Pick-up locations' })
  await places.fill('Kra')
  await page.getByRole('listbox', { name: 'Pick-up locations' }).getByRole('option').first().click()
  await expect(page.getByRole('list', { name: 'Chosen places' }).getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Price per day (DH)').fill('321')
  await page.getByLabel('Deposit (DH)').fill('1000')
  await page.getByLabel('Full insurance').fill('0')
  await page.getByLabel('Additional driver').fill('15')
}

test('a new car with its picture is saved, listed in My cars and found by drivers', async ({ page, request, api }) => {
  void api
  await openNewCar(page, request, 'en')
  await fillNewCar(page, 'Test Volta EV')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/supplier\/cars/)
  await expect(page.locator('main')).toContainText('Test Volta EV')

  const res = await request.post('/api/frontend-cars/1/100', {
    data: {
      companies: [await supplierId(request)],
      fuel: ['EV'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    },
  })
  const cars = ((await res.json()) as [{ resultData: { name: string; price: number; fullInsurance: number; image?: string }[] }])[0]
    .resultData
  const created = cars.find((c) => c.name === 'Test Volta EV')
  expect(created).toMatchObject({ price: 321, fullInsurance: 0 })
  // The picture was adopted from its temporary upload and is served to drivers.
  expect((await request.get(`/cdn/cars/${created!.image}`)).status()).toBe(200)
})

test('an empty save says each message of the spec and goes to the first invalid field; the draft survives a reload', async ({
  page,
  request,
  api,
}) => {
  void api
  await openNewCar(page, request, 'en')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please fix errors.')).toBeVisible()
  await expect(page.getByText('Please add an image.')).toBeVisible()
  await expect(page.getByText('Please fill in the field: Type')).toBeVisible()
  await expect(page.getByText('Please fill in the field: Name')).toBeVisible()
  await expect(page.getByLabel('Picture (JPEG, PNG or WebP, at most 5 MB)')).toBeFocused()

  await page.getByLabel('Seats').fill('12')
  await page.getByLabel('Name').fill('Half-typed car')
  await page.getByRole('button', { name: 'Add a discount' }).click()
  await page.getByLabel('Above this many days').fill('7')
  await page.getByLabel('Discount (%)').fill('120')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a number of seats from 2 to 9.')).toBeVisible()
  await expect(page.getByText('Enter a percentage above 0 and below 100.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed car')
  await expect(page.getByLabel('Seats')).toHaveValue('12')
  await expect(page.getByLabel('Discount (%)')).toHaveValue('120')
  // Cancel forgets the draft.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/supplier\/cars/)
  await page.goto('/supplier/new-car?l=en')
  await expect(page.getByLabel('Name')).toHaveValue('')
})

test('the picture is chosen with a button in the app’s language, by a click or from the keyboard @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  await openNewCar(page, request, 'fr')
  // The browser's own "Choose File" would speak the browser's language: the app's button stands for it.
  const button = page.locator('label', { hasText: 'Choisir une photo' })
  await expect(button).toBeVisible()
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()])
  await chooser.setFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'La voiture telle que les conducteurs la verront' })).toBeVisible()
  await expect(page.locator('label', { hasText: 'Choisir une autre photo' })).toBeVisible()

  // From the keyboard: the field before the name is the picture; its ring shows on the button, and Space opens the chooser.
  await page.getByLabel('Nom', { exact: true }).focus()
  await page.keyboard.press('Shift+Tab')
  const input = page.getByLabel('Photo (JPEG, PNG ou WebP, 5 Mo au maximum)')
  await expect(input).toBeFocused()
  await expect(page.locator('label', { hasText: 'Choisir une autre photo' })).toHaveCSS('outline-style', 'solid')
  const [again] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')])
  expect(again.isMultiple()).toBe(false)
})

test('an edit shows in My cars; another supplier’s car is not found', async ({ page, request, api }) => {
  void api
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/supplier/cars?l=en')
  const first = page.getByTestId('supplier-car').first()
  const carId = await first.getAttribute('data-car-id')
  await first.getByRole('link', { name: /Edit/ }).click()
  await expect(page).toHaveURL(new RegExp(`/supplier/edit-car\\?c=${carId}`))
  await expect(page.getByLabel('Name')).not.toHaveValue('')
  await page.getByLabel('Name').fill('Renamed by the supplier')
  await page.getByLabel('Price per day (DH)').fill('444')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  const card = page.locator(`[data-car-id="${carId}"]`)
  await expect(card).toContainText('Renamed by the supplier')
  await expect(card).toContainText('444')

  await signInFast(page, request, ACCOUNTS.atlas, 'backend')
  await page.goto(`/supplier/edit-car?c=${carId}&l=en`)
  await expect(page.getByText('This car does not exist, or it is not one of your cars.')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveCount(0)
})

test('the car form has no axe violation in pl, fr and en, and no sideways scroll at 320 px @phone', async ({ page, request, api }) => {
  void api
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  for (const lang of ['pl', 'fr', 'en']) {
    await page.goto(`/supplier/new-car?l=${lang}`)
    await expect(page.locator('main#main form')).toBeVisible()
    expect((await axeViolations(page, undefined, Infinity)).map((v) => `${lang} ${v}`)).toEqual([])
  }
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/supplier/new-car?l=pl')
  await expect(page.locator('main#main form')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
