/**
 * Finding where to rent: the places page (a Leaflet map whose markers stand at the places'
 * coordinates, without tiles too, and the list), "search here", the suppliers page and "see its
 * cars", the FAQ, privacy and cookie pages in three languages and offline after one visit, the
 * home page's brief, and no sideways scroll at 320 px.
 */
import type { Page } from '@playwright/test'
import { axeViolations, expect, test, waitForWorkerControl } from './fixtures'
import { walkTo } from './screen-walk'

interface Place {
  _id: string
  name: string
  latitude?: number
  longitude?: number
  suppliers: { _id: string; fullName: string }[]
}
interface Supplier {
  _id: string
  fullName: string
  carCount: number
  phone?: string
  location?: string
  bio?: string
  locations: { _id: string; name: string }[]
}

const TILES = 'https://tile.openstreetmap.org/**'

async function openIn(page: Page, path: string, lang: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('bc-language', lang), lang)
  await page.goto(path)
  await expect(page.locator('main#main h1')).toBeVisible()
}

/** The page's uncaught errors, collected from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

for (const lang of ['pl', 'fr'] as const) {
  test(`places page (${lang}): a marker at each place's coordinates, named after it, over a plain background without tiles @phone`, async ({
    page,
    request,
  }) => {
    const errors = pageErrors(page)
    const tileRequests: string[] = []
    await page.route(TILES, (route) => {
      tileRequests.push(route.request().url())
      return route.abort()
    })
    const places = (await (await request.get(`/api/frontend-locations/${lang}`)).json()) as Place[]
    const mapped = places.filter((p) => p.latitude !== undefined && p.longitude !== undefined)
    expect(mapped.length).toBeGreaterThan(3)
    await openIn(page, '/locations', lang)
    await expect(page.locator('main#main h1')).toHaveText(lang === 'pl' ? 'Gdzie wynająć' : 'Où louer')

    const markers = page.getByTestId('map-marker')
    await expect(markers).toHaveCount(mapped.length)
    const shown = await markers.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return {
          id: el.getAttribute('data-place')!,
          label: el.getAttribute('aria-label')!,
          role: el.getAttribute('role'),
          tabIndex: (el as HTMLElement).tabIndex,
          lat: Number(el.getAttribute('data-lat')),
          lng: Number(el.getAttribute('data-lng')),
          x: r.x + r.width / 2,
          y: r.y + r.height / 2,
        }
      }),
    )
    expect(shown.map((m) => m.id).sort()).toEqual(mapped.map((p) => p._id).sort())
    for (const m of shown) {
      const place = mapped.find((p) => p._id === m.id)!
      expect([m.lat, m.lng]).toEqual([place.latitude, place.longitude])
      expect(m.label).toContain(place.name)
      expect(m.role).toBe('button')
      expect(m.tabIndex).toBe(0)
    }
    // Where they stand: north is up and east is right, for every pair of places far enough apart.
    for (const a of shown)
      for (const b of shown) {
        if (Math.abs(a.lat - b.lat) > 0.5) expect(Math.sign(a.y - b.y), `${a.id} / ${b.id}`).toBe(-Math.sign(a.lat - b.lat))
        if (Math.abs(a.lng - b.lng) > 0.5) expect(Math.sign(a.x - b.x), `${a.id} / ${b.id}`).toBe(Math.sign(a.lng - b.lng))
      }
    // Inside the map's box, which kept its room.
    const box = (await page.getByTestId('places-map').boundingBox())!
    expect(box.height).toBeGreaterThan(250)
    for (const m of shown) {
      expect(m.x).toBeGreaterThanOrEqual(box.x)
      expect(m.x).toBeLessThanOrEqual(box.x + box.width)
      expect(m.y).toBeGreaterThanOrEqual(box.y)
      expect(m.y).toBeLessThanOrEqual(box.y + box.height)
    }
    // The tiles were asked for and refused: the markers stay, the attribution links to OSM's copyright page.
    expect(tileRequests.length).toBeGreaterThan(0)
    await expect(page.getByTestId('places-map').locator('a[href="https://www.openstreetmap.org/copyright"]')).toBeVisible()

    // The list is the accessible equivalent: every place, with its suppliers.
    const entries = page.getByTestId('place-entry')
    await expect(entries).toHaveCount(places.length)
    for (const place of places) {
      const entry = page.locator(`#place-${place._id}`)
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(place.name)
      for (const s of place.suppliers) await expect(entry).toContainText(s.fullName)
    }

    // A marker reached with Tab and pressed with Enter brings its place's entry into focus.
    const first = markers.first()
    await first.focus()
    await page.keyboard.press('Enter')
    const id = await first.getAttribute('data-place')
    await expect(page.locator(`#place-${id} h3`)).toBeFocused()
    expect(errors).toEqual([])
  })
}

test('"search here" opens the home search with the place chosen for pick-up @phone', async ({ page, request }) => {
  await page.route(TILES, (route) => route.abort())
  const [place] = (await (await request.get('/api/frontend-locations/en')).json()) as Place[]
  await openIn(page, '/locations', 'en')
  await page
    .locator(`#place-${place._id}`)
    .getByRole('link', { name: `Search here ${place.name}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/\\?p=${place._id}$`))
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(place.name)
})

test('the suppliers page shows each supplier with its desk, places and cars, and "see its cars" lists them @phone', async ({
  page,
  request,
}) => {
  const suppliers = (await (await request.get('/api/frontend-suppliers/en')).json()) as Supplier[]
  await openIn(page, '/suppliers', 'en')
  const cards = page.getByTestId('supplier-entry')
  await expect(cards).toHaveCount(suppliers.length)
  for (const [i, s] of suppliers.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(s.fullName)
    await expect(card.getByTestId('supplier-car-count')).toContainText(`${s.carCount} car${s.carCount === 1 ? '' : 's'} available`)
    for (const l of s.locations) await expect(card).toContainText(l.name)
    if (s.location) await expect(card.locator('address')).toHaveText(s.location)
    if (s.phone) await expect(card.getByRole('link', { name: `Call ${s.fullName}: ${s.phone}` })).toBeVisible()
    if (s.bio) await expect(card).toContainText(s.bio)
  }
  // The one with the fewest cars, so its whole list fits one page.
  const few = [...suppliers].sort((a, b) => a.carCount - b.carCount)[0]
  await cards
    .filter({ has: page.getByRole('heading', { name: few.fullName, exact: true }) })
    .getByRole('link', { name: `See its cars ${few.fullName}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/cars\\?suppliers=${few._id}$`))
  await expect(page.getByTestId('car-card')).toHaveCount(few.carCount)
  for (const card of await page.getByTestId('car-card').all()) await expect(card).toContainText(few.fullName)
})

const INFO_PAGES = {
  '/faq': { pl: 'Pytania i odpowiedzi', fr: 'Questions et réponses', en: 'Questions and answers' },
  '/privacy': { pl: 'Polityka prywatności', fr: 'Politique de confidentialité', en: 'Privacy policy' },
  '/cookies': { pl: 'Polityka plików cookie', fr: 'Politique relative aux cookies', en: 'Cookie policy' },
} as const
/** A sentence of each page, by language: the content, not only the title. */
const CONTENT = {
  '/faq': { pl: 'Czym jest kaucja?', fr: "Qu'est-ce que la caution ?", en: 'What is the deposit?' },
  '/privacy': { pl: 'Co przechowuje to urządzenie', fr: 'Ce que garde cet appareil', en: 'What this device keeps' },
  '/cookies': { pl: 'Volta nie zapisuje plików cookie', fr: 'Volta ne dépose aucun cookie', en: 'Volta sets no cookies' },
} as const

for (const lang of ['pl', 'fr', 'en'] as const) {
  test(`FAQ, privacy and cookie pages in ${lang}, linked from the footer, then offline after one visit; places and suppliers too`, async ({
    page,
    context,
  }) => {
    await page.route(TILES, (route) => route.abort())
    await openIn(page, '/', lang)
    await waitForWorkerControl(page)
    const footer = page.locator('footer')
    for (const [path, titles] of Object.entries(INFO_PAGES)) {
      await footer.getByRole('link', { name: titles[lang], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('main#main h1')).toHaveText(titles[lang])
      await expect(page.locator('main#main')).toContainText(CONTENT[path as keyof typeof CONTENT][lang])
    }
    await page.goto('/locations')
    await expect(page.getByTestId('place-entry').first()).toBeVisible()
    await page.goto('/suppliers')
    await expect(page.getByTestId('supplier-entry').first()).toBeVisible()

    await context.setOffline(true)
    for (const [path, titles] of Object.entries(INFO_PAGES)) {
      await page.goto(path)
      await expect(page.locator('main#main h1')).toHaveText(titles[lang])
      await expect(page.locator('main#main')).toContainText(CONTENT[path as keyof typeof CONTENT][lang])
    }
    await page.goto('/locations')
    await expect(page.getByTestId('place-entry').first()).toBeVisible()
    await expect(page.getByTestId('map-marker').first()).toBeVisible()
    await page.goto('/suppliers')
    await expect(page.getByTestId('supplier-entry').first()).toBeVisible()
    await context.setOffline(false)
  })
}

test('the sign-up links to the privacy policy where consent is given', async ({ page }) => {
  await openIn(page, '/sign-up', 'en')
  const link = page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true })
  await expect(link).toHaveAttribute('href', '/privacy')
})

test('home: the places and suppliers in brief come after the form, with "see all", and move nothing', async ({ page, request }) => {
  const places = (await (await request.get('/api/frontend-locations/en')).json()) as Place[]
  await openIn(page, '/', 'en')
  const form = page.getByRole('form', { name: 'Search for a car' })
  await expect(form).toBeVisible()
  const before = await form.boundingBox()
  const teaser = page.getByTestId('explore-teaser')
  await expect(teaser.getByRole('link', { name: `Search here: ${places[0].name}` })).toBeVisible()
  expect(await form.boundingBox()).toEqual(before)
  await teaser.getByRole('link', { name: 'See all suppliers' }).click()
  await expect(page).toHaveURL(/\/suppliers$/)
  await page.goBack()
  await page
    .getByTestId('explore-teaser')
    .getByRole('link', { name: `Search here: ${places[0].name}` })
    .click()
  await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(places[0].name)
})

test("axe finds nothing on the map with its markers, the lists and the home page's brief", async ({ page }) => {
  await page.route(TILES, (route) => route.abort())
  const axe = () => axeViolations(page, undefined, Infinity)
  await openIn(page, '/locations', 'pl')
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await page.getByTestId('map-marker').first().focus()
  await page.keyboard.press('Enter')
  expect(await axe()).toEqual([])
  await page.goto('/suppliers')
  await expect(page.getByTestId('supplier-entry').first()).toBeVisible()
  expect(await axe()).toEqual([])
  await page.goto('/')
  await expect(page.getByTestId('explore-teaser').getByRole('listitem').first()).toBeVisible()
  expect(await axe()).toEqual([])
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  // One page per language walks the six screens (the first loaded, the next ones in-app navigations, as
  // screen-walk.ts does): each is checked once its content is in, as when each had a test and a page of its own.
  for (const lang of ['pl', 'fr'] as const) {
    test(`/, /locations, /suppliers, /faq, /privacy and /cookies in ${lang} do not scroll sideways`, async ({ page }) => {
      await page.route(TILES, (route) => route.abort())
      await page.addInitScript((lang) => localStorage.setItem('bc-language', lang), lang)
      const wide: Record<string, number> = {}
      for (const path of ['/', '/locations', '/suppliers', '/faq', '/privacy', '/cookies']) {
        await walkTo(page, path)
        if (path === '/') await expect(page.getByTestId('explore-teaser').getByRole('listitem').first()).toBeVisible()
        if (path === '/locations') await expect(page.getByTestId('map-marker').first()).toBeVisible()
        if (path === '/suppliers') await expect(page.getByTestId('supplier-entry').first()).toBeVisible()
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }))
        if (scroll > client) wide[path] = scroll - client
      }
      expect(wide).toEqual({})
    })
  }
})
