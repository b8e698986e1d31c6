/**
 * On a phone (at most 960 px wide) the app is an app: a one-line top bar and a tab bar at
 * the bottom with the same items as the desktop header's nav (src/app/nav-items.ts), per
 * kind of visitor. The tab bar is a named nav, marks the current tab, carries the unread
 * count, works by keyboard, fits 320 px in Polish and French, hides nothing of the page,
 * and steps aside while a text field has the focus. A desktop keeps its header.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { ACCOUNTS, expect, resetDataBeforeEach, signInFast, test } from './fixtures'

resetDataBeforeEach()

/** What Tab stops at in a screen's main content. */
const CONTROLS = 'main :is(button, a[href], input):not([disabled])'

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }
const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }

/** The tab bar's name in each language (not the header's "Main"). */
const TAB_BAR = { en: 'Tab bar', pl: 'Pasek zakładek', fr: "Barre d'onglets" } as const
const tabBar = (page: Page, lang: keyof typeof TAB_BAR = 'en') => page.getByRole('navigation', { name: TAB_BAR[lang], exact: true })

/** React's header, not the first paint's (which a heading's visibility does not rule out: the first paint draws the heading too). */
const appHeader = (page: Page) => page.locator('header:not([data-first-paint])')

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, `${String(locator)} has a box`).not.toBeNull()
  return b!
}

/**
 * The bar's tabs as [text, href, aria-current], read in one go: link by link, a re-render
 * between two reads (5 tabs becoming 3 at sign-out) left a read waiting for a tab that had gone.
 */
async function tabs(bar: Locator): Promise<[string, string | null, string | null][]> {
  return bar.evaluate((nav) =>
    [...nav.querySelectorAll('a')].map((a): [string, string | null, string | null] => [
      (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]),
  )
}

async function session(page: Page): Promise<{ id: string; accessToken: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('bc-user')!) as { id: string; accessToken: string })
}

async function unreadOnServer(page: Page, request: APIRequestContext): Promise<number> {
  const { id, accessToken } = await session(page)
  const res = await request.get(`/api/notification-counter/${id}`, { headers: { 'x-access-token': accessToken } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { count: number }).count
}

async function supplierSignIn(page: Page, request: APIRequestContext): Promise<void> {
  await signInFast(page, request, ACCOUNTS.supplier, 'backend')
}

test.describe('a phone (412x915)', () => {
  test.use(PHONE)

  test('a guest gets a one-line top bar and Home, Cars, Sign in at the bottom, the current tab marked', async ({ page }) => {
    await page.goto('/?l=en')
    const header = appHeader(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tabBar(page)).toBeVisible()
    // One line: the bar, no second row of links (it was 100 px for a guest, 148 for a driver).
    expect((await box(header)).height).toBeLessThanOrEqual(56)
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden()

    const bar = tabBar(page)
    await expect(bar).toBeVisible()
    expect(await tabs(bar)).toEqual([
      ['Home', '/', 'page'],
      ['Cars', '/cars', null],
      ['Sign in', '/sign-in', null],
    ])
    // Fixed to the bottom of the screen, the whole width.
    const b = await box(bar)
    expect(Math.round(b.y + b.height)).toBe(915)
    expect(b.width).toBe(412)

    await bar.getByRole('link', { name: 'Cars' }).tap()
    await expect(page).toHaveURL(/\/cars$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeFocused()
    await expect(bar.getByRole('link', { name: 'Cars' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.*/)
    await bar.getByRole('link', { name: 'Sign in' }).tap()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page')
  })

  test('a driver gets Home, Cars, Bookings, Notifications with the unread count, Account; sign-out stays in reach', async ({
    page,
    request,
  }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/bookings?l=pl')
    await expect(page.getByRole('heading', { level: 1, name: 'Moje rezerwacje' })).toBeVisible()
    expect((await box(appHeader(page))).height).toBeLessThanOrEqual(56)

    const bar = tabBar(page, 'pl')
    const unread = await unreadOnServer(page, request)
    expect(unread).toBeGreaterThan(0)
    await expect
      .poll(() => tabs(bar))
      .toEqual([
        ['Strona główna', '/', null],
        ['Samochody', '/cars', null],
        ['Rezerwacje', '/bookings', 'page'],
        [`Powiadomienia ${unread} nieprzeczytane`, '/notifications', null],
        ['Konto', '/settings', null],
      ])
    // The accessible name reads as the desktop header's does: "Powiadomienia 5 nieprzeczytane".
    await expect(bar.getByRole('link', { name: `Powiadomienia ${unread} nieprzeczytane`, exact: true })).toBeVisible()
    // The number is drawn on the bell.
    await expect(bar.getByRole('link', { name: /^Powiadomienia/ }).getByText(String(unread), { exact: true })).toBeVisible()

    // A booking belongs to the Bookings tab (its section, not its page).
    await page.locator('main [data-booking] a').first().tap()
    await expect(page).toHaveURL(/\/booking\?b=/)
    await expect(bar.getByRole('link', { name: 'Rezerwacje' })).toHaveAttribute('aria-current', 'true')

    // Reading one on the notifications screen lowers the count on the tab.
    await bar.getByRole('link', { name: /^Powiadomienia/ }).tap()
    await expect(page).toHaveURL(/\/notifications$/)
    await expect(bar.getByRole('link', { name: /^Powiadomienia/ })).toHaveAttribute('aria-current', 'page')
    await page.locator('main li[data-unread]').first().getByRole('button', { name: 'Oznacz jako przeczytane' }).tap()
    await expect(bar.getByRole('link', { name: `Powiadomienia ${unread - 1} nieprzeczytane`, exact: true })).toBeVisible()

    await bar.getByRole('link', { name: 'Konto' }).tap()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(bar.getByRole('link', { name: 'Konto' })).toHaveAttribute('aria-current', 'page')

    // Sign-out: the account menu in the top bar, by touch.
    await page.getByRole('button', { name: /Anna Nowak/ }).tap()
    await page.getByRole('button', { name: 'Wyloguj się' }).tap()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bc-user'))).toBeNull()
    await expect
      .poll(() => tabs(bar))
      .toEqual([
        ['Strona główna', '/', 'page'],
        ['Samochody', '/cars', null],
        ['Zaloguj się', '/sign-in', null],
      ])
  })

  test('a supplier gets My cars, Bookings, Notifications and Account, which lead to its own screens', async ({ page, request }) => {
    await supplierSignIn(page, request)
    await page.goto('/supplier/cars?l=en')
    await expect(page.getByRole('heading', { level: 1, name: 'My cars' })).toBeVisible()
    const bar = tabBar(page)
    const unread = await unreadOnServer(page, request)
    const notifications = unread > 0 ? `Notifications ${unread} unread` : 'Notifications'
    await expect
      .poll(() => tabs(bar))
      .toEqual([
        ['My cars', '/supplier/cars', 'page'],
        ['Bookings', '/supplier/bookings', null],
        [notifications, '/notifications', null],
        ['Account', '/settings', null],
      ])
    await bar.getByRole('link', { name: 'Bookings' }).tap()
    await expect(page).toHaveURL(/\/supplier\/bookings$/)
    await expect(bar.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('link', { name: 'My cars' })).not.toHaveAttribute('aria-current', /.*/)
  })

  test('the car form’s Save stays in reach, just above the bar, at the top of the long form and at its end', async ({ page, request }) => {
    await supplierSignIn(page, request)
    await page.goto('/supplier/new-car?l=en')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    const bar = tabBar(page)
    await expect(bar).toBeVisible()
    for (const where of ['top', 'end'] as const) {
      if (where === 'end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(save).toBeInViewport()
      const s = await box(save)
      const b = await box(bar)
      expect(s.y + s.height, `${where}: Save ends above the bar`).toBeLessThanOrEqual(b.y + 0.5)
    }
  })

  test('the tabs are reached and followed by keyboard, with a visible focus ring', async ({ page }) => {
    await page.goto('/about?l=en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const bar = tabBar(page)
    // From the last link of the page, Tab goes on into the tab bar, in order.
    await page.locator('footer').getByRole('link', { name: 'Contact' }).focus()
    for (const name of ['Home', 'Cars', 'Sign in']) {
      await page.keyboard.press('Tab')
      const tab = bar.getByRole('link', { name })
      await expect(tab).toBeFocused()
      const ring = await tab.evaluate((el) => {
        const s = getComputedStyle(el)
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
      })
      expect(ring, `${name} shows its focus`).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    await expect(bar.getByRole('link', { name: 'Cars' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cars$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeFocused()
    await expect(bar.getByRole('link', { name: 'Cars' })).toHaveAttribute('aria-current', 'page')
  })

  test('nothing of the page stays behind the bar: the end of a long page scrolls clear, a focused control stops above it', async ({
    page,
    request,
  }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/notifications?l=en')
    await expect(page.locator('main li')).toHaveCount(30)
    const bar = tabBar(page)
    const barTop = (await box(bar)).y

    // The last thing of the page (the footer's last line) and the end of the main content, scrolled to the bottom.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))
      .toBe(true)
    for (const last of [page.locator('footer nav > :last-child'), page.locator('main#main > :last-child')]) {
      const b = await box(last)
      expect(b.y + b.height, `${String(last)} ends above the bar`).toBeLessThanOrEqual(barTop + 0.5)
    }

    // Back near the top, Tab to a control that sits behind the bar: it is scrolled up above the bar.
    // Which control is behind the bar at the very top depends on where the rows happen to fall (a
    // row's text can fill the bar's height), so the test puts one there: the first control that
    // does not end above the bar, scrolled (if it is lower) until its top edge is just under the
    // bar's top edge. The control before it is focused where it is (no scroll), then Tab.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const hidden = await page.evaluate(
      ([top, selector]) => {
        const controls = [...document.querySelectorAll(selector)]
        const i = controls.findIndex((el) => el.getBoundingClientRect().bottom > top)
        const below = i < 0 ? 0 : controls[i].getBoundingClientRect().top - (top + 4)
        if (below > 0) window.scrollTo({ top: below, behavior: 'instant' })
        return i
      },
      [barTop, CONTROLS] as const,
    )
    expect(hidden, 'a control that does not end above the bar, with one before it').toBeGreaterThan(0)
    const controls = page.locator(CONTROLS)
    const target = controls.nth(hidden)
    const before = await box(target)
    expect(before.y + before.height > barTop && before.y < barTop + 0.5 + 4, 'the control is behind the bar').toBe(true)
    await controls.nth(hidden - 1).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }))
    for (let i = 0; i < 5 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
    const t = await box(target)
    expect(t.y + t.height, 'the focused control is above the bar').toBeLessThanOrEqual(barTop + 0.5)
    expect(t.y, 'and below the header').toBeGreaterThanOrEqual((await box(appHeader(page))).height - 0.5)
  })

  test('the bar steps aside while a text field has the focus, and comes back after', async ({ page }) => {
    await page.goto('/sign-in?l=en')
    const form = page.locator('main#main form')
    await expect(form.getByLabel('Email')).toBeEditable()
    const bar = tabBar(page)
    await expect(bar).toBeVisible()
    await form.getByLabel('Email').tap()
    await expect(bar).toBeHidden()
    // From one field to the next: still out of the way.
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Password')).toBeFocused()
    await expect(bar).toBeHidden()
    // A checkbox brings up no keyboard.
    await form.getByLabel('Stay connected').tap()
    await expect(bar).toBeVisible()
  })

  test('the first paint draws the same top bar and tab bar as the app, so nothing moves when it takes over', async ({ page, request }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    const entry = /\/assets\/index-[^/]+\.js$/
    await page.route(entry, (route) => route.abort())
    await page.goto('/bookings?l=en')
    await expect(page.locator('main[data-first-paint]')).toBeAttached()
    const firstHeader = await box(page.locator('header[data-first-paint]'))
    const firstBar = await box(page.locator('nav[data-first-paint]'))
    await page.unroute(entry)

    await page.goto('/bookings?l=en')
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
    await expect(tabBar(page)).toBeVisible()
    const header = await box(appHeader(page))
    const bar = await box(tabBar(page))
    for (const [what, a, b] of [
      ['header', firstHeader, header],
      ['tab bar', firstBar, bar],
    ] as const) {
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[k] - b[k]), `${what} ${k}`).toBeLessThanOrEqual(0.5)
    }
    expect(header.height).toBe(56)
  })

  test('no axe violation with the tab bar, signed in, in pl, fr and en', async ({ page, request }) => {
    await signInFast(page, request, ACCOUNTS.anna)
    for (const lang of ['pl', 'fr', 'en'] as const) {
      await page.goto(`/notifications?l=${lang}`)
      await expect(page.locator('main li').first()).toBeVisible()
      await expect(tabBar(page, lang)).toBeVisible()
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
    }
  })
})

/**
 * Wider than any phone's UI font: DejaVu Sans Bold (the widest of Debian's) where the machine has it, and
 * letter spacing on top, which widens whatever font renders. Labels of the tab bar and the header alike.
 */
const WIDE_FONT =
  'header *, nav * { font-family: "DejaVu Sans", Verdana, sans-serif !important; font-weight: 700 !important; letter-spacing: 0.06em !important }'

test.describe('the narrowest phone (320 px)', () => {
  test.use(NARROW)

  for (const lang of ['pl', 'fr'] as const) {
    for (const who of ['driver', 'supplier'] as const) {
      test(`${who}, ${lang}: no sideways scroll, whole readable labels, 44 px targets`, async ({ page, request }) => {
        if (who === 'driver') await signInFast(page, request, ACCOUNTS.anna)
        else await supplierSignIn(page, request)
        await page.goto(`/notifications?l=${lang}`)
        await expect(page.locator('main li').first()).toBeVisible()
        const bar = tabBar(page, lang)
        await expect(bar).toBeVisible()
        await expect(bar.getByRole('link')).toHaveCount(who === 'driver' ? 5 : 4)

        // The machine's own font first, then a much wider one: the layout must not depend on the fonts a phone has.
        for (const font of ['default', 'wide'] as const) {
          if (font === 'wide') await page.addStyleTag({ content: WIDE_FONT })
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }))
          expect(scrollWidth).toBeLessThanOrEqual(clientWidth)

          // The top bar stays one line, everything in it on screen.
          const header = appHeader(page)
          expect((await box(header)).height).toBeLessThanOrEqual(56)
          for (const el of await header.locator('a:visible, select:visible, button:visible').all()) {
            const b = await box(el)
            expect(b.x + b.width, `${String(el)} on screen`).toBeLessThanOrEqual(320.5)
          }

          for (const link of await bar.getByRole('link').all()) {
            const b = await box(link)
            expect(b.width, `${font} font: ${String(link)} wide enough to touch`).toBeGreaterThanOrEqual(44)
            expect(b.height, `${String(link)} tall enough to touch`).toBeGreaterThanOrEqual(44)
            expect(b.x).toBeGreaterThanOrEqual(-0.5)
            expect(b.x + b.width).toBeLessThanOrEqual(320.5)
            // The label is whole: no word cut at the side, no third line cut at the bottom, at least 11 px.
            const label = await link
              .locator('span')
              .first()
              .evaluate((el) => ({
                text: el.textContent,
                clippedX: el.scrollWidth > el.clientWidth + 1,
                clippedY: el.scrollHeight > el.clientHeight + 1,
                fontSize: parseFloat(getComputedStyle(el).fontSize),
                inside: el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right + 0.5,
              }))
            expect(label, `${label.text}`).toMatchObject({ clippedX: false, clippedY: false, inside: true })
            expect(label.fontSize).toBeGreaterThanOrEqual(11)
          }
        }
      })
    }
  }
})

/**
 * Text at 200 % (Chromium's font size setting, what Android's text size does to a page: every rem and em doubles).
 * Issue 52: five tabs of 68 px made the page 338 px wide at 320 px.
 */
async function textAt200(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
}

test.describe('the narrowest phone (320 px) with text at 200 %', () => {
  test.use(NARROW)

  for (const lang of ['pl', 'fr'] as const) {
    test(`driver, ${lang}: the bar fits (icons with their names), 44 px tabs, no sideways scroll, a focused tab shows its label`, async ({
      page,
      request,
    }) => {
      await signInFast(page, request, ACCOUNTS.anna)
      await page.goto(`/notifications?l=${lang}`)
      await expect(page.locator('main li').first()).toBeVisible()
      const bar = tabBar(page, lang)
      const names = (await tabs(bar)).map(([text]) => text.replace(/\s*\d+$/, ''))
      expect(names).toHaveLength(5)
      await textAt200(page)
      for (const font of ['default', 'wide'] as const) {
        if (font === 'wide') await page.addStyleTag({ content: WIDE_FONT })
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, `${font} font: the page is as wide as the screen`).toBeLessThanOrEqual(clientWidth)
        const links = bar.getByRole('link')
        await expect(links).toHaveCount(5)
        for (const [i, link] of (await links.all()).entries()) {
          // Each tab keeps its name for a screen reader, whether its label shows or not.
          await expect(link).toHaveAccessibleName(new RegExp(`^${names[i]}`))
          const b = await box(link)
          expect(b.width, `${font} font: ${names[i]} wide enough to touch`).toBeGreaterThanOrEqual(44)
          expect(b.height, `${names[i]} tall enough to touch`).toBeGreaterThanOrEqual(44)
          expect(b.x).toBeGreaterThanOrEqual(-0.5)
          expect(b.x + b.width, `${font} font: ${names[i]} on screen`).toBeLessThanOrEqual(320.5)
        }
      }
      // By keyboard, the focused tab shows its label, whole and on screen.
      const last = bar.getByRole('link').last()
      await last.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(last).toBeFocused()
      const label = last.locator('span').first()
      await expect(label).toHaveText(names[4])
      const lb = await box(label)
      expect(lb.width).toBeGreaterThan(20)
      expect(lb.x).toBeGreaterThanOrEqual(-0.5)
      expect(lb.x + lb.width).toBeLessThanOrEqual(320.5)
    })
  }
})

test.describe('a desktop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('keeps its header and has no tab bar; a supplier’s header shows its own items', async ({ page, request }) => {
    await page.goto('/?l=en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('nav[aria-label="Tab bar"]')).toBeAttached()
    await expect(tabBar(page)).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
    const main = page.getByRole('navigation', { name: 'Main', exact: true })
    await expect(main.getByRole('link')).toHaveText(['Home', 'Cars'])
    await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible()

    await signInFast(page, request, ACCOUNTS.anna)
    await page.goto('/?l=en')
    await expect(main.getByRole('link')).toHaveText(['Home', 'Cars', 'Bookings', /^Notifications( \d+ unread)?$/])
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(tabBar(page)).toBeHidden()

    await supplierSignIn(page, request)
    await page.goto('/supplier/cars?l=en')
    await expect(page.getByRole('heading', { level: 1, name: 'My cars' })).toBeVisible()
    await expect(main.getByRole('link')).toHaveText(['My cars', 'Bookings', /^Notifications( \d+ unread)?$/])
    await expect(main.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/supplier/bookings')
    await expect(main.getByRole('link', { name: 'My cars' })).toHaveAttribute('aria-current', 'page')
    await expect(main.locator('a[href="/bookings"]')).toHaveCount(0)
  })
})
