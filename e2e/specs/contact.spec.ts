import { test, expect, ACCOUNTS, signInFast } from './fixtures'

test.beforeEach(async ({ api }) => {
  void api
})

test('a guest sends a message; the outbox has it', async ({ page, api }) => {
  await page.goto('/contact?l=en')
  await page.getByRole('button', { name: 'Send a message' }).click()
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
  await expect(page.getByText('Please fix errors.')).toBeVisible()
  await page.getByLabel('Email').fill('guest@example.com')
  await page.getByLabel('Subject').fill('Child seat')
  await page.getByLabel('Message').fill('Do you rent child seats in Kraków?')
  await page.getByRole('button', { name: 'Send a message' }).click()
  await expect(page.getByText('Your message has been sent.', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('')
  const mail = (await api.outbox()).find((m) => m.subject.includes('Child seat'))
  expect(mail?.text).toContain('guest@example.com')
  expect(mail?.text).toContain('Do you rent child seats in Kraków?')
})

test('signed in, the email is prefilled; a failure keeps the text', async ({ page, api, request }) => {
  await signInFast(page, request, ACCOUNTS.anna)
  await page.goto('/contact?l=en')
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.anna.email)
  await api.control({ failStatus: 500, match: 'send-email' })
  await page.getByLabel('Subject').fill('Invoice')
  await page.getByLabel('Message').fill('Please send me an invoice.')
  await page.getByRole('button', { name: 'Send a message' }).click()
  await expect(page.getByText('An unhandled error occurred.').first()).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('Please send me an invoice.')
  await api.control({})
  await page.reload()
  await expect(page.getByLabel('Message')).toHaveValue('Please send me an invoice.')
  await page.getByRole('button', { name: 'Send a message' }).click()
  await expect(page.getByText('Your message has been sent.', { exact: true })).toBeVisible()
})

test('about and terms of use have real content in three languages', async ({ page }) => {
  for (const [lang, about, tos] of [
    ['en', 'About Volta', 'Terms of Use'],
    ['pl', 'O Volcie', 'Regulamin'],
    ['fr', 'À propos de Volta', "Conditions d'utilisation"],
  ] as const) {
    await page.goto(`/about?l=${lang}`)
    await expect(page.locator('main#main h1')).toHaveText(about)
    expect((await page.locator('main#main').innerText()).length).toBeGreaterThan(600)
    await page.goto(`/tos?l=${lang}`)
    await expect(page.locator('main#main h1')).toHaveText(tos)
    expect((await page.locator('main#main').innerText()).length).toBeGreaterThan(1200)
  }
})
