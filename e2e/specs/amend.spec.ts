import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiSession as session,
  dayAt as day,
  type ApiSession as Session,
  ACCOUNTS,
  axeViolations,
  expect,
  signInFast,
  test,
} from './fixtures'

/**
 * Changing a booking (calls 60 and 61) from its page: the live preview, the change and the
 * supplier's notification; the refusals (fewer than 5 days before the pick-up, another booking
 * holding the car) said in words with the booking unchanged and the choice kept; the texts in
 * pl, fr and en; axe and a 320 px screen. Bookings are made through the API in each test's set-up.
 */

const ALL_CARS = {
  fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
}

interface Setup {
  john: Session
  supplier: string
  car: { _id: string; place: string }
}

interface ApiBooking {
  _id: string
  from: string
  to: string
  price: number
  amendedAt?: string
}

/** Day `offset` from today at 10:00 UTC (the browser runs in UTC). */

const dateInput = (iso: string) => iso.slice(0, 10)

/** John, Tatra Wheels (pl) and its car that sells the amendments option (40) to a driver of 21. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const companies = (await (await request.get('/api/all-companies')).json()) as { _id: string; fullName: string }[]
  const supplier = companies.find((c) => c.fullName === 'Tatra Wheels')!._id
  const res = await request.post('/api/frontend-cars/1/100', { data: { companies: [supplier], ...ALL_CARS } })
  const cars = ((await res.json()) as { resultData: { _id: string; minimumAge: number; amendments: number; locations: unknown[] }[] }[])[0]
    .resultData
  const car = cars.find((c) => c.minimumAge <= 21 && c.amendments > 0)!
  const first = car.locations[0] as string | { _id: string }
  return {
    john: await session(request, ACCOUNTS.john),
    supplier,
    car: { _id: car._id, place: typeof first === 'string' ? first : first._id },
  }
}

/** Books the car through the API (call 25) for days [start, end], with the amendments option unless told otherwise. */
async function book(request: APIRequestContext, s: Setup, who: Session, start: number, end: number, amendments = true): Promise<string> {
  const booking = {
    company: s.supplier,
    car: s.car._id,
    driver: who.id,
    pickupLocation: s.car.place,
    dropOffLocation: s.car.place,
    from: day(start),
    to: day(end),
    cancellation: false,
    amendments,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
  }
  const res = await request.post('/api/book', { headers: { 'x-access-token': who.accessToken }, data: { booking, payLater: true } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { bookingId: string }).bookingId
}

async function read(request: APIRequestContext, who: Session, id: string): Promise<ApiBooking> {
  return (await (await request.get(`/api/booking/${id}/en`, { headers: { 'x-access-token': who.accessToken } })).json()) as ApiBooking
}

async function openForm(page: Page, id: string, lang: 'pl' | 'fr' | 'en', button: RegExp | string): Promise<void> {
  await page.goto(`/booking?b=${id}&l=${lang}`)
  await expect(page.getByTestId('pass-reference')).toHaveText(id)
  await page.getByTestId('amend').getByRole('button', { name: button }).click()
  await expect(page.getByTestId('amend-form')).toBeVisible()
}

test.describe('changing a booking', () => {
  test('previews the new price and its difference, changes the booking, and the supplier is told', async ({ page, request, api }) => {
    void api
    const s = await setUp(request)
    const id = await book(request, s, s.john, 150, 153)
    const before = await read(request, s.john, id)
    await signInFast(page, request, ACCOUNTS.john)
    await openForm(page, id, 'en', 'Change the booking')

    const form = page.getByTestId('amend-form')
    await form.getByLabel('Return date').fill(dateInput(day(155)))
    const preview = page.getByTestId('amend-price')
    await expect(preview.getByTestId('total-price')).toBeVisible()
    await expect(preview.getByTestId('price-breakdown')).toBeVisible()
    await expect(page.getByTestId('amend-difference')).toContainText('more than the price paid')
    const previewed = Number(await preview.getByTestId('total-price').getAttribute('data-amount'))
    expect(previewed).toBeGreaterThan(before.price)

    await form.getByRole('button', { name: 'Confirm the change' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Tatra Wheels will be told what changed')
    await dialog.getByRole('button', { name: 'Change the booking' }).click()
    await expect(page.getByTestId('pass-changed-on')).toBeVisible()
    await expect(page.getByTestId('amend-form')).toHaveCount(0)

    // The booking keeps its number; its dates and price are the new ones, on the page and the calendar file.
    const after = await read(request, s.john, id)
    expect(after._id).toBe(id)
    expect(after.to).toBe(day(155))
    expect(after.price).toBe(previewed)
    expect(after.amendedAt).toBeTruthy()
    await expect(page.getByTestId('pass-reference')).toHaveText(id)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const ics = await (await (await download).createReadStream()).toArray()
    // Its return event starts at the new return.
    expect(Buffer.concat(ics).toString()).toContain(`DTSTART:${day(155).slice(0, 10).replaceAll('-', '')}T100000Z`)

    // The driver's list follows: 150 to 155 is 6 days (inclusive), the price the new one.
    await page.goto('/bookings?l=en')
    await expect(page.locator(`[data-booking="${id}"]`)).toContainText('6 days')

    // The supplier's notification names the booking.
    const supplier = await session(request, ACCOUNTS.tatra, 'backend')
    const res = await request.get(`/api/notifications/${supplier.id}/1/10`, { headers: { 'x-access-token': supplier.accessToken } })
    const notifications = ((await res.json()) as { resultData: { message: string; booking?: string | { _id: string } }[] }[])[0].resultData
    const told = notifications.find((n) => (typeof n.booking === 'string' ? n.booking : n.booking?._id) === id)
    // In the supplier's language (Polish).
    expect(told?.message).toContain(`zmienił(a) rezerwację ${id}`)
  })

  test('refused: fewer than 5 days before the pick-up, and another booking holding the car, with the booking unchanged and the choice kept; offline it says why not', async ({
    page,
    context,
    request,
    api,
  }) => {
    void api
    const s = await setUp(request)
    const soon = await book(request, s, s.john, 3, 6)
    const id = await book(request, s, s.john, 160, 163)
    const anna = await session(request, ACCOUNTS.anna)
    await book(request, s, anna, 166, 169, false)
    const before = await read(request, s.john, id)
    await signInFast(page, request, ACCOUNTS.john)

    await page.goto(`/booking?b=${soon}&l=en`)
    await expect(page.getByTestId('amend-blocked')).toHaveText(
      'This booking can no longer be changed: changes are possible up to 5 days before the pick-up.',
    )
    await expect(page.getByTestId('amend').getByRole('button')).toHaveCount(0)

    await openForm(page, id, 'en', 'Change the booking')
    await page
      .getByTestId('amend-form')
      .getByLabel('Return date')
      .fill(dateInput(day(167)))
    await expect(page.getByTestId('amend-price')).toContainText(
      'Another booking holds this car for part of these dates. Choose other dates.',
    )
    await expect(page.getByRole('button', { name: 'Confirm the change' })).toBeDisabled()
    expect(await read(request, s.john, id)).toEqual(before)

    // The choice survives a reload (the draft), and the booking is as it was.
    await page.reload()
    await page.getByTestId('amend').getByRole('button', { name: 'Change the booking' }).click()
    await expect(page.getByTestId('amend-form').getByLabel('Return date')).toHaveValue(dateInput(day(167)))
    expect(await read(request, s.john, id)).toEqual(before)

    // Offline, the page says that changing needs the network (the choice stays in the draft).
    await context.setOffline(true)
    await expect(page.getByTestId('amend-offline')).toHaveText('Changing the booking needs a connection.')
    await expect(page.getByTestId('amend').getByRole('button', { name: 'Change the booking' })).toBeDisabled()
    await context.setOffline(false)
  })

  test('speaks pl, fr and en; axe finds no violation on the form; no sideways scroll at 320 px', async ({ page, request, api }) => {
    void api
    const s = await setUp(request)
    const id = await book(request, s, s.john, 150, 153)
    await page.setViewportSize({ width: 320, height: 720 })
    await signInFast(page, request, ACCOUNTS.john)
    const texts = {
      pl: { button: 'Zmień rezerwację', legend: 'Daty', confirm: 'Potwierdź zmianę' },
      fr: { button: 'Modifier la réservation', legend: 'Dates', confirm: 'Confirmer la modification' },
      en: { button: 'Change the booking', legend: 'Dates', confirm: 'Confirm the change' },
    } as const
    for (const lang of ['pl', 'fr', 'en'] as const) {
      await openForm(page, id, lang, texts[lang].button)
      const form = page.getByTestId('amend-form')
      await expect(form.getByRole('heading', { name: texts[lang].button })).toBeFocused()
      await expect(form.locator('legend').first()).toHaveText(texts[lang].legend)
      await expect(form.getByRole('button', { name: texts[lang].confirm })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    }
    // With a preview shown and the confirmation open (its focus trapped in the dialog).
    await page
      .getByTestId('amend-form')
      .getByLabel('Return date')
      .fill(dateInput(day(154)))
    await expect(page.getByTestId('amend-difference')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page, '[data-testid="amend-form"]', Infinity)).toEqual([])
    await page.getByRole('button', { name: 'Confirm the change' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Confirm the change' })).toBeFocused()
  })
})
