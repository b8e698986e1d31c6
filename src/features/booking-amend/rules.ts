/**
 * The amendment rules on the device (api-contract.md, "Calls of the booking's life", Rules): which
 * bookings can be changed, and what a change is. The server decides again (call 60); these say
 * why not before the driver tries, in the contract's order.
 */
import type { AmendChange } from '../../lib/api/amend'
import type { Booking } from '../../lib/api/entities'
import { AMENDMENTS_DAYS_BEFORE, type BookingStatus, type CarOption } from '../../lib/constants'
import { fromDateTimeInputs, rentalDays, toDateInput, toTimeInput } from '../../lib/dates'
import { optionState } from '../cars/option-rules'

const DAY_MS = 86_400_000

/** Why a booking cannot be changed: no amendments option, its status, a cancellation requested, fewer than 5 days before pick-up. */
export type AmendBlock = 'no-option' | 'status' | 'cancel-requested' | 'too-late'

const AMENDABLE_STATUSES: readonly BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved']

/** The earliest pick-up an amendment allows, and the latest moment a booking can still be changed before its pick-up. */
function amendDeadline(from: Date | string): Date {
  return new Date(new Date(from).getTime() - AMENDMENTS_DAYS_BEFORE * DAY_MS)
}

/** Null when the driver may change the booking now; otherwise the first rule that stops it. */
export function amendBlock(
  booking: Pick<Booking, 'amendments' | 'status' | 'cancelRequest' | 'from'>,
  now: Date = new Date(),
): AmendBlock | null {
  if (!booking.amendments) return 'no-option'
  if (!AMENDABLE_STATUSES.includes(booking.status)) return 'status'
  if (booking.cancelRequest) return 'cancel-requested'
  if (now.getTime() > amendDeadline(booking.from).getTime()) return 'too-late'
  return null
}

/** The options a change may switch (amendments stays taken). */
export const CHANGEABLE_OPTIONS = ['cancellation', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const
type ChangeableOption = (typeof CHANGEABLE_OPTIONS)[number]

export interface PersonInputs {
  fullName: string
  email: string
  phone: string
  /** yyyy-mm-dd */
  birthDate: string
}

/** The change form as typed (the draft keeps it). */
export interface AmendValues {
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
  pickup: string
  dropOff: string
  options: Record<ChangeableOption, boolean>
  /** A new additional driver's details, asked when the change adds one. */
  additional: PersonInputs
}

export const EMPTY_PERSON: PersonInputs = { fullName: '', email: '', phone: '', birthDate: '' }

/** The form's first values: the booking as it is. */
export function valuesOf(booking: Booking): AmendValues {
  const from = new Date(booking.from)
  const to = new Date(booking.to)
  return {
    fromDate: toDateInput(from),
    fromTime: toTimeInput(from),
    toDate: toDateInput(to),
    toTime: toTimeInput(to),
    pickup: booking.pickupLocation._id,
    dropOff: booking.dropOffLocation._id,
    options: Object.fromEntries(CHANGEABLE_OPTIONS.map((o) => [o, booking[o]])) as Record<ChangeableOption, boolean>,
    additional: EMPTY_PERSON,
  }
}

/** Whether the change adds an additional driver the booking does not have yet (its details are then asked). */
export function addsDriver(booking: Pick<Booking, 'additionalDriver' | '_additionalDriver'>, values: AmendValues): boolean {
  return values.options.additionalDriver && !(booking.additionalDriver && booking._additionalDriver)
}

/**
 * How a switch of the car's options stands for the change: an included option stays on, an
 * unavailable one off, amendments stays taken; else what the driver chose.
 */
export function optionOn(car: Pick<Booking['car'], CarOption>, values: AmendValues, option: CarOption): boolean {
  if (option === 'amendments') return true
  const state = optionState(car[option])
  if (state === 'unavailable') return false
  if (state === 'included' && option !== 'additionalDriver') return true
  return values.options[option]
}

/** What differs from the booking: only those fields are sent (call 60 keeps the others). */
export function changeOf(booking: Booking, values: AmendValues): AmendChange {
  const change: AmendChange = {}
  const from = fromDateTimeInputs(values.fromDate, values.fromTime)
  const to = fromDateTimeInputs(values.toDate, values.toTime)
  if (from && from.getTime() !== new Date(booking.from).getTime()) change.from = from.toISOString()
  if (to && to.getTime() !== new Date(booking.to).getTime()) change.to = to.toISOString()
  if (values.pickup && values.pickup !== booking.pickupLocation._id) change.pickupLocation = values.pickup
  if (values.dropOff && values.dropOff !== booking.dropOffLocation._id) change.dropOffLocation = values.dropOff
  for (const o of CHANGEABLE_OPTIONS) {
    const on = optionOn(booking.car, values, o)
    if (on !== booking[o]) change[o] = on
  }
  return change
}

export function isEmptyChange(change: AmendChange): boolean {
  return Object.keys(change).length === 0
}

/** What is wrong with the dates and places typed, before anything is asked of the server. */
export interface AmendErrors {
  from?: 'required' | 'too-soon'
  /** 'too-short': fewer days than the supplier's minimum rental. */
  to?: 'required' | 'before-from' | 'too-short'
  pickup?: 'required'
  dropOff?: 'required'
}

/** `minimumDays`: the supplier's shortest rental (days counted as the price counts them). */
export function checkValues(values: AmendValues, now: Date = new Date(), minimumDays = 1): AmendErrors {
  const errors: AmendErrors = {}
  const from = fromDateTimeInputs(values.fromDate, values.fromTime)
  const to = fromDateTimeInputs(values.toDate, values.toTime)
  if (!from) errors.from = 'required'
  else if (from.getTime() < now.getTime() + AMENDMENTS_DAYS_BEFORE * DAY_MS) errors.from = 'too-soon'
  if (!to) errors.to = 'required'
  else if (from && to.getTime() <= from.getTime()) errors.to = 'before-from'
  else if (from && rentalDays(from, to) < minimumDays) errors.to = 'too-short'
  if (!values.pickup) errors.pickup = 'required'
  if (!values.dropOff) errors.dropOff = 'required'
  return errors
}

export function hasErrors(errors: AmendErrors): boolean {
  return Object.values(errors).some(Boolean)
}

/** The earliest pick-up date a change may choose (for the date input's `min`). */
export function earliestPickup(now: Date = new Date()): string {
  return toDateInput(new Date(now.getTime() + AMENDMENTS_DAYS_BEFORE * DAY_MS))
}
