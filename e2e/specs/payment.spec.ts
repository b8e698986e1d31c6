/**
 * Paying online (issue 47) with the bundled server's test provider: a booking paid now goes to the
 * provider's page (a full navigation), comes back to /checkout, and is paid only when the server
 * says so; a declined payment is tried again; a guest follows the payment with the token kept on
 * the device; a cancellation accepted by the supplier refunds by the rule; a payment not made in
 * time lapses and frees the car.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, apiSession, dayAt, expect, resetDataBeforeEach, signInFast, test } from './fixtures'

resetDataBeforeEach()

interface Car {
  _id: string
  name: string
  cancellation: number
  minimumAge: number
  company: { _id: string; payLater?: boolean }
  locations: { _id: string }[]
}

/** A car of Atlas Auto (it lets drivers pay later too), with a priced cancellation option. */
async function atlasCar(request: APIRequestContext): Promise<Car> {
  const supplier = await apiSession(request, ACCOUNTS.atlas, 'backend')
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
  for (const { _id } of ((await res.json()) as { resultData: { _id: string }[] }[])[0].resultData) {
    const car = (await (await request.get(`/api/car/${_id}/en`)).json()) as Car
    if (car.company._id === supplier.id && car.cancellation > 0 && car.minimumAge <= 21) return car
  }
  throw new Error('no car of Atlas Auto with a priced cancellation')
}

interface Booked {
  bookingId: string
  checkoutUrl: string
  paymentToken: string
}

/** Call 25 with payLater false; `token` undefined books as a guest. */
async function payNowByApi(
  request: APIRequestContext,
  car: Car,
  from: number,
  token?: string,
  options: Record<string, boolean> = {},
): Promise<Booked> {
  const booking = {
    company: car.company._id,
    car: car._id,
    pickupLocation: car.locations[0]._id,
    dropOffLocation: car.locations[0]._id,
    from: dayAt(from),
    to: dayAt(from + 3),
    cancellation: false,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
    ...options,
  }
  const driver = {
    email: `guest.${from}@example.com`,
    phone: '+48 600 700 800',
    fullName: 'Ewa Guest',
    birthDate: '1990-04-04T00:00:00.000Z',
    language: 'pl',
  }
  const res = await request.post('/api/book', {
    headers: token ? { 'x-access-token': token } : {},
    data: { booking, payLater: false, ...(token ? {} : { driver }) },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as Booked
}

/** "Pay" or "Decline" on the test provider's page, as the browser would send the form. */
async function pressByApi(request: APIRequestContext, checkoutUrl: string, outcome: 'paid' | 'failed'): Promise<void> {
  const url = new URL(checkoutUrl)
  const res = await request.post(url.pathname, { form: { r: url.searchParams.get('r')!, outcome }, maxRedirects: 0 })
  expect(res.status()).toBe(303)
}

async function noSidewaysScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 700 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
}

test('a driver pays now: Decline, Try again, Pay; /checkout says paid in pl, fr and en, and so do the booking and its supplier @phone', async ({
  page,
  request,
}) => {
  const car = await atlasCar(request)
  await signInFast(page, request, ACCOUNTS.anna)
  const q = new URLSearchParams({ c: car._id, p: car.locations[0]._id, f: dayAt(12), t: dayAt(15), l: 'en' })
  await page.goto(`/create-booking?${q.toString()}`)
  await page.getByRole('radio', { name: /Pay now/ }).check()
  await expect(page.getByText('No card details are typed here.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Book' }).click()

  // The provider's page (a full navigation away from the app): a test, with the amount.
  await expect(page).toHaveTitle('Test payment (no money moves)')
  await expect(page.getByText(/Amount: \d[\d.]* (PLN|DH)/)).toBeVisible()
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page).toHaveURL(/\/checkout\?b=[0-9a-f]{24}$/)
  const bookingId = new URL(page.url()).searchParams.get('b')!
  await expect(page.getByText(/The payment was declined\. The car stays held for you until/)).toBeVisible()

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveTitle('Test payment (no money moves)')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Paid. Your booking is confirmed, and the receipt is on its way by email.')).toBeVisible()
  await expect(page.getByText(bookingId)).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([])

  for (const [l, text] of [
    ['pl', 'Zapłacono. Rezerwacja jest potwierdzona'],
    ['fr', 'Payé. Votre réservation est confirmée'],
  ]) {
    await page.goto(`/checkout?b=${bookingId}&l=${l}`)
    await expect(page.getByText(text)).toBeVisible()
  }
  await noSidewaysScroll(page)

  // The booking's page (the pass) carries the receipt; the supplier sees it paid.
  await page.goto(`/booking?b=${bookingId}&l=en`)
  await expect(page.getByTestId('payment-status')).toHaveText('Paid online')
  await expect(page.getByText('Paid through')).toBeVisible()
  const supplier = await apiSession(request, ACCOUNTS.atlas, 'backend')
  const seen = await request.get(`/api/payment/${bookingId}`, { headers: { 'x-access-token': supplier.accessToken } })
  expect(await seen.json()).toMatchObject({ status: 'paid', bookingStatus: 'paid' })
})

test('a guest pays with the token kept on the device; a payment not made in time lapses and frees the car', async ({ page, request }) => {
  const car = await atlasCar(request)
  const guest = await payNowByApi(request, car, 20)
  await page.goto('/about')
  await page.evaluate(
    ([id, token]) => localStorage.setItem(`bc-pay:${id}`, JSON.stringify({ token, until: Date.now() + 86_400_000 })),
    [guest.bookingId, guest.paymentToken],
  )
  await page.goto(guest.checkoutUrl)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Zapłacono. Rezerwacja jest potwierdzona')).toBeVisible()

  // Another guest's payment runs out of time: /checkout says so, and the car is free again.
  const late = await payNowByApi(request, car, 40)
  expect((await request.post(`/api/__test/expire-payment/${late.bookingId}`)).status()).toBe(200)
  await page.evaluate(
    ([id, token]) => localStorage.setItem(`bc-pay:${id}`, JSON.stringify({ token, until: Date.now() + 86_400_000 })),
    [late.bookingId, late.paymentToken],
  )
  await page.goto(`/checkout?b=${late.bookingId}&l=en`)
  await expect(page.getByText('The time to pay has run out: the booking has lapsed and the car is no longer held.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible()
  const john = await apiSession(request, ACCOUNTS.john)
  const again = await request.post('/api/book', {
    headers: { 'x-access-token': john.accessToken },
    data: {
      booking: {
        company: car.company._id,
        car: car._id,
        pickupLocation: car.locations[0]._id,
        dropOffLocation: car.locations[0]._id,
        from: dayAt(40),
        to: dayAt(43),
      },
      payLater: true,
    },
  })
  expect(again.status()).toBe(200)
})

test('a cancellation the supplier accepts refunds the amount less the cancellation option, shown on the booking', async ({
  page,
  request,
}) => {
  const car = await atlasCar(request)
  const anna = await apiSession(request, ACCOUNTS.anna)
  const booked = await payNowByApi(request, car, 30, anna.accessToken, { cancellation: true })
  await pressByApi(request, booked.checkoutUrl, 'paid')
  expect(
    (await request.post(`/api/cancel-booking/${booked.bookingId}`, { headers: { 'x-access-token': anna.accessToken } })).status(),
  ).toBe(200)
  const supplier = await apiSession(request, ACCOUNTS.atlas, 'backend')
  const cancelled = await request.post('/api/update-booking-status', {
    headers: { 'x-access-token': supplier.accessToken },
    data: { ids: [booked.bookingId], status: 'cancelled' },
  })
  expect(cancelled.status()).toBe(200)
  const payment = (await (
    await request.get(`/api/payment/${booked.bookingId}`, { headers: { 'x-access-token': anna.accessToken } })
  ).json()) as {
    amount: number
    refundedAmount: number
  }
  expect(payment.refundedAmount).toBeCloseTo(payment.amount - car.cancellation, 2)

  await signInFast(page, request, ACCOUNTS.anna)
  await page.goto(`/booking?b=${booked.bookingId}&l=en`)
  await expect(page.getByTestId('payment-status')).toHaveText('Partly refunded')
  await expect(page.getByText('Refund', { exact: true })).toBeVisible()
})
