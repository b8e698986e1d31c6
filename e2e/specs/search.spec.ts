import { test, expect } from './fixtures'

test('a return before the pickup is refused in place @phone', async ({ page, api }) => {
  void api
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.fill('Krak')
  await page.getByRole('option', { name: 'Kraków Airport' }).click()
  const pickupDate = await page.getByLabel('Pickup date').inputValue()
  await page.getByLabel('Return date').fill(pickupDate)
  await page.getByLabel('Return time').fill('09:00')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('The return must be after the pickup.')).toBeVisible()
  await expect(page.getByLabel('Return date')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/\?l=en$|\/$/)
})

test('the search needs a pickup place and keeps the last search after a reload', async ({ page, api }) => {
  void api
  await page.goto('/?l=en')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('Choose a pickup location.')).toBeVisible()
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.fill('Gda')
  await page.getByRole('option', { name: 'Gdańsk Central Station' }).click()
  await page.getByLabel('Same drop-off location').uncheck()
  await expect(page.getByRole('combobox', { name: 'Drop-off location' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Gdańsk Central Station')
  await expect(page.getByLabel('Same drop-off location')).not.toBeChecked()
})

test('the location list is a keyboard combobox that pages on scroll', async ({ page, api }) => {
  void api
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  // The first paint's plain-HTML copy of the form has no list to open: a key pressed before the app
  // takes over does nothing (what was typed carries over, keys do not).
  await expect(page.locator('form[data-first-paint-form]')).toHaveCount(0)
  await pickup.focus()
  await pickup.press('ArrowDown')
  await expect(pickup).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('listbox', { name: 'Pickup location' }).getByRole('option').first()).toBeVisible()
  await pickup.press('Escape')
  await expect(pickup).toHaveAttribute('aria-expanded', 'false')
})

test('leaving the place field with Tab keeps what was typed when it names one place', async ({ page, api }) => {
  void api
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.pressSequentially('chopin')
  const options = page.getByRole('listbox', { name: 'Pickup location' }).getByRole('option')
  await expect(options).toHaveCount(1)
  await pickup.press('Tab')
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')
  await expect(pickup).toHaveAttribute('aria-expanded', 'false')

  // Text that names no place does not pass for a choice: the chosen place comes back.
  await pickup.focus()
  await pickup.pressSequentially('zzzz')
  await expect(page.getByText('No places match.')).toBeVisible()
  await pickup.press('Tab')
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')
})

test('offline, the search says it needs a connection and keeps the input', async ({ page, api, context }) => {
  void api
  await page.goto('/?l=en')
  const pickup = page.getByRole('combobox', { name: 'Pickup location' })
  await pickup.fill('Warsaw')
  await page.getByRole('option', { name: 'Warsaw Chopin Airport' }).click()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText(/Searching needs a connection/)).toBeVisible()
  await expect(pickup).toHaveValue('Warsaw Chopin Airport')
  await context.setOffline(false)
})
