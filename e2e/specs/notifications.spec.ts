import type { Page } from '@playwright/test'
import { test, expect, ACCOUNTS, apiSession, signInFast, waitForWorkerControl } from './fixtures'

/** The unread count the header announces ("Notifications 5 unread"; no number when none). */
async function headerCount(page: Page): Promise<number> {
  const name = (await page.locator('header a[href="/notifications"]').textContent()) ?? ''
  return Number(/(\d+)/.exec(name)?.[1] ?? 0)
}

test.beforeEach(async ({ page, api, request }) => {
  void api
  await signInFast(page, request, ACCOUNTS.anna)
})

test('read, unread and delete change the list and the header count', async ({ page, request }) => {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!).accessToken as string)
  await page.goto('/notifications?l=en')
  const rows = page.locator('main li')
  await expect(rows).toHaveCount(30)
  await expect(page.getByText(/1–30 of 35/)).toBeVisible()
  await expect.poll(() => headerCount(page)).toBeGreaterThan(0)
  const start = await headerCount(page)

  const unread = page.locator('main li[data-unread]')
  await expect(unread.first().getByText('Unread', { exact: true })).toBeVisible()
  const unreadBefore = await unread.count()
  await unread.first().getByRole('button', { name: 'Mark as read' }).click()
  await expect(unread).toHaveCount(unreadBefore - 1)
  await expect.poll(() => headerCount(page)).toBe(start - 1)

  await rows
    .first()
    .getByRole('button', { name: /Mark as (un)?read/ })
    .click()
  await expect.poll(() => headerCount(page)).not.toBe(start - 1)

  // A selection: the first two rows marked read at once.
  const [first, second] = [rows.nth(0), rows.nth(1)]
  await first.getByRole('checkbox').check()
  await second.getByRole('checkbox').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('toolbar').getByRole('button', { name: 'Mark as read' }).click()
  await expect(first).not.toHaveAttribute('data-unread')
  await expect(second).not.toHaveAttribute('data-unread')

  // Select all, then mark all unread.
  await page.getByLabel('Select all').check()
  await page.getByRole('toolbar').getByRole('button', { name: 'Mark as unread' }).click()
  await expect(unread).toHaveCount(30)
  const res = await request.get(
    `/api/notification-counter/${await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!).id as string)}`,
    {
      headers: { 'x-access-token': token },
    },
  )
  const { count } = (await res.json()) as { count: number }
  await expect.poll(() => headerCount(page)).toBe(count)

  // Delete one behind a confirmation.
  const text = await rows.first().locator('p').textContent()
  await rows.first().getByRole('button', { name: 'Delete notification' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Delete this notification?')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(/1–30 of 34/)).toBeVisible()
  await expect.poll(() => headerCount(page)).toBe(count - 1)
  await expect(rows.first().locator('p')).not.toHaveText(text ?? '')
})

test('the pager shows the next page; opening a booking marks it read', async ({ page }) => {
  await page.goto('/notifications?l=en')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/31–35 of 35/)).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  const withBooking = page
    .locator('main li[data-unread]')
    .filter({ has: page.getByRole('button', { name: 'View booking' }) })
    .first()
  const before = await headerCount(page)
  await withBooking.getByRole('button', { name: 'View booking' }).click()
  await expect(page).toHaveURL(/\/booking\?b=[0-9a-f]{24}$/)
  await expect.poll(() => headerCount(page)).toBe(before - 1)
})

test('a supplier’s notification opens the booking on the supplier’s own screen, with no stop on the driver’s', async ({
  page,
  request,
}) => {
  await page.goto('/about')
  await page.evaluate(() => localStorage.removeItem('bc-user'))
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
  // Every in-app move (wouter pushes or replaces the URL).
  await page.addInitScript(() => {
    const moves: string[] = []
    ;(window as unknown as { __moves: string[] }).__moves = moves
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history)
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) moves.push(String(url))
        original(data, unused, url)
      }
    }
  })
  await page.goto('/notifications?l=en')
  await page.getByRole('button', { name: 'View booking' }).first().click()
  await expect(page).toHaveURL(/\/supplier\/booking\?b=[0-9a-f]{24}$/)
  await expect(page.locator('main#main h1')).toContainText('Booking')
  const moves = await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves)
  const paths = moves.map((url) => new URL(url, 'http://app').pathname)
  expect(paths).toContain('/supplier/booking')
  expect(paths).not.toContain('/booking')
})

test('deleting everything leaves "No notifications"', async ({ page, request }) => {
  await page.goto('/about')
  await page.evaluate(() => localStorage.removeItem('bc-user'))
  await signInFast(page, request, ACCOUNTS.john)
  await page.goto('/notifications?l=en')
  await page.getByLabel('Select all').check()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No notifications')).toBeVisible()
  await expect.poll(() => headerCount(page)).toBe(0)
})

test('a visited /notifications opens offline from the device with its age; a read mark kept offline stays through a reload and is sent once', async ({
  page,
  context,
  request,
  api,
}) => {
  test.setTimeout(60_000)
  const anna = await apiSession(request, ACCOUNTS.anna)
  await page.goto('/notifications?l=en')
  await waitForWorkerControl(page)
  const first = page.locator('main li[data-unread]').first()
  await expect(first).toBeVisible()
  await expect(page.getByTestId('last-updated')).toBeVisible()
  await expect.poll(() => headerCount(page)).toBeGreaterThan(0)
  const start = await headerCount(page)
  const message = (await first.locator('p').textContent()) ?? ''

  await context.setOffline(true)
  await page.reload()
  const rows = page.locator('main li')
  await expect(rows).toHaveCount(30)
  await expect(page.getByText(/These are your notifications as saved on this device/)).toBeVisible()
  await expect(page.getByTestId('last-updated')).toContainText('Last updated')
  await expect.poll(() => headerCount(page)).toBe(start)

  const row = rows.filter({ hasText: message })
  await row.getByRole('button', { name: 'Mark as read' }).click()
  await expect(row).not.toHaveAttribute('data-unread')
  await expect(row.getByTestId('kept-action')).toContainText('Will be sent when you are back online.')
  await expect.poll(() => headerCount(page)).toBe(start - 1)
  await page.reload()
  await expect(row.getByTestId('kept-action')).toBeVisible()
  await expect(row).not.toHaveAttribute('data-unread')
  await expect.poll(() => headerCount(page)).toBe(start - 1)

  await context.setOffline(false)
  await expect(page.getByText('Sent: marking 1 notification as read.')).toBeVisible({ timeout: 20_000 })
  expect((await api.stats()).byRoute['POST /api/mark-notifications-as-read']).toBe(1)
  const res = await request.get(`/api/notifications/${anna.id}/1/30`, { headers: { 'x-access-token': anna.accessToken } })
  const [{ resultData }] = (await res.json()) as { resultData: { message: string; isRead: boolean }[] }[]
  expect(resultData.find((n) => n.message === message)?.isRead).toBe(true)
  await expect(row.getByTestId('kept-action')).toHaveCount(0)
  await expect.poll(() => headerCount(page)).toBe(start - 1)
})
