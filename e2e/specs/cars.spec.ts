import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'

const DAY_MS = 86_400_000

/** Inclusive calendar days in UTC, as the contract counts them. */
function rentalDays(from: Date, to: Date): number {
  const a = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  const b = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate())
  return Math.round((b - a) / DAY_MS) + 1
}

interface CarJson {
  price: number
  discounts?: { days: number; percentage: number }[]
  [option: string]: unknown
}

function basePrice(car: CarJson, days: number): number {
  const best = Math.max(0, ...(car.discounts ?? []).filter((d) => days > d.days).map((d) => d.percentage))
  return Math.round(days * car.price * (1 - best / 100) * 100) / 100
}

async function searchWarsaw(page: Page): Promise<void> {
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.fill('Warsaw')
  const options = page.getByRole('listbox', { name: 'Pickup location' }).getByRole('option')
  await expect(options).toHaveCount(1)
  await expect(options.first()).toHaveText('Warsaw Chopin Airport')
  await pickup.press('ArrowDown')
  await expect(pickup).toHaveAttribute('aria-activedescendant', /.+/)
  await pickup.press('Enter')
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/cars\?p=[0-9a-f]{24}&f=.+&t=.+/)
}

test('search, filter, scroll, choose a car, price an option, continue @phone', async ({ page, api, request, isMobile }) => {
  void api
  // A long journey through four screens.
  test.setTimeout(120_000)
  await searchWarsaw(page)
  const cards = page.getByTestId('car-card')
  await expect(cards).toHaveCount(15)
  await expect(cards.first().getByRole('link', { name: 'Choose this car' })).toBeVisible()
  // Rental totals come lazily per visible card.
  await expect(cards.first().getByTestId('rental-price')).toContainText(/Price for 4 days: /)

  // Infinite scroll: page 2 arrives when the end of the list comes near.
  await cards.nth(14).scrollIntoViewIfNeeded()
  // Only the cars free for the search's dates (a sample booking may hold one of them).
  const searched = new URL(page.url())
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const free = await request.post('/api/frontend-cars/1/30', {
    data: {
      companies,
      pickupLocation: searched.searchParams.get('p'),
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
      from: searched.searchParams.get('f'),
      to: searched.searchParams.get('t'),
    },
  })
  const freeTotal = ((await free.json()) as { pageInfo: { totalRecords: number }[] }[])[0].pageInfo[0].totalRecords
  expect(freeTotal).toBeGreaterThan(15)
  await expect(cards).toHaveCount(Math.min(30, freeTotal))

  // Filters: suppliers and gearbox, in the URL, kept by a reload.
  if (isMobile) await page.getByRole('button', { name: 'Filters' }).click()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByRole('checkbox', { name: 'SunRent' }).uncheck()
  await expect(page).toHaveURL(/suppliers=/)
  await filters.getByRole('group', { name: 'Gearbox' }).getByRole('checkbox', { name: 'Manual' }).uncheck()
  await expect(page).toHaveURL(/gearbox=automatic/)
  await expect(page.getByText(/^\d+ cars? available · showing \d+$/)).toBeVisible()
  const filteredCount = await cards.count()
  expect(filteredCount).toBeGreaterThan(0)
  expect(filteredCount).toBeLessThan(15)
  for (const text of await cards.allInnerTexts()) {
    expect(text).not.toContain('SunRent')
    expect(text).toContain('Automatic')
  }
  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(cards).toHaveCount(filteredCount)
  if (isMobile) await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'SunRent' })).not.toBeChecked()

  // Car selection.
  await cards.first().getByRole('link', { name: 'Choose this car' }).click()
  await expect(page).toHaveURL(/\/car-selection\?c=[0-9a-f]{24}&p=.+&f=.+&t=.+/)
  const params = new URL(page.url()).searchParams
  const carId = params.get('c')!
  const days = rentalDays(new Date(params.get('f')!), new Date(params.get('t')!))
  const car = (await (await request.get(`/api/car/${carId}/en`)).json()) as CarJson
  const total = page.getByTestId('total-price')
  await expect(total).toHaveAttribute('data-amount', String(basePrice(car, days)))
  await expect(page.getByTestId('total-days')).toHaveText(`${days} days`)

  const extras = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver', 'cancellation', 'amendments'].filter(
    (o) => (car[o] as number) > 0,
  )
  expect(extras.length).toBeGreaterThan(0)
  const option = extras[0]
  const flat = option === 'cancellation' || option === 'amendments'
  const added = flat ? (car[option] as number) : (car[option] as number) * days
  await page.locator(`[data-option="${option}"] [role="switch"]`).click()
  await expect(page).toHaveURL(new RegExp(`o=${option}`))
  await expect(total).toHaveAttribute('data-amount', String(Math.round((basePrice(car, days) + added) * 100) / 100))

  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/create-booking\\?c=${carId}&p=[0-9a-f]{24}.*&f=.+&t=.+&o=${option}`))
})

test('seats, doors and air conditioning filter the list as the API does, kept by a reload', async ({ page, api, request }) => {
  void api
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const count = async (extra: Record<string, unknown>) => {
    const body = {
      companies,
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    }
    const reply = (await (await request.post('/api/frontend-cars/1/1', { data: { ...body, ...extra } })).json()) as {
      pageInfo: { totalRecords: number }[]
    }[]
    return reply[0].pageInfo[0]?.totalRecords ?? 0
  }
  const all = await count({})
  const sevenSeats = await count({ seats: 7 })
  const withAircon = await count({ seats: 7, doors: 4, aircon: true })
  expect(sevenSeats).toBeGreaterThan(0)
  expect(sevenSeats).toBeLessThan(all)

  await page.goto('/cars?l=en')
  const summary = page.getByText(/^\d+ cars? available · showing \d+$/)
  await expect(summary).toHaveText(new RegExp(`^${all} cars available`))
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByRole('group', { name: 'Seats' }).getByRole('radio', { name: 'At least 7 seats' }).check()
  await expect(page).toHaveURL(/seats=7/)
  await expect(summary).toHaveText(new RegExp(`^${sevenSeats} cars? available`))
  await filters.getByRole('group', { name: 'Doors' }).getByRole('radio', { name: 'At least 4 doors' }).check()
  await filters.getByRole('checkbox', { name: 'Air conditioning' }).check()
  await expect(page).toHaveURL(/doors=4.*aircon=1|aircon=1.*doors=4/)
  if (withAircon === 0) await expect(page.getByText('No cars.', { exact: true })).toBeVisible()
  else await expect(summary).toHaveText(new RegExp(`^${withAircon} cars? available`))

  await page.reload()
  await expect(filters.getByRole('radio', { name: 'At least 7 seats' })).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'Air conditioning' })).toBeChecked()
  await page.goto('/cars?l=pl&seats=7')
  await expect(page.getByRole('complementary', { name: 'Filtry' }).getByRole('radio', { name: 'Co najmniej 7 miejsc' })).toBeChecked()
})

test('filters that match nothing say "No cars."', async ({ page, api }) => {
  void api
  await page.goto('/cars?l=en&type=')
  await expect(page.getByText('No cars.', { exact: true })).toBeVisible()
})

test('without criteria every available car is listed with "View this car"', async ({ page, api }) => {
  void api
  await page.goto('/cars?l=en')
  const cards = page.getByTestId('car-card')
  await expect(cards).toHaveCount(15)
  const link = cards.first().getByRole('link', { name: 'View this car' })
  await expect(link).toHaveAttribute('href', /^\/car-selection\?c=[0-9a-f]{24}$/)
  await expect(cards.first().getByTestId('rental-price')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(30)
})

test('a failed search offers "Try again"', async ({ page, api }) => {
  await page.goto('/cars?l=en')
  await expect(page.getByTestId('car-card')).toHaveCount(15)
  await api.control({ failStatus: 500, match: 'frontend-cars' })
  await page.goto('/cars?l=en&gearbox=manual')
  await expect(page.getByText('The cars could not be loaded.')).toBeVisible()
  await api.control({ failStatus: null })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('car-card').first()).toBeVisible()
})
