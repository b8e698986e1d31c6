/**
 * Paying online (issue 47) with the bundled server's test provider: a booking paid now goes to the
 * provider's page (a full navigation), comes back to /checkout, and is paid only when the server
 * says so; a declined payment is tried again; a guest follows the payment with the token kept on
 * the device, offline too; an unfinished payment is offered again until its time and then lapses,
 * freeing the car; a cancellation accepted by the supplier refunds by the rule. Set-up goes
 * through the API where the screens are not what is tested.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ACCOUNTS, apiSession, axeViolations, dayAt, expect, resetDataBeforeEach, signInFast, test, waitForWorkerControl } from './fixtures'

resetDataBeforeEach()

const PROVIDER_TITLE = 'Test payment (no money moves)'
const PAID = {
  en: 'Paid. Your booking is confirmed, and the receipt is on its way by email.',
  pl: 'Zapłacono. Rezerwacja jest potwierdzona',
  fr: 'Payé. Votre réservation est confirmée',
}

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

function bookingOf(car: Car, from: number, options: Record<string, boolean> = {}) {
  return {
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
}

/** Call 25 with payLater false; `token` undefined books as a guest. */
async function payNowByApi(
  request: APIRequestContext,
  car: Car,
  from: number,
  token?: string,
  options: Record<string, boolean> = {},
): Promise<Booked> {
  const driver = {
    email: `guest.${from}@example.com`,
    phone: '+48 600 700 800',
    fullName: 'Ewa Guest',
    birthDate: '1990-04-04T00:00:00.000Z',
    language: 'pl',
  }
  const res = await request.post('/api/book', {
    headers: token ? { 'x-access-token': token } : {},
    data: { booking: bookingOf(car, from, options), payLater: false, ...(token ? {} : { driver }) },
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

/** The device keeps a guest's payment token as the app does after call 25 (lib/storage/payment-tokens.ts). */
async function keepToken(page: Page, booked: Booked): Promise<void> {
  await page.evaluate(
    ([id, token]) => localStorage.setItem(`bc-pay:${id}`, JSON.stringify({ token, until: Date.now() + 86_400_000 })),
    [booked.bookingId, booked.paymentToken],
  )
}

async function expectNoAxeViolation(page: Page): Promise<void> {
  expect(await axeViolations(page, undefined, Infinity)).toEqual([])
}

function createBookingPath(car: Car, from: number, l: string): string {
  return `/create-booking?${new URLSearchParams({ c: car._id, p: car.locations[0]._id, f: dayAt(from), t: dayAt(from + 3), l }).toString()}`
}

test('a driver pays now: Decline, Try again, Pay; /checkout, the pass (offline too), the list and the supplier say paid @phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const car = await atlasCar(request)
  await signInFast(page, request, ACCOUNTS.anna)
  await page.goto(createBookingPath(car, 12, 'en'))
  await page.getByRole('radio', { name: /Pay now/ }).check()
  await expect(page.getByText('No card details are typed here.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Book' }).click()

  // The provider's page (a full navigation away from the app): a test, with the amount.
  await expect(page).toHaveTitle(PROVIDER_TITLE)
  await expect(page.getByText(/Amount: \d[\d.]* (PLN|DH)/)).toBeVisible()
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page).toHaveURL(/\/checkout\?b=[0-9a-f]{24}$/)
  const bookingId = new URL(page.url()).searchParams.get('b')!
  await expect(page.getByText(/The payment was declined\. The car stays held for you until/)).toBeVisible()
  await expectNoAxeViolation(page)
  // Still not paid, whatever the return to the app: the server says so.
  const anna = await apiSession(request, ACCOUNTS.anna)
  const declined = await request.get(`/api/payment/${bookingId}`, { headers: { 'x-access-token': anna.accessToken } })
  expect(await declined.json()).toMatchObject({ status: 'failed', bookingStatus: 'void' })
  // A signed-in driver needs no payment token on this device.
  expect(await page.evaluate((id) => localStorage.getItem(`bc-pay:${id}`), bookingId)).toBeNull()

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveTitle(PROVIDER_TITLE)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByText(PAID.en)).toBeVisible()
  // The receipt: booking number, amount and currency, provider, date.
  await expect(page.getByText(bookingId)).toBeVisible()
  await expect(page.getByText(/^\d[\d,.]* (PLN|DH)$/)).toBeVisible()
  await expect(page.getByText('Test provider (no money moved)')).toBeVisible()
  await expect(page.getByText('Paid on')).toBeVisible()
  await expectNoAxeViolation(page)

  for (const l of ['pl', 'fr'] as const) {
    await page.goto(`/checkout?b=${bookingId}&l=${l}`)
    await expect(page.getByText(PAID[l])).toBeVisible()
  }
  await page.setViewportSize({ width: 320, height: 700 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await page.setViewportSize({ width: 412, height: 915 })

  // The list and the pass carry it; the pass keeps the receipt offline, for the desk.
  await page.goto('/bookings?l=en')
  await expect(page.locator(`main [data-booking="${bookingId}"]`).getByTestId('payment-note')).toHaveText('Paid online')
  await waitForWorkerControl(page)
  await page.goto(`/booking?b=${bookingId}&l=en`)
  await expect(page.getByTestId('payment-status')).toHaveText('Paid online')
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('pass-reference')).toHaveText(bookingId)
  await expect(page.getByTestId('payment-status')).toHaveText('Paid online')
  await expect(page.getByText('Paid through')).toBeVisible()
  await expect(page.getByText('Test provider (no money moved)')).toBeVisible()
  await context.setOffline(false)

  // The supplier's booking page says it too.
  await signInFast(page, request, ACCOUNTS.atlas, 'backend')
  await page.goto(`/supplier/booking?b=${bookingId}&l=en`)
  await expect(page.getByTestId('payment-status')).toHaveText('Paid online')
  await expect(page.getByText('Amount paid')).toBeVisible()
})

test('a guest pays from the form in French, followed with the token kept on the device; offline, /checkout waits for the network', async ({
  page,
  context,
  request,
}) => {
  const car = await atlasCar(request)
  await page.goto(createBookingPath(car, 22, 'fr'))
  await page.locator('[name="driver.fullName"]').fill('Inès Invitée')
  await page.locator('[name="driver.email"]').fill('ines.guest@example.com')
  await page.locator('[name="driver.phone"]').fill('+212 600 700 800')
  await page.locator('[name="driver.birthDate"]').fill('1990-04-04')
  await page.locator('[name="tos"]').check()
  await page.getByRole('radio', { name: /Payer maintenant/ }).check()
  await page.getByRole('button', { name: 'Réserver', exact: true }).click()
  await expect(page).toHaveTitle(PROVIDER_TITLE)
  const bookingId = new URL(page.url()).pathname.split('/').pop()!
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout\\?b=${bookingId}$`))
  await expect(page.getByText(PAID.fr)).toBeVisible()
  // The app kept the guest's payment token for this booking (that is what let /checkout ask).
  expect(await page.evaluate((id) => localStorage.getItem(`bc-pay:${id}`), bookingId)).toMatch(/"token":"[0-9a-f]{32}"/)

  // Another payment, still open: offline the page says it checks once the network is back, and does.
  const open = await payNowByApi(request, car, 40)
  await keepToken(page, open)
  await page.goto(`/checkout?b=${open.bookingId}`)
  await expect(page.getByText('En attente de la confirmation du prestataire de paiement…')).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText('Vous êtes hors ligne. Votre paiement sera vérifié dès le retour du réseau.')).toBeVisible()
  await pressByApi(request, open.checkoutUrl, 'paid')
  await page.waitForTimeout(2_500)
  await expect(page.getByText(PAID.fr)).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.getByText(PAID.fr)).toBeVisible()
})

test.describe('in the driver’s time zone', () => {
  test.use({ timezoneId: 'Europe/Warsaw' })

  test('an unfinished payment offers Pay now until its time; once lapsed the list marks it, /checkout says book again, and the car is free', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const car = await atlasCar(request)
    const anna = await apiSession(request, ACCOUNTS.anna)
    const open = await payNowByApi(request, car, 30, anna.accessToken)
    const { expiresAt } = (await (
      await request.get(`/api/payment/${open.bookingId}`, { headers: { 'x-access-token': anna.accessToken } })
    ).json()) as { expiresAt: string }
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('pl-PL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(expiresAt))
    expect(clock('Europe/Warsaw')).not.toBe(clock('UTC'))

    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/bookings?l=pl')
    // The time to pay by, in the driver's local time (Warsaw), not the server's (UTC).
    const note = page.locator(`main [data-booking="${open.bookingId}"]`).getByTestId('payment-note')
    await expect(note).toContainText('Płatność nie została dokończona: zapłać do')
    await expect(note).toContainText(clock('Europe/Warsaw'))

    await page.goto(`/booking?b=${open.bookingId}&l=pl`)
    await expect(page.getByTestId('payment-status')).toHaveText('Płatność nie została dokończona')
    await expect(page.getByText('Zapłać przed')).toBeVisible()
    await page.getByRole('button', { name: 'Zapłać teraz' }).click()
    await expect(page).toHaveTitle(PROVIDER_TITLE)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByText(PAID.pl)).toBeVisible()

    // A payment not made in time: the car was held for it, and is free once it lapses.
    const late = await payNowByApi(request, car, 50, anna.accessToken)
    const john = await apiSession(request, ACCOUNTS.john)
    const johnBooks = () =>
      request.post('/api/book', {
        headers: { 'x-access-token': john.accessToken },
        data: { booking: bookingOf(car, 50), payLater: true },
      })
    expect((await johnBooks()).status()).toBe(409)
    expect((await request.post(`/api/__test/expire-payment/${late.bookingId}`)).status()).toBe(200)
    await page.goto('/bookings?l=pl')
    await expect(page.locator(`main [data-booking="${late.bookingId}"]`).getByTestId('payment-note')).toHaveText('Nie opłacono na czas')
    await page.goto(`/checkout?b=${late.bookingId}&l=en`)
    await expect(page.getByText('The time to pay has run out: the booking has lapsed and the car is no longer held.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible()
    expect((await johnBooks()).status()).toBe(200)
  })
})

test('a cancellation the supplier accepts refunds the amount less the cancellation option; the driver, the supplier and the operator see it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
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
  ).json()) as { amount: number; refundedAmount: number; currency: string }
  expect(payment.refundedAmount).toBeCloseTo(payment.amount - car.cancellation, 2)
  /** The amount in the pass's row named `label`, read back as a number in the page's language. */
  const rowAmount = async (label: string, l: 'fr' | 'en') => {
    const text = (await page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent())!
    expect(text).toMatch(/(PLN|DH)/)
    const digits = l === 'fr' ? text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.') : text.replace(/,/g, '')
    return Number(/\d+(\.\d+)?/.exec(digits)![0])
  }

  await signInFast(page, request, ACCOUNTS.anna)
  await page.goto(`/booking?b=${booked.bookingId}&l=fr`)
  await expect(page.getByTestId('payment-status')).toHaveText('Remboursé en partie')
  expect(await rowAmount('Remboursement', 'fr')).toBeCloseTo(payment.refundedAmount, 2)
  await page.goto('/bookings?l=en')
  await expect(page.locator(`main [data-booking="${booked.bookingId}"]`).getByTestId('payment-note')).toContainText('Partly refunded: ')

  for (const [account, path] of [
    [ACCOUNTS.atlas, '/supplier/booking'],
    [ACCOUNTS.admin, '/admin/booking'],
  ] as const) {
    await signInFast(page, request, account, 'backend')
    await page.goto(`${path}?b=${booked.bookingId}&l=en`)
    await expect(page.getByTestId('payment-status')).toHaveText('Partly refunded')
    expect(await rowAmount('Refund', 'en')).toBeCloseTo(payment.refundedAmount, 2)
    expect(await rowAmount('Amount paid', 'en')).toBeCloseTo(payment.amount, 2)
  }
})
