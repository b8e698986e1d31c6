import { ACCOUNTS, expect, signInFast, test } from './fixtures'

/** /booking?b=ID: one booking in full, and a clear not-found state. */

test.describe('booking detail', () => {
  test('shows everything about a booking of the driver', async ({ page, request, api }) => {
    void api
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/bookings?l=en')
    const row = page.locator('main [data-booking]').first()
    await expect(row).toBeVisible()
    const id = (await row.getAttribute('data-booking'))!
    await page.goto(`/booking?b=${id}&l=en`)
    await expect(page.getByText('Booking number')).toBeVisible()
    await expect(page.getByText(id)).toBeVisible()
    await expect(page.getByText('Price per day')).toBeVisible()
    await expect(page.getByText('Total', { exact: true })).toBeVisible()
    await expect(page.getByTestId('last-updated')).toContainText('Last updated')
  })

  test('an unknown id, or another driver’s booking, is not found', async ({ page, request, api }) => {
    void api
    // One of Anna's bookings, seen by John.
    const anna = await (await request.post('/api/sign-in/frontend', { data: ACCOUNTS.anna })).json()
    const companies = ((await (await request.get('/api/all-companies')).json()) as { _id: string }[]).map((c) => c._id)
    const list = await request.post('/api/bookings/1/1/en', {
      headers: { 'x-access-token': anna.accessToken },
      data: { companies, statuses: ['paid', 'pending', 'reserved', 'deposit', 'cancelled', 'void'], user: anna.id },
    })
    const annaBooking = ((await list.json()) as { resultData: { _id: string }[] }[])[0].resultData[0]._id

    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/booking?b=ffffffffffffffffffffffff&l=en')
    await expect(page.getByText('Booking not found.', { exact: false })).toBeVisible()
    await page.goto(`/booking?b=${annaBooking}&l=en`)
    await expect(page.getByText('Booking not found.', { exact: false })).toBeVisible()
  })
})
