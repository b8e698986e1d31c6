import { test, expect, ACCOUNTS, signInFast } from './fixtures'

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

test.beforeEach(async ({ page, api, request }) => {
  void api
  await signInFast(page, request, ACCOUNTS.john)
})

test('the profile is saved and survives a reload', async ({ page }) => {
  await page.goto('/settings?l=en')
  await expect(page.getByLabel('Full name')).toHaveValue('John Smith')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(ACCOUNTS.john.email)
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '')
  await page.getByLabel('Location').fill('Manchester')
  await page.getByLabel('Bio').fill('Likes long drives.')
  await expect(page.getByText('18 of 100 characters')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Location')).toHaveValue('Manchester')
  await expect(page.getByLabel('Bio')).toHaveValue('Likes long drives.')
})

test('the profile rules: phone and minimum age', async ({ page }) => {
  await page.goto('/settings?l=en')
  await page.getByLabel('Phone').fill('not a phone')
  await page.getByLabel('Birth date').fill('2015-01-01')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible()
  await expect(page.getByText('You must be at least 21 years old.', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Phone')).toBeFocused()
})

test('a failed save keeps what was typed, also after a reload', async ({ page, api }) => {
  await page.goto('/settings?l=en')
  await expect(page.getByLabel('Location')).toHaveValue('London')
  await api.control({ failStatus: 500, match: 'update-user' })
  await page.getByLabel('Location').fill('Brighton')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('An unhandled error occurred.').first()).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveValue('Brighton')
  await api.control({})
  await page.reload()
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveValue('Brighton')
})

test('avatar: checked, previewed, uploaded, then deleted after a confirmation', async ({ page }) => {
  await page.goto('/settings?l=en')
  const input = page.getByLabel('Choose an image')
  await expect(input).toHaveAttribute('accept', 'image/*')

  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Please add an image.')).toBeVisible()

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByText(/The file is not an image/)).toBeVisible()

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByAltText('Preview of your new profile picture')).toBeVisible()
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  const img = page.getByAltText('Your profile picture')
  await expect(img).toHaveAttribute('src', /\/cdn\/users\/.+\.png$/)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!).avatar)).toMatch(/\.png$/)

  await page.getByRole('button', { name: 'Delete picture' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Delete your profile picture?')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(img).toBeHidden()
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue('John Smith')
  await expect(page.getByAltText('Your profile picture')).toBeHidden()
})

test('email notifications are saved at once; the language can be chosen', async ({ page }) => {
  await page.goto('/settings?l=en')
  const toggle = page.getByRole('switch', { name: 'Email notifications' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByText('Changes made successfully.')).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!).enableEmailNotifications)).toBe(false)
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'false')

  await page.locator('main').getByLabel('Language').selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres')
  await page.getByRole('link', { name: 'Changer le mot de passe' }).first().click()
  await expect(page).toHaveURL(/\/change-password$/)
})
