/**
 * The operator's corner, every screen of it (ADMIN_ONLY in src/app/first-paint/frames.ts, so a new
 * admin screen is covered at once): axe finds no WCAG 2.1 A/AA violation in pl, fr and en, and
 * nothing scrolls sideways (at 320 px for pl and fr). One test per language walks every screen in
 * one browser (the detail screens get real ids from the sample data).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_ONLY } from '../../src/app/first-paint/frames.ts'
import { ACCOUNTS, expect, test } from './fixtures'
import { axeViolations, sidewaysScroll, walkTo } from './screen-walk'

interface Ids {
  admin: Record<string, unknown>
  supplier: string
  car: string
  booking: string
  place: string
  driver: string
}

let ids: Ids

async function json<T>(reply: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await reply
  expect(res.status(), res.url()).toBe(200)
  return (await res.json()) as T
}

type Paged<T> = [{ resultData: T[] }]

async function loadIds(request: APIRequestContext): Promise<Ids> {
  const admin = await json<Record<string, unknown> & { accessToken: string }>(
    request.post('/api/sign-in/backend', { data: ACCOUNTS.admin }),
  )
  const headers = { 'x-access-token': admin.accessToken }
  const suppliers = await json<{ _id: string; fullName: string }[]>(request.get('/api/all-companies'))
  const supplier = suppliers.find((s) => s.fullName === ACCOUNTS.supplier.name)!._id
  const [cars] = await json<Paged<{ _id: string }>>(request.post('/api/cars/1/1/', { headers, data: { companies: [supplier] } }))
  const [bookings] = await json<Paged<{ _id: string }>>(
    request.post('/api/bookings/1/1/en', {
      headers,
      data: { companies: [supplier], statuses: ['pending', 'deposit', 'paid', 'reserved', 'cancelled', 'void'] },
    }),
  )
  const [places] = await json<Paged<{ _id: string }>>(request.get('/api/locations/1/1/en'))
  const [drivers] = await json<Paged<{ _id: string }>>(request.post('/api/users/1/1/?s=anna', { headers, data: { types: ['user'] } }))
  return {
    admin,
    supplier,
    car: cars.resultData[0]._id,
    booking: bookings.resultData[0]._id,
    place: places.resultData[0]._id,
    driver: drivers.resultData[0]._id,
  }
}

/** Each screen's address with the query its content needs. */
function urlOf(path: string): string {
  const query: Record<string, string> = {
    '/admin/cars': `company=${ids.supplier}`,
    '/admin/new-car': `company=${ids.supplier}`,
    '/admin/edit-car': `c=${ids.car}`,
    '/admin/booking': `b=${ids.booking}`,
    '/admin/edit-supplier': `id=${ids.supplier}`,
    '/admin/edit-place': `id=${ids.place}`,
    // The account page shows what the list saved on the device (it is opened after /admin/drivers).
    '/admin/drivers': 's=anna',
    '/admin/driver': `id=${ids.driver}`,
  }
  return query[path] ? `${path}?${query[path]}` : path
}

/** /admin/drivers before /admin/driver: the account page needs the list's copy. */
const SCREENS = [...ADMIN_ONLY].sort((a, b) => Number(a === '/admin/driver') - Number(b === '/admin/driver'))

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/__test/reset')).ok()).toBeTruthy()
  ids = await loadIds(request)
})

async function signedIn(page: Page, lang: string): Promise<void> {
  await page.context().addInitScript(
    ({ user, lang }) => {
      if (!localStorage.getItem('bc-user')) localStorage.setItem('bc-user', JSON.stringify(user))
      localStorage.setItem('bc-language', lang)
    },
    { user: ids.admin, lang },
  )
}

async function open(page: Page, path: string): Promise<void> {
  await walkTo(page, urlOf(path))
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`))
}

/** English at a desktop width; Polish and French, whose words are the longest, at 320 px (the phone layout). */
const RUNS = [
  { lang: 'en', width: 1280 },
  { lang: 'pl', width: 320 },
  { lang: 'fr', width: 320 },
] as const

for (const { lang, width } of RUNS) {
  test(`every admin screen in ${lang} at ${width} px: no axe violation, no sideways scroll`, async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width, height: width === 320 ? 640 : 800 })
    await signedIn(page, lang)
    const found: Record<string, string[]> = {}
    for (const path of SCREENS) {
      await open(page, path)
      const v = await axeViolations(page)
      const scroll = await sidewaysScroll(page)
      if (scroll) v.push(`sideways scroll: ${scroll}`)
      if (v.length) found[path] = v
    }
    expect(found).toEqual({})
  })
}
