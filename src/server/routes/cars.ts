import type { Hono } from 'hono'
import { languageParam, noContent, type AppEnv, type Deps } from '../context.ts'
import { bookableCars, carSearchPage, type CarOrder } from '../db/queries/cars.ts'
import { checkMinimum } from '../policies.ts'
import { previewAmendment } from './amend.ts'
import { computePrice, rentalDays } from '../price.ts'
import { OPTION_KEYS, type BookingOptions } from '../types.ts'
import { detailedCar, listedCar, related } from '../views.ts'
import {
  badRequest,
  optionalStringArray,
  pageParams,
  parseDate,
  readJson,
  stringArray,
  type Json,
  type Paged,
  keyword as searchText,
} from '../validate.ts'

/** Call 18's `sort`: by name (the default) or by daily price, lowest or highest first (ties by name). */
const ORDERS: readonly string[] = ['name', 'price', '-price']

/** The paged shape of call 18 for one page of `total` matches. */
function pageReply<T>(resultData: T[], total: number): Paged<T> {
  return [{ resultData, pageInfo: total === 0 ? [] : [{ totalRecords: total }] }]
}

/** Call 18's optional period; both ends or neither, the end after the start. */
function readPeriod(body: Json): { from: Date; to: Date } | null {
  const given = (v: unknown) => v !== undefined && v !== null && v !== ''
  if (!given(body.from) && !given(body.to)) return null
  const from = parseDate(body.from)
  const to = parseDate(body.to)
  if (!from || !to) throw badRequest('from and to must both be ISO dates.')
  if (to <= from) throw badRequest('to must be after from.')
  return { from, to }
}

/** Call 18's optional "at least n" (seats 2–9, doors 2–5): absent or null means no filter; anything else is 400. */
function readAtLeast(body: Json, name: 'seats' | 'doors', min: number, max: number): number | null {
  const value = body[name]
  if (value === undefined || value === null) return null
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`)
  }
  return value
}

/** Call 18's `aircon`: true keeps the cars with air conditioning; false or absent, no filter. */
function readAircon(body: Json): boolean {
  const value = body.aircon
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw badRequest('aircon must be true or false.')
  return value
}

export function carRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps

  api.post('/frontend-cars/:page/:size', async (c) => {
    const repo = c.var.repo
    const paging = pageParams(c)
    const body = await readJson(c)
    const companies = stringArray(body, 'companies')
    const fuel = stringArray(body, 'fuel')
    const gearbox = stringArray(body, 'gearbox')
    const mileage = stringArray(body, 'mileage')
    const fuelPolicy = optionalStringArray(body, 'fuelPolicy')
    const deposit = body.deposit ?? -1
    if (typeof deposit !== 'number' || !Number.isFinite(deposit)) throw badRequest('deposit must be a number.')
    const pickupLocation = body.pickupLocation
    if (pickupLocation !== undefined && pickupLocation !== null && typeof pickupLocation !== 'string') {
      throw badRequest('pickupLocation must be an id.')
    }
    const sort = body.sort ?? 'name'
    if (typeof sort !== 'string' || !ORDERS.includes(sort)) throw badRequest('sort must be name, price or -price.')
    const seats = readAtLeast(body, 'seats', 2, 9)
    const doors = readAtLeast(body, 'doors', 2, 5)
    const aircon = readAircon(body)
    const period = readPeriod(body)
    // Suppliers whose shortest rental the period does not meet (call 67) are left out, count included.
    let wanted = companies
    if (period) {
      const days = rentalDays(period.from, period.to)
      const users = await repo.users.many(companies)
      wanted = companies.filter((id) => (users.get(id)?.minimumRentalDays ?? 1) <= days)
    }
    const search = {
      companies: wanted,
      pickupLocation: pickupLocation || null,
      fuel,
      gearbox,
      mileage,
      fuelPolicy,
      deposit,
      seats,
      doors,
      aircon,
      period,
      now: repo.now(),
      sort: sort as CarOrder,
    }
    const { items, total } = await carSearchPage(await repo.kx(), search, paging)
    const r = await related(repo, { cars: items })
    return c.json(
      pageReply(
        items.map((car) => listedCar(r, car)),
        total,
      ),
    )
  })

  api.get('/car/:id/:language', async (c) => {
    const repo = c.var.repo
    const language = languageParam(c)
    const car = await repo.cars.get(c.req.param('id'))
    if (!car) return noContent(c)
    return c.json(detailedCar(await related(repo, { cars: [car] }), car, language))
  })

  api.post('/booking-cars/:page/:size', auth, async (c) => {
    const repo = c.var.repo
    const paging = pageParams(c)
    const body = await readJson(c)
    const keyword = searchText(c.req.query('s'))
    if (typeof body.company !== 'string' || typeof body.pickupLocation !== 'string') return c.json([])
    const cars = await bookableCars(await repo.kx(), body.company, body.pickupLocation, keyword, paging)
    const r = await related(repo, { cars })
    return c.json(cars.map((car) => listedCar(r, car)))
  })

  api.get('/car-price/:carId', async (c) => {
    // With `booking`, the preview of an amendment (call 61), which carries the driver's token.
    if (c.req.query('booking') !== undefined) return previewAmendment(c, deps)
    const repo = c.var.repo
    const car = await repo.cars.get(c.req.param('carId'))
    if (!car) return noContent(c)
    const from = parseDate(c.req.query('from'))
    const to = parseDate(c.req.query('to'))
    if (!from || !to) throw badRequest('from and to must be ISO dates.')
    if (to < from) throw badRequest('to must not be before from.')
    await checkMinimum(repo, car.company, from, to)
    const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, c.req.query(key) === 'true'])) as BookingOptions
    return c.json(computePrice(car, from, to, options))
  })
}
