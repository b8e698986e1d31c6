import { ACCOUNTS, expect, resetDataBeforeEach, signInFast, test, waitForWorkerControl } from './fixtures'

/** /bookings: the driver's list, its filters, the empty state, and the mirror offline. */

test.describe('bookings', () => {
  resetDataBeforeEach()

  test('lists the driver’s bookings with status, price and a link to each @phone', async ({ page, request, isMobile }) => {
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/bookings?l=en')
    const rows = page.locator('main [data-booking]')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBe(4)
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /\/booking\?b=[0-9a-f]{24}/)
    await expect(page.getByTestId('last-updated')).toContainText('Last updated')

    const status = page.getByRole('group', { name: 'Status' })
    if (isMobile) {
      // A phone folds the filters away: the first booking shows whole without scrolling.
      await expect(status).toHaveCount(0)
      await expect(rows.first()).toBeInViewport({ ratio: 1 })
      const filters = page.getByRole('button', { name: 'Filters' })
      await expect(filters).toHaveAttribute('aria-expanded', 'false')
      await filters.click()
    }
    await expect(status.getByRole('checkbox')).toHaveCount(6)
    // The supplier chips sit side by side on one line (sideways scroll), none over the next.
    const chips = page.getByRole('group', { name: 'Supplier' }).locator('label')
    await expect(chips.first()).toBeVisible()
    const boxes = await chips.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes.length).toBeGreaterThan(1)
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].left, `chip ${i} starts after chip ${i - 1} ends`).toBeGreaterThanOrEqual(boxes[i - 1].right)
      expect(boxes[i].top).toBe(boxes[0].top)
    }
  })

  test('a phone opens a narrowed list with its filters shown @phone', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'the filters fold away on a phone only')
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/bookings?l=en&s=pending,paid')
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('checkbox', { name: 'Paid', exact: true })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Void', exact: true })).not.toBeChecked()
  })

  test('the status filter lives in the URL, and an empty result says "No bookings."', async ({ page, request }) => {
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/bookings?l=en')
    await expect(page.locator('main [data-booking]').first()).toBeVisible()
    // Only "Void": John has none.
    for (const label of ['Pending', 'Deposit', 'Paid', 'Reserved', 'Cancelled']) {
      await page.getByRole('checkbox', { name: label, exact: true }).uncheck()
    }
    await expect(page).toHaveURL(/[?&]s=void/)
    await expect(page.getByText('No bookings.', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByText('No bookings.', { exact: true })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Void', exact: true })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Paid', exact: true })).not.toBeChecked()
  })

  test('desktop pages by 20 with a pager', async ({ page, request }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/bookings?l=en')
    const rows = page.locator('main [data-booking]')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBe(20)
    const first = await rows.first().getAttribute('data-booking')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(rows.first()).not.toHaveAttribute('data-booking', first!)
    expect(await rows.count()).toBeGreaterThan(0)
  })

  test('offline: the mirrored list shows with a notice, a booking opens, cancelling is kept for later @phone', async ({
    page,
    context,
    request,
  }) => {
    await signInFast(page, request, ACCOUNTS.john)
    await page.goto('/bookings?l=en')
    // The worker must control the page for an offline reload (waitForServiceWorker can return too early).
    await waitForWorkerControl(page)
    const rows = page.locator('main [data-booking]')
    await expect(rows.first()).toBeVisible()
    await expect(page.getByTestId('last-updated')).toBeVisible()
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')))

    await context.setOffline(true)
    await page.reload()
    await expect(rows.first()).toBeVisible()
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking')))).toEqual(ids)
    await expect(page.getByText('You are offline. This is the copy saved on this device')).toBeVisible()
    // Issue 52: the note says what is true offline: a cancellation request is kept, not refused.
    await expect(page.getByText('A cancellation request made now is kept and sent when you are back online')).toBeVisible()
    await expect(page.getByText('it cannot be changed until you are back online')).toHaveCount(0)
    await expect(page.getByTestId('last-updated')).toContainText('Last updated')
    // John's first booking (a paid one in a week, with the cancellation option): offline, a request is kept until
    // the network is back (offline-actions.spec sends one).
    await expect(page.getByRole('button', { name: /^Cancel booking/ }).first()).toBeEnabled()

    const cancellable = page
      .locator('main [data-booking]')
      .filter({ has: page.getByRole('button', { name: /^Cancel booking/ }) })
      .first()
    await cancellable.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/booking\?b=/)
    await expect(page.getByText('Booking number')).toBeVisible()
    await page.getByRole('button', { name: /^Cancel booking/ }).click()
    await expect(page.getByRole('dialog')).toContainText('You are offline: your cancellation request will be sent')
    await page.getByRole('dialog').getByRole('button', { name: 'Keep the booking' }).click()
    await context.setOffline(false)
  })
})
