import type { Page } from '@playwright/test'
import { test, expect, ACCOUNTS, signIn, signInFast } from './fixtures'

/** The path and query of an emailed link, opened on the test server's origin. */
function local(link: string): string {
  const url = new URL(link)
  return url.pathname + url.search
}

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('bc-user') ?? 'null') as Record<string, unknown> | null)
}

async function fillSignUp(
  page: Page,
  values: { name?: string; email?: string; phone?: string; birth?: string; password?: string; confirmation?: string },
) {
  if (values.name !== undefined) await page.getByLabel('Full name').fill(values.name)
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email)
  if (values.phone !== undefined) await page.getByLabel('Phone').fill(values.phone)
  if (values.birth !== undefined) await page.getByLabel('Birth date').fill(values.birth)
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password)
  if (values.confirmation !== undefined) await page.getByLabel('Confirm password').fill(values.confirmation)
}

async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget')
  await expect(widget).toBeVisible({ timeout: 15_000 })
  // The widget draws its tick (an svg) over the input.
  await widget.locator('input[type="checkbox"]').click({ force: true })
  await expect(widget.locator('[data-state="verified"]')).toHaveCount(1, { timeout: 20_000 })
}

// Every test starts from the seed data.
test.beforeEach(async ({ api }) => {
  void api
})

test.describe('sign-up and activation', () => {
  test('a driver signs up with the captcha solved in the browser, then activates from the emailed link', async ({ page, api }) => {
    const email = `new.driver.${Date.now()}@example.com`
    await page.goto('/sign-up?l=en')
    await fillSignUp(page, {
      name: 'Nowy Kierowca',
      email,
      phone: '+48 600 100 200',
      birth: '1990-04-02',
      password: 'first12',
      confirmation: 'first12',
    })
    await solveCaptcha(page)
    await page.getByLabel(/I have read and accept/).check()
    await page.locator('form button[type="submit"]').click()

    await expect(page).toHaveURL(/\/$/)
    expect(await storedUser(page)).toMatchObject({ email, verified: false })
    const banner = page.getByText('Please confirm your email address')
    await expect(banner).toBeVisible()

    // The banner resends the validation email.
    const before = (await api.outbox()).filter((m) => m.to === email).length
    await page.getByRole('button', { name: 'Resend' }).click()
    await expect(page.getByText('Validation email sent.')).toBeVisible()
    expect((await api.outbox()).filter((m) => m.to === email).length).toBe(before + 1)

    const mail = await api.lastEmail(email, /activation/i)
    await page.goto(local(mail.links[0]))
    await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible()
    await page.getByLabel('New password').fill('chosen12')
    await page.getByLabel('Confirm password').fill('chosen12')
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(async () => (await storedUser(page))?.email).toBe(email)
    await expect(banner).toBeHidden()

    // The link is spent.
    await page.goto(local(mail.links[0]))
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('each sign-up message of the spec, in its case', async ({ page }) => {
    await page.goto('/sign-up?l=en')
    await page.locator('form button[type="submit"]').click()
    for (const text of [
      'Invalid email address',
      'Invalid phone number',
      'You must be at least 21 years old.',
      'Password must be at least 6 characters long.',
      'Fill out the captcha to continue.',
      'Please accept the Terms of Use.',
      'Please fix errors.',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    // Focus goes to the first invalid field.
    await expect(page.getByLabel('Full name')).toBeFocused()

    await fillSignUp(page, { password: 'secret1', confirmation: 'secret2' })
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText("Passwords don't match.", { exact: true })).toBeVisible()

    await fillSignUp(page, { email: ACCOUNTS.anna.email })
    await page.getByLabel('Phone').focus()
    await expect(page.getByText('This email address is already registered.', { exact: true })).toBeVisible()
  })

  test('the sign-up screen is in Polish by default', async ({ page }) => {
    await page.goto('/sign-up')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Nieprawidłowy adres e-mail', { exact: true })).toBeVisible()
  })

  test('an expired activation link offers a new one; an unknown one is not found', async ({ page, request }) => {
    const res = await request.post('/api/sign-in/frontend', { data: { email: ACCOUNTS.marc.email, password: ACCOUNTS.marc.password } })
    const marc = (await res.json()) as { id: string }
    await page.goto(`/activate?l=en&u=${marc.id}&e=${encodeURIComponent(ACCOUNTS.marc.email)}&t=not-a-token`)
    await expect(page.getByText('This link has expired.')).toBeVisible()
    await page.getByRole('button', { name: 'Resend' }).click()
    await expect(page.getByText('Activation email sent.')).toBeVisible()

    await page.goto('/activate?l=en&u=000000000000000000000000&e=nobody%40example.com&t=x')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})

test.describe('sign-in', () => {
  test('a driver signs in, wrong credentials are refused, and sign-out works @phone', async ({ page }) => {
    await page.goto('/sign-in?l=en')
    await page.locator('input[type="email"]').fill(ACCOUNTS.anna.email)
    await page.locator('input[type="password"]').fill('wrong-password')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Incorrect email or password.')).toBeVisible()
    expect(await storedUser(page)).toBeNull()

    await page.locator('input[type="password"]').fill(ACCOUNTS.anna.password)
    await page.getByLabel('Stay connected').check()
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/$/)
    expect(await storedUser(page)).toMatchObject({ email: ACCOUNTS.anna.email })

    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => storedUser(page)).toBeNull()
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('links lead to sign-up and forgot password', async ({ page }) => {
    await page.goto('/sign-in?l=en')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.goBack()
    await page.getByRole('link', { name: /Sign up/ }).click()
    await expect(page).toHaveURL(/\/sign-up$/)
  })

  test('a blacklisted driver is told his account is suspended and stays signed out', async ({ page }) => {
    await page.goto('/sign-in?l=en')
    await page.locator('input[type="email"]').fill(ACCOUNTS.blocked.email)
    await page.locator('input[type="password"]').fill(ACCOUNTS.blocked.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Your account is suspended.')).toBeVisible()
    expect(await storedUser(page)).toBeNull()
    await expect(page).toHaveURL(/\/sign-in/)
  })

  test('each account signs in at its own door, and is told the way at the other', async ({ page }) => {
    // A supplier at the driver's door: refused and sent to the supplier sign-in, nothing stored.
    await page.goto('/sign-in?l=en')
    await page.locator('input[type="email"]').fill(ACCOUNTS.supplier.email)
    await page.locator('input[type="password"]').fill(ACCOUNTS.supplier.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText(/This is a supplier account\./)).toBeVisible()
    expect(await storedUser(page)).toBeNull()
    await page.getByRole('link', { name: 'supplier sign-in page' }).click()
    await expect(page).toHaveURL(/\/supplier\/sign-in$/)

    // A driver at the supplier's door: told to use the driver sign-in.
    await page.locator('input[type="email"]').fill(ACCOUNTS.anna.email)
    await page.locator('input[type="password"]').fill(ACCOUNTS.anna.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText(/This is a driver account\./)).toBeVisible()
    expect(await storedUser(page)).toBeNull()

    // A wrong password is only that, at either door.
    await page.locator('input[type="email"]').fill(ACCOUNTS.supplier.email)
    await page.locator('input[type="password"]').fill('wrong-password')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Incorrect email or password.')).toBeVisible()

    // The supplier at its door lands on its cars; the driver's own screens send it to its counterparts.
    await page.locator('input[type="password"]').fill(ACCOUNTS.supplier.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/supplier\/cars$/)
    expect(await storedUser(page)).toMatchObject({ email: ACCOUNTS.supplier.email, type: 'company' })
    await page.goto('/bookings?l=en')
    await expect(page).toHaveURL(/\/supplier\/bookings/)
    // A driver opening the supplier corner is told it is not for him.
    await page.evaluate(() => localStorage.clear())
    await signIn(page, ACCOUNTS.anna)
    await page.goto('/supplier/cars?l=en')
    await expect(page.getByRole('heading', { name: 'For suppliers only' })).toBeVisible()
  })

  test('/sign-in?from=/bookings returns to /bookings, also when already signed in', async ({ page }) => {
    await signIn(page, ACCOUNTS.anna, '/sign-in?from=/bookings')
    await expect(page).toHaveURL(/\/bookings$/)
    await page.goto('/sign-in?from=%2Fbookings')
    await expect(page).toHaveURL(/\/bookings$/)
    // A foreign address is never followed.
    await page.goto('/sign-in?from=%2F%2Fevil.example')
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('a rejected session signs out and purges', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() =>
      localStorage.setItem(
        'bc-user',
        JSON.stringify({
          id: '000000000000000000000000',
          email: 'x@example.com',
          fullName: 'X',
          language: 'en',
          enableEmailNotifications: true,
          accessToken: 'forged',
          blacklisted: false,
        }),
      ),
    )
    await page.goto('/settings?l=en')
    await expect(page).toHaveURL(/\/sign-in/)
    await expect.poll(() => storedUser(page)).toBeNull()
  })
})

test.describe('passwords', () => {
  test('forgot password: a reset link, the new password works and the old does not', async ({ page, api, request }) => {
    await page.goto('/forgot-password?l=en')
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('No account uses this email address.')).toBeVisible()

    await page.getByLabel('Email').fill(ACCOUNTS.john.email)
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText(/Check your inbox/)).toBeVisible()

    const mail = await api.lastEmail(ACCOUNTS.john.email, /reset/i)
    await page.goto(local(mail.links[0]))
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
    await page.getByLabel('New password').fill('abc')
    await page.getByLabel('Confirm password').fill('abd')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible()
    await expect(page.getByText("Passwords don't match.")).toBeVisible()
    await page.getByLabel('New password').fill('brandnew1')
    await page.getByLabel('Confirm password').fill('brandnew1')
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(async () => (await storedUser(page))?.email).toBe(ACCOUNTS.john.email)

    const old = await request.post('/api/sign-in/frontend', { data: { email: ACCOUNTS.john.email, password: ACCOUNTS.john.password } })
    expect(old.status()).toBe(204)
    const fresh = await request.post('/api/sign-in/frontend', { data: { email: ACCOUNTS.john.email, password: 'brandnew1' } })
    expect(fresh.status()).toBe(200)
  })

  test('change password: wrong current, the rules, then success', async ({ page, request }) => {
    await signIn(page, ACCOUNTS.john, '/sign-in?l=en')
    await page.goto('/change-password')
    await page.getByLabel('Current password').fill('not-mine')
    await page.getByLabel('New password').fill('changed1')
    await page.getByLabel('Confirm password').fill('changed1')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('The current password is incorrect.')).toBeVisible()

    await page.getByLabel('Current password').fill(ACCOUNTS.john.password)
    await page.getByLabel('New password').fill('short')
    await page.getByLabel('Confirm password').fill('other')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible()
    await expect(page.getByText("Passwords don't match.")).toBeVisible()

    await page.getByLabel('New password').fill('changed1')
    await page.getByLabel('Confirm password').fill('changed1')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByText('Changes made successfully.')).toBeVisible()
    const res = await request.post('/api/sign-in/frontend', { data: { email: ACCOUNTS.john.email, password: 'changed1' } })
    expect(res.status()).toBe(200)
  })
})

test('the account and information screens fit a 320 px screen without horizontal scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  const fits = async (path: string) => {
    await page.goto(path)
    await expect(page.locator('main#main h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/contact', '/about', '/tos']) await fits(path)
  await signInFast(page, request, ACCOUNTS.anna)
  for (const path of ['/settings', '/notifications', '/change-password']) await fits(path)
})
