import type { APIRequestContext, Locator, Page } from '@playwright/test'
import {
  apiSession as session,
  axeViolations as axeShared,
  dayAt as day,
  ACCOUNTS,
  expect,
  resetDataBeforeEach,
  signInFast,
  test,
} from './fixtures'

/** Issue 33 §2 and §3: the driving licence (settings, booking form, the supplier's view) and a supplier's rental policies. */

resetDataBeforeEach()

const ALL_CARS = {
  fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
}

/** A 1x1 PNG and a one-page PDF, small enough for any test. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** A SunRent car any sample driver may drive, and its first place. */
async function sunRentCar(request: APIRequestContext): Promise<{ supplier: string; car: { _id: string; name: string }; place: string }> {
  const companies = (await (await request.get('/api/all-companies')).json()) as { _id: string; fullName: string }[]
  const supplier = companies.find((c) => c.fullName === 'SunRent')!._id
  const res = await request.post('/api/frontend-cars/1/100', { data: { companies: [supplier], ...ALL_CARS } })
  const cars = ((await res.json()) as { resultData: { _id: string; name: string; minimumAge: number; locations: unknown[] }[] }[])[0]
    .resultData
  const car = cars.find((c) => c.minimumAge <= 25)!
  const first = car.locations[0] as string | { _id: string }
  return { supplier, car, place: typeof first === 'string' ? first : first._id }
}

async function setSunRentPolicies(request: APIRequestContext, policies: Record<string, unknown>): Promise<void> {
  const sunrent = await session(request, ACCOUNTS.supplier, 'backend')
  const res = await request.post('/api/update-supplier-policies', { headers: { 'x-access-token': sunrent.accessToken }, data: policies })
  expect(res.status()).toBe(200)
}

const axeViolations = (page: Page, include: string): Promise<string[]> => axeShared(page, include, Infinity)

async function noSidewaysScrollAt320(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 700 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** The picture shown from the licence's blob URL, decoded. */
async function expectLicencePicture(scope: Locator): Promise<void> {
  const picture = scope.getByTestId('licence-picture')
  await expect(picture).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
}

test('a driver uploads a licence in settings; the supplier of one of its bookings sees it; nothing of it stays in the caches', async ({
  page,
  request,
}) => {
  await signInFast(page, request, ACCOUNTS.john)
  await page.goto('/settings?l=en')
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Driving licence' }) })
  await expect(card.getByTestId('licence-status')).toHaveText('No driving licence on file. Some suppliers require one to book their cars.')

  // Checked on the device: a text file is refused before anything is sent.
  const input = card.locator('input[type="file"]')
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await expect(card.getByRole('alert')).toHaveText('This file is not a photo or a PDF. Choose a JPEG, PNG, WebP or PDF file.')
  await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG })
  await expect(card.getByText('Chosen: licence.png')).toBeVisible()
  await card.getByRole('button', { name: 'Send the driving licence' }).click()
  await expect(card.getByTestId('licence-status')).toContainText('A driving licence is on file, uploaded on')
  await card.getByRole('button', { name: 'View driving licence' }).click()
  await expectLicencePicture(card)
  expect(await axeViolations(page, 'main')).toEqual([])
  await noSidewaysScrollAt320(page)

  // Signing out purges what the device kept of the licence (its upload date).
  const licenceKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bc-licence:')))
  expect(await licenceKeys()).toHaveLength(1)
  await page.getByRole('button', { name: /John Smith/ }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  expect(await licenceKeys()).toEqual([])

  // John books a SunRent car (API): SunRent's page of that booking shows his licence.
  const { supplier, car, place } = await sunRentCar(request)
  const john = await session(request, ACCOUNTS.john)
  const booking = {
    company: supplier,
    car: car._id,
    driver: john.id,
    pickupLocation: place,
    dropOffLocation: place,
    from: day(200),
    to: day(203),
    cancellation: false,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  }
  const booked = await request.post('/api/book', { headers: { 'x-access-token': john.accessToken }, data: { booking, payLater: true } })
  expect(booked.status()).toBe(200)
  const { bookingId } = (await booked.json()) as { bookingId: string }

  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto(`/supplier/booking?b=${bookingId}&l=pl`)
  const driver = page.locator('section[aria-labelledby="supplier-booking-driver"]')
  await driver.getByRole('button', { name: 'Zobacz prawo jazdy' }).click()
  await expectLicencePicture(driver)
  expect(await axeViolations(page, 'section[aria-labelledby="supplier-booking-driver"]')).toEqual([])

  // The operator too, from /admin/booking (in French).
  await signInFast(page, request, ACCOUNTS.admin, 'backend')
  await page.goto(`/admin/booking?b=${bookingId}&l=fr`)
  await driver.getByRole('button', { name: 'Voir le permis de conduire' }).click()
  await expectLicencePicture(driver)

  // The worker kept no licence call in any cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url)
    return urls.filter((u) => u.includes('/api/license') || u.includes('license/'))
  })
  expect(cached).toEqual([])
})

test('a guest booking a car of a supplier that requires a licence is asked for it, and books once it is uploaded (pl)', async ({
  page,
  request,
}) => {
  await setSunRentPolicies(request, { licenseRequired: true })
  const { car, place } = await sunRentCar(request)
  await page.goto(`/create-booking?${new URLSearchParams({ c: car._id, p: place, f: day(40), t: day(43), l: 'pl' }).toString()}`)
  const email = `licence-${Date.now()}@example.com`
  await page.locator('[name="driver.fullName"]').fill('Ewa Prawo')
  await page.locator('[name="driver.email"]').fill(email)
  await page.locator('[name="driver.phone"]').fill('+48 600 700 800')
  await page.locator('[name="driver.birthDate"]').fill('1990-04-04')
  await page.locator('input[name="tos"]').check()
  await page.getByRole('button', { name: 'Zarezerwuj' }).click()
  const field = page.getByTestId('booking-licence')
  await expect(field).toContainText('Ta wypożyczalnia wymaga prawa jazdy: prześlij jego zdjęcie lub PDF.')
  await expect(field.locator('input[type="file"]')).toBeFocused()
  expect(await axeViolations(page, '[data-testid="booking-licence"]')).toEqual([])

  await field.locator('input[type="file"]').setInputFiles({ name: 'prawo-jazdy.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(field).toContainText('Przesłano: prawo-jazdy.pdf')
  // Nothing typed is lost across a reload: the form and the upload are drafts.
  await page.reload()
  await expect(page.locator('[name="driver.email"]')).toHaveValue(email)
  await expect(page.getByTestId('booking-licence')).toContainText('Przesłano: prawo-jazdy.pdf')
  await noSidewaysScrollAt320(page)
  await page.getByRole('button', { name: 'Zarezerwuj' }).click()
  await expect(page.getByTestId('booking-number')).toHaveText(/^[0-9a-f]{24}$/)
})

test('a supplier sets its policies in settings; drivers see them on the list and the car, and a shorter search leaves its cars out (en, fr)', async ({
  page,
  request,
}) => {
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  await page.goto('/settings?l=en')
  const form = page.getByRole('form', { name: 'Rental policies' })
  await form.getByRole('switch', { name: 'Driving licence required' }).click()
  const days = form.getByLabel('Shortest rental (days)')
  await days.fill('31')
  await form.getByRole('button', { name: 'Apply the policies' }).click()
  await expect(form.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible()
  await expect(days).toBeFocused()
  await days.fill('5')
  const saved = page.waitForResponse((r) => r.url().includes('/api/update-supplier-policies') && r.status() === 200)
  await form.getByRole('button', { name: 'Apply the policies' }).click()
  expect(await (await saved).json()).toMatchObject({ licenseRequired: true, minimumRentalDays: 5 })
  expect(await axeViolations(page, 'main')).toEqual([])
  await noSidewaysScrollAt320(page)

  // A driver (a guest) searches in French.
  const { car, place } = await sunRentCar(request)
  await page.goto('/api/all-companies')
  await page.evaluate(() => localStorage.clear())
  const search = (from: number, to: number) => `/cars?${new URLSearchParams({ p: place, f: day(from), t: day(to), l: 'fr' }).toString()}`
  await page.goto(search(30, 35))
  const card = page.locator(`[data-car-id="${car._id}"]`)
  await expect(card.getByTestId('policy-licence')).toHaveText('Permis de conduire exigé')
  await expect(card.getByTestId('policy-minimum')).toHaveText('Au moins 5 jours')
  expect(await axeViolations(page, `[data-car-id="${car._id}"]`)).toEqual([])
  // Three days: its cars are left out.
  await page.goto(search(30, 32))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(card).toHaveCount(0)

  // Car selection for three days says the minimum and asks no price, nor whether the car is free: a search leaves
  // it out, which would read as "just booked".
  const asked: string[] = []
  page.on('request', (r) => {
    if (/\/api\/(car-price|frontend-cars)\//.test(r.url())) asked.push(`${r.url()} ${r.postData() ?? ''}`)
  })
  await page.goto(`/car-selection?${new URLSearchParams({ c: car._id, p: place, f: day(30), t: day(32), l: 'fr' }).toString()}`)
  await expect(page.getByText('Ce loueur loue ses voitures pour 5 jours au moins : choisissez une location plus longue.')).toBeVisible()
  await expect(page.getByTestId('supplier-policies')).toContainText('Au moins 5 jours')
  await expect(page.getByRole('link', { name: 'Continuer' })).toHaveCount(0)
  await page.getByLabel('Date de restitution').fill(day(36).slice(0, 10))
  await expect(page.getByTestId('total-days')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continuer' })).toBeVisible()
  await expect(page.getByTestId('car-taken')).toHaveCount(0)
  expect(asked.filter((a) => a.includes(day(32)) || a.includes(encodeURIComponent(day(32))))).toEqual([])
})
