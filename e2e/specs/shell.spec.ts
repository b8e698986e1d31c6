import { ACCOUNTS, expect, resetDataBeforeEach, signIn, test } from './fixtures'

test.describe('app shell', () => {
  // The sample data afresh: an earlier spec may have left anna@example.com's language changed.
  resetDataBeforeEach()

  test('starts in Polish by default @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    await expect(page.getByRole('link', { name: 'Strona główna' }).first()).toBeVisible()
  })

  test('?l=fr shows French and remembers it', async ({ page }) => {
    await page.goto('/?l=fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('bc-language'))).toBe('fr')
    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('an unsupported ?l falls back to bc-language, then the default', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => localStorage.setItem('bc-language', 'en'))
    await page.goto('/?l=de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.evaluate(() => localStorage.removeItem('bc-language'))
    await page.goto('/?l=de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  })

  test('sign in, open lazy screens, sign out @phone', async ({ page }) => {
    await signIn(page, ACCOUNTS.anna)
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!)
    expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(stored.email).toBe(ACCOUNTS.anna.email)

    const scripts = new Set<string>()
    page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname))
    for (const [path, heading] of [
      ['/bookings', 'Moje rezerwacje'],
      ['/settings', 'Ustawienia'],
      ['/notifications', 'Powiadomienia'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    // Each screen came in its own chunk.
    expect([...scripts].some((s) => /BookingsScreen/.test(s))).toBe(true)
    expect([...scripts].some((s) => /SettingsScreen/.test(s))).toBe(true)
    expect([...scripts].some((s) => /NotificationsScreen/.test(s))).toBe(true)

    const menu = page.getByRole('button', { name: /Anna Nowak/ })
    await menu.click()
    await page.getByRole('button', { name: 'Wyloguj się' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  })

  test('a protected screen sends a guest to sign in and back, query kept', async ({ page }) => {
    await page.goto('/bookings?s=paid')
    await expect(page).toHaveURL(/\/sign-in\?from=%2Fbookings%3Fs%3Dpaid$/)
  })

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible()
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the language switch changes texts, html lang and the currency label', async ({ page }) => {
    await page.goto('/cars')
    await expect(page.getByText(/PLN/).first()).toBeVisible()
    await page.getByRole('combobox', { name: 'Język' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible()
    await expect(page.getByText(/\bDH\b/).first()).toBeVisible()
    await expect(page.getByText(/PLN/)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('bc-language'))).toBe('en')
  })

  test('a signed-in driver whose session is invalid gets the language-change error', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() =>
      localStorage.setItem(
        'bc-user',
        JSON.stringify({
          id: '66505e000000000000000001',
          email: 'x@example.com',
          fullName: 'X',
          language: 'en',
          enableEmailNotifications: true,
          accessToken: 'bad.token.value',
          blacklisted: false,
        }),
      ),
    )
    await page.goto('/?l=fr')
    await expect(page.getByText("Une erreur s'est produite lors du changement de langue.")).toBeVisible()
    // The 401 ended the session.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
  })

  test('the language choice is saved on the signed-in account', async ({ page, request }) => {
    await signIn(page, ACCOUNTS.anna)
    await page.getByRole('combobox', { name: 'Język' }).selectOption('fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!).language).toBe('fr')
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!).accessToken
    const id = JSON.parse((await page.evaluate(() => localStorage.getItem('bc-user')))!).id
    const user = await (await request.get(`/api/user/${id}`, { headers: { 'x-access-token': token } })).json()
    expect(user.language).toBe('fr')
  })
})
