/** Amending a booking: the change itself (call 60) and its price previewed (call 61, call 21 with `booking=`). */
import { CAR_OPTIONS, type CarOption, type Language } from '../constants'
import { carPricePath, pickOptions } from './cars'
import { requestData, type CallOptions } from './client'
import { bookingSchema, carPriceSchema, type Booking, type CarPrice } from './entities'
import { isApiError } from './errors'
import { apiPath, iso, query, type DateInput } from './path'
import { num, obj, type Schema } from './schema'

/** What a driver may change; a field left out keeps the booking's value. `amendments` stays taken whatever is sent. */
export interface AmendChange {
  from?: DateInput
  to?: DateInput
  pickupLocation?: string
  dropOffLocation?: string
  cancellation?: boolean
  theftProtection?: boolean
  collisionDamageWaiver?: boolean
  fullInsurance?: boolean
  additionalDriver?: boolean
}

/** A new additional driver's details (only when the change adds one). */
export interface AmendDriver {
  fullName: string
  email: string
  phone: string
  birthDate: DateInput
}

/** The option flags a change may send: every car option but `amendments`, in CAR_OPTIONS' order. */
type ChangeOption = Exclude<CarOption, 'amendments'>
const CHANGE_OPTIONS: readonly ChangeOption[] = CAR_OPTIONS.filter((o): o is ChangeOption => o !== 'amendments')

/** The change as the wire carries it: dates in ISO, only the known keys, undefined left out. */
function wireChange(change: AmendChange): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {}
  if (change.from !== undefined) out.from = iso(change.from)
  if (change.to !== undefined) out.to = iso(change.to)
  if (change.pickupLocation !== undefined) out.pickupLocation = change.pickupLocation
  if (change.dropOffLocation !== undefined) out.dropOffLocation = change.dropOffLocation
  for (const o of CHANGE_OPTIONS) if (change[o] !== undefined) out[o] = change[o]
  return out
}

/**
 * Call 60: amends the driver's booking; the server re-prices and re-checks the car's availability
 * (ignoring the booking's own hold). Resolves with the updated booking (same `_id`, new price,
 * `amendedAt`, `history`). Fails with 'bad-request' (a rule broken: see `amendRefusal`), 'conflict'
 * (another booking holds the car), 'no-content' (not a booking of this driver). Never retried.
 */
export function amendBooking(
  bookingId: string,
  change: AmendChange,
  language: Language,
  additionalDriver?: AmendDriver,
  opts?: CallOptions,
): Promise<Booking> {
  return requestData(
    {
      name: 'amendBooking',
      method: 'POST',
      path: apiPath`/api/amend-booking/${bookingId}` + query({ lang: language }),
      auth: 'token',
      body: {
        booking: wireChange(change),
        ...(additionalDriver && { additionalDriver: { ...additionalDriver, birthDate: iso(additionalDriver.birthDate) } }),
      },
      signal: opts?.signal,
    },
    bookingSchema,
  )
}

/** Call 61's reply: call 21's price for the change, and the booking's current price. */
export interface AmendPrice extends CarPrice {
  previousPrice: number
}

const previousPriceSchema = obj({ previousPrice: num })
const amendPriceSchema: Schema<AmendPrice> = (value, path) => ({
  ...carPriceSchema(value, path),
  ...previousPriceSchema(value, path),
})

export interface AmendPriceRequest {
  carId: string
  bookingId: string
  language: Language
  change: AmendChange
}

/**
 * Call 61: the price of the change, a dry run that changes nothing (the only form of call 21 that
 * carries the token). Fails as call 60 would ('bad-request', 'conflict', 'no-content').
 */
export function getAmendPrice({ carId, bookingId, language, change }: AmendPriceRequest, opts?: CallOptions): Promise<AmendPrice> {
  return requestData(
    {
      name: 'getAmendPrice',
      method: 'GET',
      path: carPricePath(
        carId,
        { from: change.from, to: change.to, language },
        {
          booking: bookingId,
          pickupLocation: change.pickupLocation,
          dropOffLocation: change.dropOffLocation,
          ...pickOptions(change, CHANGE_OPTIONS),
        },
      ),
      auth: 'token',
      signal: opts?.signal,
    },
    amendPriceSchema,
  )
}

/**
 * Why the server refused an amendment, as a rule (the contract's order); the server's words are
 * read here and never shown. 'taken': another booking holds the car (409).
 */
export type AmendRefusal =
  | 'no-option'
  | 'status'
  | 'cancel-requested'
  | 'too-late'
  | 'dates'
  | 'place'
  | 'minimum-days'
  | 'additional-driver'
  | 'taken'
  | 'not-yours'
  | 'refused'

const REFUSAL_TEXTS: [RegExp, AmendRefusal][] = [
  [/amendments? option|option .*amendments|no amendments/i, 'no-option'],
  [/status/i, 'status'],
  [/cancel/i, 'cancel-requested'],
  [/minimum|at least \d+ days?|shortest/i, 'minimum-days'],
  [/additional driver|years old|too young|phone|email|birth/i, 'additional-driver'],
  [/5 days|five days|5 or more days|days before|too late|too soon/i, 'too-late'],
  [/location|place|pick-?up .*serve|drop-?off/i, 'place'],
  [/date|period|from|to\b/i, 'dates'],
]

/** The rule an amendment failure names, or null when it is not a refusal (offline, server down…). */
export function amendRefusal(error: unknown): AmendRefusal | null {
  if (isApiError(error, 'conflict')) return 'taken'
  if (isApiError(error, 'no-content')) return 'not-yours'
  if (!isApiError(error, 'bad-request')) return null
  const text = error.text ?? ''
  return REFUSAL_TEXTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'refused'
}
