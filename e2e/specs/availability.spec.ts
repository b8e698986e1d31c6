import type { APIRequestContext } from '@playwright/test'
import { ACCOUNTS, expect, test } from './fixtures'

/** Issue 11: the search lists only cars free for its dates, a lost race keeps the form, sorting, and the price line by line. */

const ALL = { fuel: ['diesel', 'gasoline', 'EV', 'EVMH'], gearbox: ['manual', 'automatic'], mileage: ['limited', 'unlimited'], deposit: -1 }

interface CarInfo {
  _id: string
  name: string
  price: number
  minimumAge: number
  company: { _id: string }
  locations: { _id: string }[]
}

function day(offset: number, hour = 10): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + offset)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

async function companies(request: APIRequestContext): Promise<string[]> {
  return ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
}

async function carsAt(request: APIRequestContext, pickupLocation: string, period: { from?: string; to?: string } = {}): Promise<CarInfo[]> {
  const res = await request.post('/api/frontend-cars/1/100', {
    data: { companies: await companies(request), pickupLocation, ...ALL, ...period },
  })
  return ((await res.json()) as { resultData: CarInfo[] }[])[0].resultData
}

/** A car for drivers of 30 at a place with at least three cars. */
async function busyPlace(request: APIRequestContext): Promise<{ car: CarInfo; place: string }> {
  const res = await request.post('/api/frontend-cars/1/100', { data: { companies: await companies(request), ...ALL } })
  const cars = ((await res.json()) as { resultData: CarInfo[] }[])[0].resultData
  for (const car of cars.filter((c) => c.minimumAge <= 30)) {
    const first = car.locations[0] as { _id: string } | string
    const id = typeof first === 'string' ? first : first._id
    if ((await carsAt(request, id)).length >= 3) return { car, place: id }
  }
  throw new Error('no place with three cars')
}

/** Books `car` for [from, to) as John, through the API. */
async function bookAsJohn(request: APIRequestContext, car: CarInfo, place: string, from: string, to: string): Promise<number> {
  const signIn = await request.post('/api/sign-in/frontend', { data: ACCOUNTS.john })
  const { accessToken, id } = (await signIn.json()) as { accessToken: string; id: string }
  const booking = {
    company: car.company._id,
    car: car._id,
    driver: id,
    pickupLocation: place,
    dropOffLocation: place,
    from,
    to,
    cancellation: false,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  }
  const res = await request.post('/api/book', { headers: { 'x-access-token': accessToken }, data: { booking, payLater: false } })
  return res.status()
}

function carsPath(place: string, from: string, to: string, extra = ''): string {
  return `/cars?${new URLSearchParams({ p: place, f: from, t: to, l: 'en' }).toString()}${extra}`
}

test('a search that overlaps a booking leaves the car out; the period right after it includes it', async ({ page, request, api }) => {
  void api
  const { car, place } = await busyPlace(request)
  expect(await bookAsJohn(request, car, place, day(40), day(44))).toBe(200)

  await page.goto(carsPath(place, day(42), day(47)))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(page.locator(`[data-car-id="${car._id}"]`)).toHaveCount(0)

  // The booking ends at day 44, 10:00; a rental from that moment does not overlap it.
  await page.goto(carsPath(place, day(44), day(47)))
  await expect(page.locator(`[data-car-id="${car._id}"]`)).toBeVisible()
})

test('sorting by price orders the list by daily price and survives a reload and Back', async ({ page, request, api }) => {
  void api
  const { place } = await busyPlace(request)
  await page.goto(carsPath(place, day(20), day(23)))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  const sort = page.getByLabel('Sort by')
  await sort.selectOption('price')
  await expect(page).toHaveURL(/sort=price/)
  const free = await carsAt(request, place, { from: day(20), to: day(23) })
  const priceOf = new Map(free.map((c) => [c._id, c.price]))
  const expected = free.map((c) => c.price).sort((a, b) => a - b)
  const shown = async () =>
    (await page.getByTestId('car-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-car-id')))).map((id) =>
      priceOf.get(id ?? ''),
    )
  // The first page (15 cars) holds the cheapest, in order.
  await expect.poll(shown).toEqual(expected.slice(0, 15))
  await page.reload()
  await expect(page.getByLabel('Sort by')).toHaveValue('price')
  await expect.poll(shown).toEqual(expected.slice(0, 15))
  await page.getByLabel('Sort by').selectOption('-price')
  await expect.poll(shown).toEqual([...expected].reverse().slice(0, 15))
  await page.goBack()
  await expect(page.getByLabel('Sort by')).toHaveValue('price')
})

for (const lang of ['pl', 'fr'] as const) {
  test(`the breakdown's lines add up to the total shown (${lang})`, async ({ page, request, api }) => {
    void api
    const { car, place } = await busyPlace(request)
    // 9 days: long enough for a discount tier where the car has one.
    const q = new URLSearchParams({ c: car._id, p: place, f: day(30), t: day(38), l: lang })
    await page.goto(`/car-selection?${q.toString()}`)
    const breakdown = page.getByTestId('price-breakdown')
    await expect(breakdown).toBeVisible()
    const lines = await breakdown.getByTestId('breakdown-line').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))))
    const total = Number(await page.getByTestId('total-price').getAttribute('data-amount'))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2)
    expect(Number(await breakdown.getByTestId('breakdown-total').getAttribute('data-amount'))).toBe(total)
    await expect(breakdown).toContainText(lang === 'pl' ? '9 dni' : '9 jours')
    await expect(breakdown).toContainText(lang === 'pl' ? 'PLN' : 'DH')
  })
}

test('while a new price loads after a change of dates, the price keeps its room and Continue stays where it was @phone', async ({
  page,
  request,
  api,
}) => {
  void api
  const { car, place } = await busyPlace(request)
  await page.goto(`/car-selection?${new URLSearchParams({ c: car._id, p: place, f: day(30), t: day(33), l: 'en' }).toString()}`)
  await expect(page.getByTestId('price-breakdown')).toBeVisible()
  // Its place in the page (filling a field may scroll it).
  const continueAt = () => page.getByRole('link', { name: 'Continue' }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  const before = await continueAt()
  // A slow link: the new price is held back until the test lets it through.
  let letThrough = () => {}
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await page.route(/\/api\/car-price\//, async (route) => {
    await held
    await route.continue()
  })
  await page.getByLabel('Return date').fill(day(34).slice(0, 10))
  await expect(page.getByTestId('price-updating')).toBeVisible()
  await expect(page.getByTestId('total-price')).toHaveCount(0)
  expect(Math.abs((await continueAt()) - before)).toBeLessThan(1)
  letThrough()
  await expect(page.getByTestId('total-days')).toHaveText('5 days')
  // The same lines for five days as for four: Continue is back where it was.
  expect(Math.abs((await continueAt()) - before)).toBeLessThan(1)
})

test('the driver who loses the race is told, offered the cars still free, and keeps the form', async ({ page, request, api }) => {
  void api
  const { car, place } = await busyPlace(request)
  const q = new URLSearchParams({ c: car._id, p: place, f: day(50), t: day(53), l: 'en' })
  await page.goto(`/create-booking?${q.toString()}`)
  await expect(page.getByTestId('booking-total')).toContainText(/\d/)
  const typed = { fullName: 'Ewa Late', email: `late-${Date.now()}@example.com`, phone: '+48 600 700 801', birthDate: '1990-04-04' }
  for (const [field, value] of Object.entries(typed)) await page.locator(`[name="driver.${field}"]`).fill(value)
  await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
  // Meanwhile John books the same car for the same days.
  expect(await bookAsJohn(request, car, place, day(51), day(52))).toBe(200)
  await page.getByRole('button', { name: 'Book' }).click()

  const error = page.getByTestId('form-error')
  await expect(error).toContainText('This car has just been booked for these dates.')
  const free = error.getByTestId('still-free')
  await expect(free.getByRole('link').first()).toBeVisible()
  await expect(free.getByRole('link', { name: car.name, exact: true })).toHaveCount(0)
  // The form is still there, as typed, and one step leads to another car with the same search.
  for (const [field, value] of Object.entries(typed)) await expect(page.locator(`[name="driver.${field}"]`)).toHaveValue(value)
  await expect(page.getByRole('button', { name: 'Book' })).toBeEnabled()
  await free.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/car-selection\?.*p=/)
  await expect(page).toHaveURL(new RegExp(`f=${encodeURIComponent(day(50))}`))

  // Car selection for the taken car says so.
  await page.goto(`/car-selection?${q.toString()}`)
  await expect(page.getByTestId('car-taken')).toBeVisible()
})
