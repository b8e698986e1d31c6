import { conflictingBooking, holds } from './availability.ts'
import type { Repo } from './db/repo.ts'
import { checkMinimum } from './policies.ts'
import { computePrice, type PriceResult } from './price.ts'
import {
  OPTION_KEYS,
  type AdditionalDriverRecord,
  type AmendmentRecord,
  type BookingOptions,
  type BookingRecord,
  type CarRecord,
} from './types.ts'
import { ageAt, badRequest, HttpError, isObject, parseDate, readPerson, type Person } from './validate.ts'

/**
 * Amending a booking (issue 33, call 60, previewed by call 61). Only the driver amends, and only
 * while every rule of the contract holds, checked in its order; the server re-prices with the
 * car's current prices and re-checks availability, ignoring the booking's own hold.
 */

const DAY_MS = 86_400_000
/** Amendments are possible up to 5 days before the rental (the product spec). */
const NOTICE_MS = 5 * DAY_MS
const HISTORY_LENGTH = 10

/** What the driver asks for; a field left out (undefined or null) keeps the booking's value. */
export interface AmendRequest {
  car?: unknown
  from?: unknown
  to?: unknown
  pickupLocation?: unknown
  dropOffLocation?: unknown
  options: Partial<Record<(typeof OPTION_KEYS)[number], unknown>>
  /** The additional driver's details (call 60 only). */
  additionalDriver?: unknown
}

export interface AmendPlan {
  /** Empty when the request changes nothing. */
  changed: string[]
  from: Date
  to: Date
  pickupLocation: string
  dropOffLocation: string
  options: BookingOptions
  /** New additional driver details to record; null keeps the current ones (or none). */
  extra: Person | null
  price: PriceResult
}

const given = (v: unknown): boolean => v !== undefined && v !== null

function dateOr(value: unknown, fallback: Date, key: string): Date {
  if (!given(value)) return fallback
  const date = parseDate(value)
  if (!date) throw badRequest(`${key} must be an ISO date.`)
  return date
}

function idOr(value: unknown, fallback: string, key: string): string {
  if (!given(value)) return fallback
  if (typeof value !== 'string' || value.length > 100) throw badRequest(`${key} must be a location id.`)
  return value
}

const sameDetails = (a: AdditionalDriverRecord | undefined, b: Person): boolean =>
  !!a && a.fullName === b.fullName && a.email === b.email && a.phone === b.phone && a.birthDate.getTime() === b.birthDate.getTime()

/**
 * Checks an amendment and works out its result without changing anything. `dryRun` (call 61)
 * does not ask for an added additional driver's details, which only call 60 carries.
 */
export async function planAmendment(repo: Repo, booking: BookingRecord, req: AmendRequest, now: Date, dryRun = false): Promise<AmendPlan> {
  if (given(req.car) && req.car !== booking.car) throw badRequest('The car of a booking cannot be changed.')
  const car = await repo.cars.get(booking.car)
  if (!car) throw badRequest('The car of this booking no longer exists.')
  // Rules 1–4: the booking itself.
  if (!booking.amendments) throw badRequest('This booking has no amendments option: it cannot be amended.')
  if (!holds(booking.status)) throw badRequest(`A booking with the status ${booking.status} cannot be amended.`)
  if (booking.cancelRequest) throw badRequest('A cancellation was requested for this booking: it cannot be amended.')
  if (now.getTime() + NOTICE_MS > booking.from.getTime()) {
    throw badRequest('Amendments are possible up to 5 days before the pick-up: it is too late to amend this booking.')
  }

  const from = dateOr(req.from, booking.from, 'from')
  const to = dateOr(req.to, booking.to, 'to')
  const pickupLocation = idOr(req.pickupLocation, booking.pickupLocation, 'pickupLocation')
  const dropOffLocation = idOr(req.dropOffLocation, booking.dropOffLocation, 'dropOffLocation')
  const requested: Partial<Record<(typeof OPTION_KEYS)[number], boolean>> = {}
  for (const key of OPTION_KEYS) {
    const value = req.options[key]
    if (!given(value) || key === 'amendments') continue
    if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false.`)
    requested[key] = value
  }
  const options = {} as BookingOptions
  for (const key of OPTION_KEYS) {
    const wanted = requested[key]
    // Left out, an option stays as it is; `amendments` stays taken whatever is sent. One the car no
    // longer offers is kept if the booking has it (asked for anew, it is refused below).
    if (key === 'amendments' || wanted === undefined || (wanted && car[key] === -1)) options[key] = booking[key]
    else options[key] = car[key] === 0 || (wanted && car[key] > 0)
  }
  const current = booking._additionalDriver ? await repo.additionalDrivers.get(booking._additionalDriver) : undefined
  let details: Json | null = null
  if (options.additionalDriver && isObject(req.additionalDriver)) details = req.additionalDriver

  const changed: string[] = []
  if (from.getTime() !== booking.from.getTime()) changed.push('from')
  if (to.getTime() !== booking.to.getTime()) changed.push('to')
  if (pickupLocation !== booking.pickupLocation) changed.push('pickupLocation')
  if (dropOffLocation !== booking.dropOffLocation) changed.push('dropOffLocation')
  for (const key of OPTION_KEYS) if (options[key] !== booking[key]) changed.push(key)
  // Rule 8 reads the details only when they are sent: a malformed one is refused in its turn below.
  let extra: Person | null = null
  const detailsChanged = details !== null && !sameDetailsLoose(current, details)
  if (detailsChanged || (!options.additionalDriver && booking._additionalDriver)) changed.push('_additionalDriver')
  if (!changed.length) {
    return { changed, from, to, pickupLocation, dropOffLocation, options, extra, price: computePrice(car, from, to, options) }
  }

  // Rule 5: the new period.
  if (to <= from) throw badRequest('The new period must end after it starts.')
  if (now.getTime() + NOTICE_MS > from.getTime())
    throw badRequest('The new period starts too soon: its from date must be 5 or more days from now.')
  // Rule 6: the places (as call 25).
  if (pickupLocation !== booking.pickupLocation && !car.locations.includes(pickupLocation)) {
    throw badRequest('This car cannot be picked up at this location.')
  }
  if (dropOffLocation !== booking.dropOffLocation && !(await repo.locations.get(dropOffLocation)))
    throw badRequest('Unknown drop-off location.')
  // Rule 7: the supplier's shortest rental.
  await checkMinimum(repo, car.company, from, to)
  for (const key of OPTION_KEYS) {
    if (requested[key] === true && car[key] === -1 && !booking[key]) throw badRequest(`The option ${key} is not available for this car.`)
  }
  // Rule 8: an additional driver's details, when sent, valid and old enough (as call 25).
  if (detailsChanged && details) {
    extra = readPerson(details)
    checkAdditionalAge(extra, from, car)
  } else if (requested.additionalDriver === true && !booking.additionalDriver && !current && !dryRun) {
    throw badRequest('Additional driver details are required.')
  }
  if (await conflictingBooking(repo, car._id, from, to, booking)) {
    throw new HttpError(409, 'This car is already booked for part of that period.')
  }
  const price = computePrice(car, from, to, options)
  if (price.totalPrice !== booking.price) changed.push('price')
  return { changed, from, to, pickupLocation, dropOffLocation, options, extra, price }
}

type Json = Record<string, unknown>

/** Whether sent details are those on file (compared as readPerson would read them; invalid ones never are). */
function sameDetailsLoose(current: AdditionalDriverRecord | undefined, details: Json): boolean {
  try {
    return sameDetails(current, readPerson(details))
  } catch {
    return false
  }
}

function checkAdditionalAge(person: Person, from: Date, car: CarRecord): void {
  if (ageAt(person.birthDate, from) < car.minimumAge)
    throw badRequest(`The additional driver must be at least ${car.minimumAge} years old.`)
}

/**
 * Applies a checked plan with changes and writes the booking: it keeps its id; its history gets the
 * values before. The database refuses the write (isDoubleBooking) when another booking took the new days meanwhile.
 */
export async function applyAmendment(repo: Repo, booking: BookingRecord, plan: AmendPlan, at: Date): Promise<AmendmentRecord> {
  const current = booking._additionalDriver ? await repo.additionalDrivers.get(booking._additionalDriver) : undefined
  const entry: AmendmentRecord = {
    at,
    changed: plan.changed,
    previous: {
      from: booking.from,
      to: booking.to,
      pickupLocation: booking.pickupLocation,
      dropOffLocation: booking.dropOffLocation,
      price: booking.price,
      ...(Object.fromEntries(OPTION_KEYS.map((k) => [k, booking[k]])) as BookingOptions),
      ...(current
        ? { _additionalDriver: { fullName: current.fullName, email: current.email, phone: current.phone, birthDate: current.birthDate } }
        : {}),
    },
  }
  if (plan.extra) {
    const id = repo.nextId('driver')
    await repo.additionalDrivers.put({ _id: id, ...plan.extra })
    booking._additionalDriver = id
  } else if (!plan.options.additionalDriver && booking._additionalDriver) {
    // The record stays (the history names its details); the booking no longer has one.
    delete booking._additionalDriver
  }
  booking.from = plan.from
  booking.to = plan.to
  booking.pickupLocation = plan.pickupLocation
  booking.dropOffLocation = plan.dropOffLocation
  for (const key of OPTION_KEYS) booking[key] = plan.options[key]
  booking.price = plan.price.totalPrice
  booking.amendedAt = at
  booking.history = [...(booking.history ?? []), entry].slice(-HISTORY_LENGTH)
  await repo.bookings.put(booking)
  return entry
}
