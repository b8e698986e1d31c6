/**
 * The handover's rules as the app applies them before sending (issue 49; the server checks them
 * again, call 77): when each check is offered, the odometer, the fuel, and the photos' size.
 */
import type { Booking } from '../../lib/api/entities'
import type { HandoverKind } from '../../lib/api/handover'

const HOUR_MS = 3_600_000
/** The pick-up check opens this long before the rental starts. */
const PICKUP_OPENS_MS = 24 * HOUR_MS
/** The return check closes this long after the rental ends. */
const RETURN_CLOSES_MS = 7 * 24 * HOUR_MS
const MAX_ODOMETER = 2_000_000
export const FUEL_EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const
export const MAX_PHOTOS = 8
export const MAX_NOTES = 1000
/** The longer side of a photo once shrunk on the device. */
export const PHOTO_MAX_SIDE = 1600

const PICKUP_STATUSES: readonly string[] = ['paid', 'reserved', 'deposit', 'pending']

type Window = 'open' | 'not-yet' | 'closed' | 'done'

/** Whether a check may be taken now: the pick-up from 24 h before `from` until `to`; the return after the pick-up record, until 7 days after `to`. */
export function windowOf(booking: Pick<Booking, 'from' | 'to' | 'status' | 'handover'>, kind: HandoverKind, now: number): Window {
  if (booking.handover?.[kind]) return 'done'
  const from = Date.parse(booking.from)
  const to = Date.parse(booking.to)
  if (kind === 'pickup') {
    if (!PICKUP_STATUSES.includes(booking.status)) return 'closed'
    if (now < from - PICKUP_OPENS_MS) return 'not-yet'
    return now <= to ? 'open' : 'closed'
  }
  if (!booking.handover?.pickup) return 'not-yet'
  return now <= to + RETURN_CLOSES_MS ? 'open' : 'closed'
}

export type OdometerProblem = 'missing' | 'not-a-number' | 'too-large' | 'below-pickup'

/** The odometer as typed (digits; spaces and separators of thousands are allowed), or why it cannot be taken. */
export function readOdometer(text: string, pickupOdometer?: number): { km: number } | { problem: OdometerProblem } {
  const compact = text.replace(/[\s.,'\u00a0\u202f]/g, '')
  if (compact === '') return { problem: 'missing' }
  if (!/^\d+$/.test(compact)) return { problem: 'not-a-number' }
  const km = Number(compact)
  if (km > MAX_ODOMETER) return { problem: 'too-large' }
  if (pickupOdometer !== undefined && km < pickupOdometer) return { problem: 'below-pickup' }
  return { km }
}

export function isFuel(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 8
}

/** The size a picture of `width` × `height` is drawn at so that its longer side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 }
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Who of the booking the reader is to a record: its author, or the other party who may confirm it. */
export function mayConfirm(by: 'driver' | 'supplier', role: 'driver' | 'supplier' | 'admin'): boolean {
  return role === 'admin' || role !== by
}

/** A clientId for a record (call 77 takes 8–64 characters). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
