import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { APIRequestContext } from '@playwright/test'
import { ACCOUNTS, expect, layoutShifts, recordLayoutShifts, signInFast, test, waitForWorkerControl } from './fixtures'

/**
 * The booking pass (/booking?b=ID): what the driver needs at the rental desk,
 * offline once seen — the desk's address, phone and hours, the reference and
 * its QR code, a calendar file, share and print.
 */

interface ApiBooking {
  _id: string
  from: string
  to: string
  company: { fullName: string; phone?: string; location?: string; bio?: string }
  pickupLocation: { name: string; latitude?: number; longitude?: number }
  dropOffLocation: { name: string }
  car: { name: string }
}

/** One of Anna's bookings, as the API gives it in English. */
async function annaBooking(request: APIRequestContext): Promise<ApiBooking> {
  const anna = await (await request.post('/api/sign-in/frontend', { data: ACCOUNTS.anna })).json()
  const headers = { 'x-access-token': anna.accessToken }
  const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
  const list = await request.post('/api/bookings/1/1/en', {
    headers,
    data: { companies, statuses: ['paid', 'pending', 'reserved', 'deposit'], user: anna.id },
  })
  const id = ((await list.json()) as { resultData: { _id: string }[] }[])[0].resultData[0]._id
  return (await (await request.get(`/api/booking/${id}/en`, { headers })).json()) as ApiBooking
}

test.describe('booking pass', () => {
  test('opens offline after one visit, with the desk, the reference and a QR code that scans; the .ics parses; share copies; print is the pass alone', async ({
    page,
    context,
    request,
    baseURL,
    api,
  }) => {
    void api
    test.setTimeout(90_000)
    const booking = await annaBooking(request)
    const { company } = booking
    expect(
      company.phone && company.location && company.bio && typeof booking.pickupLocation.latitude === 'number',
      'the sample supplier has its desk details',
    ).toBeTruthy()
    const link = `${baseURL}/booking?b=${booking._id}`

    // One visit online, with the worker in control.
    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/')
    await waitForWorkerControl(page)
    await page.goto(`/booking?b=${booking._id}&l=en`)
    await expect(page.getByTestId('pass-reference')).toHaveText(booking._id)

    // Offline, from the saved copy.
    await context.setOffline(true)
    await page.reload()
    const pass = page.locator('[data-pass]')
    await expect(page.getByTestId('pass-reference')).toHaveText(booking._id)
    await expect(page.getByTestId('pass-desk-address')).toHaveText(company.location!)
    await expect(page.getByTestId('pass-desk-hours')).toHaveText(company.bio!)
    const phone = page.getByTestId('pass-phone')
    await expect(phone).toHaveText(company.phone!)
    expect(await phone.getAttribute('href')).toBe(`tel:${company.phone!.replace(/[^\d+]/g, '')}`)
    await expect(page.getByTestId('pass-pickup')).toContainText(booking.pickupLocation.name)
    const directions = page.getByTestId('pass-pickup').getByRole('link', { name: /Directions/ })
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${booking.pickupLocation.latitude},${booking.pickupLocation.longitude}`,
    )
    await expect(pass.getByText(booking.car.name, { exact: true })).toBeVisible()

    // The QR code, drawn on the device, scans to the booking's link (which carries the reference).
    const qr = page.getByTestId('pass-qr')
    await expect(qr).toBeVisible()
    const png = PNG.sync.read(await qr.screenshot())
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toBe(link)
    expect(new URL(decoded!.data).searchParams.get('b')).toBe(booking._id)

    // Add to calendar, offline: two events with the right times, place and reference.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()])
    expect(download.suggestedFilename()).toBe(`volta-booking-${booking._id}.ics`)
    const text = await readFile(await download.path(), 'utf8')
    expect(text).toContain('\r\n')
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(2)
    const [pickup, dropOff] = events
    expect(pickup.startDate.toJSDate().toISOString()).toBe(new Date(booking.from).toISOString())
    expect(dropOff.startDate.toJSDate().toISOString()).toBe(new Date(booking.to).toISOString())
    expect(pickup.location).toBe(booking.pickupLocation.name)
    expect(dropOff.location).toBe(booking.dropOffLocation.name)
    for (const event of events) {
      expect(event.description).toContain(booking._id)
      expect(event.description).toContain(company.location!)
      expect(event.description).toContain(company.phone!)
    }

    // Share with no Web Share API (desktop Linux Chromium has none): the link is copied.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied.', { exact: false })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // Print: the pass without the header, navigation, footer or buttons, on one page.
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header').first()).toBeHidden()
    for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(page.getByTestId('pass-reference')).toBeVisible()
    await expect(qr).toBeVisible()
    await expect(page.getByTestId('pass-desk-address')).toBeVisible()
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
  })

  test('the shared link asks a guest to sign in, then opens the booking', async ({ page, request, api }) => {
    void api
    const booking = await annaBooking(request)
    await page.goto(`/booking?b=${booking._id}&l=en`)
    await expect(page).toHaveURL(/\/sign-in\?from=/)
    await page.locator('input[type="email"]').fill(ACCOUNTS.anna.email)
    await page.locator('input[type="password"]').first().fill(ACCOUNTS.anna.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByTestId('pass-reference')).toHaveText(booking._id)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })

    test('the pass opens without moving: its way back to the list comes with the booking, not before it', async ({
      page,
      request,
      api,
    }) => {
      void api
      const booking = await annaBooking(request)
      await signInFast(page, request, ACCOUNTS.anna)
      await recordLayoutShifts(page)
      // A slow answer: the screen waits for it long enough to be seen.
      await page.route('**/api/booking/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await page.goto(`/booking?b=${booking._id}&l=pl`)
      await expect(page.getByTestId('pass-reference')).toHaveText(booking._id)
      await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toHaveText(`Rezerwacja: ${booking.car.name}`)
      await expect(page.locator('main#main').getByRole('link', { name: 'Moje rezerwacje' })).toBeVisible()
      expect(await layoutShifts(page)).toEqual([])
    })
  })
})
