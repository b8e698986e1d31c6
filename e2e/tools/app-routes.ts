/**
 * Every route of the app (read from src/app/routes.ts, so a new route is covered at once;
 * the signed-in ones from src/app/first-paint/frames.ts, as the router does)
 * with a realistic query string, and the data those query strings need, fetched from the
 * bundled API. Shared by the screenshot tool and the layout spec.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SIGNED_IN_ONLY } from '../../src/app/first-paint/frames.ts'

const root = resolve(import.meta.dirname, '../..')

export interface AppRoute {
  path: string
  /** Needs a signed-in driver. */
  auth: boolean
  /** A file-name-safe name. */
  name: string
}

/** routes.ts and the files beside it that hold the loaders of its other routes, each in a lazy chunk. */
export const ROUTE_FILES = ['src/app/routes.ts', 'src/app/page-routes.ts', 'src/app/account-routes.ts']

/** The routes of src/app/routes.ts (ROUTE_FILES), plus a path no route matches (the not-found screen). */
export function appRoutes(): AppRoute[] {
  const source = ROUTE_FILES.map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n')
  const routes: AppRoute[] = []
  for (const line of source.split('\n')) {
    const m = /\{\s*path:\s*'([^']+)'.*\}/.exec(line)
    if (!m) continue
    const path = m[1]
    routes.push({ path, auth: SIGNED_IN_ONLY.includes(path), name: path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-') })
  }
  if (routes.length < 5) throw new Error('Could not read the routes of src/app/routes.ts')
  routes.push({ path: '/no-such-page', auth: false, name: 'not-found' })
  return routes
}

export interface AppData {
  /** The reply of sign-in for anna@example.com: what bc-user holds. */
  user: { id: string; accessToken: string } & Record<string, unknown>
  pickup: string
  from: string
  to: string
  carId: string
  bookingId: string
}

export type Paged<T> = [{ resultData: T[]; pageInfo: { totalRecords: number }[] }]

/** One call to the bundled API; the reply's JSON (or its text when it is not JSON). Anything but 200 throws. */
export async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers['x-access-token'] = token
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`)
  const text = await res.text()
  return (text && /^[[{]/.test(text) ? JSON.parse(text) : text) as T
}

/** The first car (and the count) of every supplier's cars at `place`, any engine, gearbox, mileage and deposit. */
export async function carsAt(base: string, companies: string[], place: string): Promise<Paged<{ _id: string }>[0]> {
  const [page] = await call<Paged<{ _id: string }>>(base, 'POST', '/api/frontend-cars/1/1', {
    companies,
    pickupLocation: place,
    fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
    gearbox: ['manual', 'automatic'],
    mileage: ['limited', 'unlimited'],
    deposit: -1,
  })
  return page
}

/** A rental a week ahead: from 10:00 UTC for three days (ISO strings). */
export function weekAhead(): { from: string; to: string } {
  const day = 86_400_000
  const from = new Date(Math.floor(Date.now() / day) * day + 7 * day + 10 * 3_600_000)
  return { from: from.toISOString(), to: new Date(from.getTime() + 3 * day).toISOString() }
}

/** Anna's session, a pickup place with cars, dates a week ahead, one of its cars and one of anna's bookings. */
export async function loadAppData(base: string): Promise<AppData> {
  const user = await call<AppData['user']>(base, 'POST', '/api/sign-in/frontend', { email: 'anna@example.com', password: 'anna1234' })
  const companies = (await call<{ _id: string }[]>(base, 'GET', '/api/all-companies')).map((c) => c._id)
  const [{ resultData: locations }] = await call<Paged<{ _id: string }>>(base, 'GET', '/api/locations/1/100/pl')
  let pickup = ''
  let carId = ''
  for (const location of locations) {
    const page = await carsAt(base, companies, location._id)
    if (page.resultData[0]) {
      pickup = location._id
      carId = page.resultData[0]._id
      break
    }
  }
  if (!carId) throw new Error('No location of the API has cars.')
  const [{ resultData: bookings }] = await call<Paged<{ _id: string }>>(
    base,
    'POST',
    '/api/bookings/1/1/pl',
    { companies, statuses: ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'], user: user.id },
    user.accessToken,
  )
  if (!bookings[0]) throw new Error('anna@example.com has no bookings.')
  return { user, pickup, ...weekAhead(), carId, bookingId: bookings[0]._id }
}

/** The route's URL with a realistic query string (and ?l= when a language is given). */
export function urlFor(route: AppRoute, data: AppData, language?: string): string {
  const q = new URLSearchParams()
  const criteria = () => {
    q.set('p', data.pickup)
    q.set('f', data.from)
    q.set('t', data.to)
  }
  switch (route.path) {
    case '/cars':
      criteria()
      break
    case '/car-selection':
    case '/create-booking':
      q.set('c', data.carId)
      criteria()
      break
    case '/booking':
    case '/checkout':
      q.set('b', data.bookingId)
      break
  }
  if (language) q.set('l', language)
  const s = q.toString()
  return s ? `${route.path}?${s}` : route.path
}
