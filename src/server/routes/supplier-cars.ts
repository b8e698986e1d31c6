import { randomBytes } from 'node:crypto'
import { sniffImage } from '../image-type.ts'
import type { Hono, MiddlewareHandler } from 'hono'
import { conflictingBooking, holds, overlaps } from '../availability.ts'
import { forbidden, noContent, ok, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { carHasBookings, existingLocations, supplierCarPage } from '../db/queries/cars.ts'
import type { Repo } from '../db/repo.ts'
import { notifyStatusChange } from '../notify.ts'
import { refund, refundDue } from '../payments/ledger.ts'
import { paymentStatus } from '../payments/status.ts'
import {
  BOOKING_STATUSES,
  CAR_TYPES,
  OPTION_KEYS,
  type BookingRecord,
  type BookingStatus,
  type CarRecord,
  type Discount,
  type UserRecord,
} from '../types.ts'
import { listedCar, related } from '../views.ts'
import {
  badRequest,
  isId,
  optionalStringArray,
  pageParams,
  readJson,
  requiredString,
  stringArray,
  type Json,
  keyword as searchText,
} from '../validate.ts'
import { MINIMUM_AGE } from './users.ts'

/**
 * The supplier corner (calls 36–44): a supplier reads and changes only its own cars and the
 * bookings of its own cars; the operator (an admin) those of any supplier. A driver's token gets 403.
 */

const CAR_IMAGE_MAX_BYTES = 5 * 1024 * 1024
const CAR_NAME_MAX = 100
const MAX_AMOUNT = 1_000_000
const MAX_DISCOUNTS = 10
const MAX_LOCATIONS = 50
/** Unsaved uploads a supplier may keep at once; the oldest goes first. */
const MAX_TEMP_IMAGES = 10
const MAX_STATUS_IDS = 1000
const GEARBOXES = ['manual', 'automatic'] as const
const FUEL_POLICIES = ['likeForlike', 'freeTank'] as const
const DEPOSITS = [-1, 2500, 5000, 7500]

/** 403 for every token but a supplier's or an admin's. */
const backOfficeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user.type !== 'company' && c.var.user.type !== 'admin') return forbidden(c)
  await next()
}

const isAdmin = (c: AppContext): boolean => c.var.user.type === 'admin'

/** The image type by its first bytes (never by the declared type or the name). */
/** The multipart field `image` as a JPEG, PNG or WebP of at most 5 MB; anything else is a 400. */
async function readImage(c: AppContext): Promise<{ bytes: Uint8Array; contentType: string; extension: string }> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > CAR_IMAGE_MAX_BYTES + 64 * 1024) throw badRequest('The image must be at most 5 MB.')
  let image: unknown
  try {
    image = (await c.req.parseBody())['image']
  } catch {
    throw badRequest('Expected a multipart form with a file field "image".')
  }
  if (!(image instanceof File)) throw badRequest('Please add an image.')
  if (image.size > CAR_IMAGE_MAX_BYTES) throw badRequest('The image must be at most 5 MB.')
  if (image.size === 0) throw badRequest('The image is empty.')
  const bytes = new Uint8Array(await image.arrayBuffer())
  const kind = sniffImage(bytes, ['jpg', 'png', 'webp'])
  if (!kind) throw badRequest('The image must be a JPEG, PNG or WebP file.')
  return { bytes, contentType: kind.contentType, extension: kind.extension }
}

function integerIn(body: Json, key: string, min: number, max: number): number {
  const value = body[key]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${key} must be a whole number from ${min} to ${max}.`)
  }
  return value
}

function amount(body: Json, key: string): number {
  const value = body[key]
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) {
    throw badRequest(`${key} must be a number from 0 to ${MAX_AMOUNT}.`)
  }
  return value
}

function optionPrice(body: Json, key: string): number {
  const value = body[key]
  if (typeof value !== 'number' || !Number.isFinite(value) || (value !== -1 && (value < 0 || value > MAX_AMOUNT))) {
    throw badRequest(`${key} must be -1 (not offered), 0 (included) or a price up to ${MAX_AMOUNT}.`)
  }
  return value
}

function boolean(body: Json, key: string): boolean {
  const value = body[key]
  if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false.`)
  return value
}

function oneOf<T extends string>(body: Json, key: string, allowed: readonly T[]): T {
  const value = body[key]
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${key} must be one of ${allowed.join(', ')}.`)
  }
  return value as T
}

function mileage(body: Json): number {
  const value = body.mileage
  if (typeof value !== 'number' || !Number.isFinite(value) || (value !== -1 && (value <= 0 || value > MAX_AMOUNT))) {
    throw badRequest('mileage must be -1 (unlimited) or a number of km per day above 0.')
  }
  return value
}

async function locations(repo: Repo, body: Json): Promise<string[]> {
  const ids = stringArray(body, 'locations')
  if (ids.length === 0) throw badRequest('Add at least one location.')
  if (ids.length > MAX_LOCATIONS) throw badRequest(`At most ${MAX_LOCATIONS} locations.`)
  const known = await existingLocations(await repo.kx(), ids)
  for (const id of ids) if (!known.has(id)) throw badRequest(`Unknown location ${id.slice(0, 24)}.`)
  return [...new Set(ids)]
}

function discounts(body: Json): Discount[] {
  const value = body.discounts
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw badRequest('discounts must be an array.')
  if (value.length > MAX_DISCOUNTS) throw badRequest(`At most ${MAX_DISCOUNTS} discounts.`)
  const tiers = value.map((tier: unknown): Discount => {
    if (typeof tier !== 'object' || tier === null || Array.isArray(tier)) throw badRequest('Each discount must be {days, percentage}.')
    const t = tier as Json
    return { days: integerIn(t, 'days', 1, 3650), percentage: integerIn(t, 'percentage', 1, 99) }
  })
  if (new Set(tiers.map((t) => t.days)).size !== tiers.length) throw badRequest('Two discounts have the same number of days.')
  return tiers.sort((a, b) => a.days - b.days)
}

type CarFields = Omit<CarRecord, '_id' | 'company' | 'image'>

/** Every field of calls 39 and 40 but `company` and `image`, checked against the contract's ranges. */
async function readCarFields(repo: Repo, body: Json): Promise<CarFields> {
  const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, optionPrice(body, key)])) as Record<
    (typeof OPTION_KEYS)[number],
    number
  >
  return {
    name: requiredString(body, 'name', CAR_NAME_MAX),
    minimumAge: integerIn(body, 'minimumAge', MINIMUM_AGE, 99),
    locations: await locations(repo, body),
    price: amount(body, 'price'),
    deposit: amount(body, 'deposit'),
    available: boolean(body, 'available'),
    type: oneOf(body, 'type', CAR_TYPES),
    gearbox: oneOf(body, 'gearbox', GEARBOXES),
    fuelPolicy: oneOf(body, 'fuelPolicy', FUEL_POLICIES),
    seats: integerIn(body, 'seats', 2, 9),
    doors: integerIn(body, 'doors', 2, 5),
    aircon: boolean(body, 'aircon'),
    mileage: mileage(body),
    discounts: discounts(body),
    ...options,
  }
}

/** `company` must name the token's owner: 403 otherwise (checked before the other fields). */
function checkCompany(c: AppContext, body: Json): Response | null {
  if (body.company === undefined || body.company === null) throw badRequest('company is required.')
  return body.company === c.var.user._id ? null : forbidden(c)
}

/** For an admin, `company` names the car's supplier: missing, or not a supplier's id, is a 400. */
async function supplierOf(repo: Repo, body: Json): Promise<string> {
  const id = body.company
  if (id === undefined || id === null) throw badRequest('company is required.')
  if (typeof id !== 'string' || (await repo.users.get(id))?.type !== 'company') throw badRequest('company must be a supplier.')
  return id
}

async function hasBookings(repo: Repo, carId: string): Promise<boolean> {
  return carHasBookings(await repo.kx(), carId)
}

function randomName(extension: string): string {
  return `${randomBytes(12).toString('hex')}.${extension}`
}

/** Keeps a supplier's unsaved uploads few: the oldest beyond the limit are dropped. */
async function pruneTempImages(repo: Repo, owner: string): Promise<void> {
  // Oldest first (by upload time).
  const mine = await repo.files.list('tempCarImages', { owner })
  for (const t of mine.slice(0, Math.max(0, mine.length - MAX_TEMP_IMAGES))) await repo.files.delete('tempCarImages', t.name)
}

/** A temporary upload of this supplier becomes a car image; null when `name` is not one. */
async function adoptTempImage(repo: Repo, owner: UserRecord, name: unknown): Promise<string | null> {
  if (typeof name !== 'string') return null
  const temp = await repo.files.get('tempCarImages', name)
  if (!temp || temp.owner !== owner._id) return null
  await repo.files.rename({ kind: 'tempCarImages', name }, { kind: 'carImages', name, owner: null })
  return name
}

/** Uploaded car images are deleted with their car; the sample cars' generated ones are not files. */
async function dropCarImage(repo: Repo, name: string): Promise<void> {
  await repo.files.delete('carImages', name)
}

export function supplierCarRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps
  const supplier = [auth, backOfficeOnly] as const

  /** The car when it exists and is the supplier's (any car for an admin); else the reply to send (204 or 403). */
  async function ownCar(c: AppContext, id: unknown): Promise<CarRecord | Response> {
    const car = typeof id === 'string' ? await c.var.repo.cars.get(id) : undefined
    if (!car) return noContent(c)
    return car.company === c.var.user._id || isAdmin(c) ? car : forbidden(c)
  }

  // Call 36: the supplier's own cars (an admin's: those of the suppliers in `companies`), newest first (ids grow with time).
  api.post('/cars/:page/:size', ...supplier, async (c) => {
    const repo = c.var.repo
    const paging = pageParams(c)
    const body = await readJson(c)
    const keyword = searchText(c.req.query('s'))
    const fuel = optionalStringArray(body, 'fuel')
    const gearbox = optionalStringArray(body, 'gearbox')
    const mileage = optionalStringArray(body, 'mileage')
    const availability = optionalStringArray(body, 'availability')
    const deposit = body.deposit ?? -1
    if (typeof deposit !== 'number' || !DEPOSITS.includes(deposit)) throw badRequest('deposit must be -1, 2500, 5000 or 7500.')
    const companies = isAdmin(c) ? stringArray(body, 'companies') : [c.var.user._id]
    const filter = { companies, keyword, fuel, gearbox, mileage, availability, deposit }
    const { items, total } = await supplierCarPage(await repo.kx(), filter, paging)
    const r = await related(repo, { cars: items })
    return c.json([{ resultData: items.map((car) => listedCar(r, car)), pageInfo: total === 0 ? [] : [{ totalRecords: total }] }])
  })

  // Call 37: an upload kept aside until the car is saved.
  api.post('/create-car-image', ...supplier, async (c) => {
    const repo = c.var.repo
    const image = await readImage(c)
    const name = randomName(image.extension)
    await repo.files.put({
      kind: 'tempCarImages',
      name,
      bytes: image.bytes,
      contentType: image.contentType,
      owner: c.var.user._id,
      createdAt: repo.now(),
    })
    await pruneTempImages(repo, c.var.user._id)
    return c.json(name)
  })

  // Call 38: only this supplier's temporary uploads; any other name is ignored.
  api.post('/delete-temp-car-image/:image', ...supplier, async (c) => {
    const repo = c.var.repo
    const name = c.req.param('image')
    if ((await repo.files.get('tempCarImages', name))?.owner === c.var.user._id) await repo.files.delete('tempCarImages', name)
    return ok(c)
  })

  // Call 39.
  api.post('/create-car', ...supplier, async (c) => {
    const repo = c.var.repo
    const body = await readJson(c)
    let company = c.var.user._id
    if (isAdmin(c)) company = await supplierOf(repo, body)
    else {
      const refused = checkCompany(c, body)
      if (refused) return refused
    }
    const fields = await readCarFields(repo, body)
    if (typeof body.image !== 'string' || body.image === '') throw badRequest('Please add an image.')
    const image = await adoptTempImage(repo, c.var.user, body.image)
    if (!image) throw badRequest('The image is not an upload of yours; upload it again.')
    const car: CarRecord = { _id: repo.nextId('car'), company, image, ...fields }
    await repo.cars.put(car)
    return c.json(listedCar(await related(repo, { cars: [car] }), car))
  })

  // Call 40: `image` may stay the current name or be a new upload.
  api.put('/update-car', ...supplier, async (c) => {
    const repo = c.var.repo
    const body = await readJson(c)
    const car = await ownCar(c, body._id)
    if (car instanceof Response) return car
    if (isAdmin(c)) {
      // A car never moves to another supplier.
      if ((await supplierOf(repo, body)) !== car.company) throw badRequest('company must stay the car’s own supplier.')
    } else {
      const refused = checkCompany(c, body)
      if (refused) return refused
    }
    const fields = await readCarFields(repo, body)
    let image = car.image
    if (body.image !== undefined && body.image !== null && body.image !== car.image) {
      if (body.image === '') throw badRequest('Please add an image.')
      const adopted = await adoptTempImage(repo, c.var.user, body.image)
      if (!adopted) throw badRequest('The image is not an upload of yours; upload it again.')
      await dropCarImage(repo, car.image)
      image = adopted
    }
    await repo.cars.put({ ...car, ...fields, image })
    return ok(c)
  })

  // Call 41: replaces the picture of a saved car at once.
  api.post('/update-car-image/:carId', ...supplier, async (c) => {
    const repo = c.var.repo
    const car = await ownCar(c, c.req.param('carId'))
    if (car instanceof Response) return car
    const image = await readImage(c)
    const name = randomName(image.extension)
    await repo.files.put({ kind: 'carImages', name, bytes: image.bytes, contentType: image.contentType, createdAt: repo.now() })
    await dropCarImage(repo, car.image)
    await repo.cars.put({ ...car, image: name })
    return c.json(name)
  })

  // Call 42: 200 when bookings name the car (so it cannot be deleted), 204 when none do.
  api.get('/check-car/:id', ...supplier, async (c) => {
    const car = await ownCar(c, c.req.param('id'))
    if (car instanceof Response) return car
    return (await hasBookings(c.var.repo, car._id)) ? ok(c) : noContent(c)
  })

  // Call 43: never deletes a car that a booking names, whatever its status.
  api.delete('/delete-car/:id', ...supplier, async (c) => {
    const repo = c.var.repo
    const car = await ownCar(c, c.req.param('id'))
    if (car instanceof Response) return car
    if (await hasBookings(repo, car._id)) throw badRequest('This car has bookings and cannot be deleted.')
    await repo.cars.delete(car._id)
    await dropCarImage(repo, car.image)
    return ok(c)
  })

  // Call 44: all or nothing; each driver whose booking changed is told.
  api.post('/update-booking-status', ...supplier, async (c) => {
    const repo = c.var.repo
    const body = await readJson(c)
    const ids = stringArray(body, 'ids')
    if (ids.length === 0) throw badRequest('ids must name at least one booking.')
    if (ids.length > MAX_STATUS_IDS) throw badRequest(`At most ${MAX_STATUS_IDS} bookings at once.`)
    const status = body.status
    if (typeof status !== 'string' || !(BOOKING_STATUSES as readonly string[]).includes(status)) {
      throw badRequest(`status must be one of ${BOOKING_STATUSES.join(', ')}.`)
    }
    const now = repo.now()
    const bookings: BookingRecord[] = []
    for (const id of new Set(ids)) {
      // Locked until the call ends: a driver's change to the same booking waits for this one.
      const booking = isId(id) ? await repo.bookings.forUpdate(id) : undefined
      if (!booking || (booking.company !== c.var.user._id && !isAdmin(c))) return forbidden(c)
      bookings.push(booking)
    }
    // A booking paid online is paid only on the provider's word (issue 47): nobody marks it paid by hand.
    if (status === 'paid' && bookings.some((b) => b.status !== 'paid' && b.payment && paymentStatus(b.payment, now) !== 'paid')) {
      throw badRequest('A booking paid online becomes paid only when the payment provider confirms the payment.')
    }
    // A booking that starts holding its car again must not take it from another one (of the batch, or one holding it).
    if (holds(status as BookingStatus)) {
      for (const booking of bookings) {
        if (holds(booking.status)) continue
        const inBatch = bookings.some(
          (other) => other !== booking && other.car === booking.car && overlaps(other.from, other.to, booking.from, booking.to),
        )
        if (inBatch || (await conflictingBooking(repo, booking.car, booking.from, booking.to, booking))) {
          return c.text('Another booking holds this car for part of that period.', 409)
        }
      }
    }
    for (const booking of bookings) {
      if (booking.status === status) continue
      // A booking paid online that is cancelled gets its refund by the contract's rule (issue 47), decided
      // before the status changes: whether the driver had asked to cancel, and whether the rental began.
      const refundAmount = status === 'cancelled' ? await refundDue(repo, booking, now) : 0
      booking.status = status as BookingStatus
      await repo.bookings.put(booking)
      await notifyStatusChange(deps, repo, booking)
      // A provider that fails to answer fails nothing here: the refund asked is kept and asked again (recheckPayments).
      if (refundAmount > 0)
        await refund(deps, repo, booking, refundAmount).catch((err: unknown) => console.error(`Refund of ${booking._id}:`, err))
    }
    return ok(c)
  })
}
