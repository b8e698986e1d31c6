import type { Hono } from 'hono'
import { languageParam, noContent, type AppEnv, type Deps } from '../context.ts'
import { heldCars } from '../availability.ts'
import { checkMinimum } from '../policies.ts'
import { previewAmendment } from './amend.ts'
import { computePrice, rentalDays } from '../price.ts'
import { OPTION_KEYS, type BookingOptions, type CarRecord } from '../types.ts'
import { detailedCar, listedCar } from '../views.ts'
import {
  badRequest,
  containsIgnoreCase,
  optionalStringArray,
  pageParams,
  paged,
  parseDate,
  readJson,
  stringArray,
  type Json,
  keyword as searchText,
} from '../validate.ts'

const byName = (a: CarRecord, b: CarRecord): number => a.name.localeCompare(b.name, 'en') || a._id.localeCompare(b._id)

/** Call 18's `sort`: by name (the default) or by daily price, lowest or highest first (ties by name). */
const ORDERS: Record<string, (a: CarRecord, b: CarRecord) => number> = {
  name: byName,
  price: (a, b) => a.price - b.price || byName(a, b),
  '-price': (a, b) => b.price - a.price || byName(a, b),
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
  const { store, auth } = deps

  api.post('/frontend-cars/:page/:size', async (c) => {
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
    if (typeof sort !== 'string' || !Object.hasOwn(ORDERS, sort)) throw badRequest('sort must be name, price or -price.')
    const seats = readAtLeast(body, 'seats', 2, 9)
    const doors = readAtLeast(body, 'doors', 2, 5)
    const aircon = readAircon(body)
    const period = readPeriod(body)
    const held = period ? heldCars(store, period.from, period.to) : null
    // Suppliers whose shortest rental the period does not meet (call 67) are left out, count included.
    const tooShort = new Set<string>()
    if (period) {
      const days = rentalDays(period.from, period.to)
      for (const id of companies) if ((store.users.get(id)?.minimumRentalDays ?? 1) > days) tooShort.add(id)
    }
    const limited = mileage.includes('limited')
    const unlimited = mileage.includes('unlimited')
    const cars = [...store.cars.values()]
      .filter(
        (car) =>
          car.available &&
          !held?.has(car._id) &&
          companies.includes(car.company) &&
          !tooShort.has(car.company) &&
          (!pickupLocation || car.locations.includes(pickupLocation)) &&
          fuel.includes(car.type) &&
          gearbox.includes(car.gearbox) &&
          ((limited && car.mileage > -1) || (unlimited && car.mileage === -1)) &&
          (!fuelPolicy || fuelPolicy.includes(car.fuelPolicy)) &&
          (deposit === -1 || car.deposit <= deposit) &&
          (seats === null || car.seats >= seats) &&
          (doors === null || car.doors >= doors) &&
          (!aircon || car.aircon),
      )
      .sort(ORDERS[sort])
    return c.json(
      paged(
        cars.map((car) => listedCar(store, car)),
        paging,
      ),
    )
  })

  api.get('/car/:id/:language', (c) => {
    const language = languageParam(c)
    const car = store.cars.get(c.req.param('id'))
    return car ? c.json(detailedCar(store, car, language)) : noContent(c)
  })

  api.post('/booking-cars/:page/:size', auth, async (c) => {
    const { page, size } = pageParams(c)
    const body = await readJson(c)
    const keyword = searchText(c.req.query('s'))
    const cars = [...store.cars.values()]
      .filter(
        (car) =>
          car.available &&
          car.company === body.company &&
          typeof body.pickupLocation === 'string' &&
          car.locations.includes(body.pickupLocation) &&
          containsIgnoreCase(car.name, keyword),
      )
      .sort(byName)
      .slice((page - 1) * size, page * size)
    return c.json(cars.map((car) => listedCar(store, car)))
  })

  api.get('/car-price/:carId', (c) => {
    // With `booking`, the preview of an amendment (call 61), which carries the driver's token.
    if (c.req.query('booking') !== undefined) return previewAmendment(c, deps)
    const car = store.cars.get(c.req.param('carId'))
    if (!car) return noContent(c)
    const from = parseDate(c.req.query('from'))
    const to = parseDate(c.req.query('to'))
    if (!from || !to) throw badRequest('from and to must be ISO dates.')
    if (to < from) throw badRequest('to must not be before from.')
    checkMinimum(store, car.company, from, to)
    const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, c.req.query(key) === 'true'])) as BookingOptions
    return c.json(computePrice(car, from, to, options))
  })
}
