import { randomBytes } from 'node:crypto'
import type { Repo } from './db/repo.ts'
import { sniffImage } from './image-type.ts'
import { rentalDays } from './price.ts'
import type { AppContext } from './context.ts'
import type { BookingHandover, BookingRecord, BookingStatus, CarRecord, HandoverRecord, HandoverSummary, UserRecord } from './types.ts'
import { badRequest, parseDate, type Json } from './validate.ts'

/**
 * The handover kit (issue 49, calls 77–79): the car's state at pick-up and at return, recorded by
 * the driver or the supplier (often offline: the device names each record with its `clientId`,
 * so a retry after a lost reply is answered with the record as it was). Photos are private: kept
 * in the database like the licences (files of kind handoverPhotos, with their booking and owner),
 * read only by the booking's parties and the operator (call 79).
 */

export type HandoverKind = 'pickup' | 'return'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A pick-up record is accepted from this long before `from`. */
const PICKUP_OPENS_MS = 24 * HOUR_MS
/** A return record is accepted until this long after `to`. */
const RETURN_CLOSES_MS = 7 * DAY_MS
/** A record's `at` may be this far ahead of the server's clock (a phone's clock drifts). */
const CLOCK_SLACK_MS = 5 * 60_000
const PICKUP_STATUSES: readonly BookingStatus[] = ['paid', 'reserved', 'deposit', 'pending']
const MAX_ODOMETER = 2_000_000
const MAX_FUEL = 8
const MAX_PHOTOS = 8
const MAX_NOTES = 1000
/** Photos a booking may hold in all (16 in its two records, the rest retries and replaced shots). */
const MAX_PHOTOS_PER_BOOKING = 48
const PHOTO_MAX_BYTES = 5 * 1024 * 1024
const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/
const CLIENT_ID = /^[\x21-\x7e]{8,64}$/

/** Who of the booking the reader is, or null when nobody of it (the operator records as the supplier would). */
export function partyOf(booking: BookingRecord, user: UserRecord): 'driver' | 'supplier' | 'admin' | null {
  if (user.type === 'admin') return 'admin'
  if (user.type === 'company') return booking.company === user._id ? 'supplier' : null
  return booking.driver === user._id ? 'driver' : null
}

export function isHandoverKind(value: string | undefined): value is HandoverKind {
  return value === 'pickup' || value === 'return'
}

function wholeNumber(body: Json, key: string, max: number): number {
  const value = body[key]
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest(`${key} must be a whole number from 0 to ${max}.`)
  }
  return value
}

/** The fields of a new record as sent (call 77), checked on their own; the booking's rules come after (`checkRecord`). */
export function readRecord(body: Json): Omit<HandoverRecord, 'by' | 'confirmedAt'> {
  const clientId = body.clientId
  if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId)) throw badRequest('clientId must be 8 to 64 characters.')
  const at = parseDate(body.at)
  if (!at) throw badRequest('at must be an ISO date.')
  const odometer = wholeNumber(body, 'odometer', MAX_ODOMETER)
  const fuel = wholeNumber(body, 'fuel', MAX_FUEL)
  const notes = body.notes ?? ''
  if (typeof notes !== 'string' || notes.length > MAX_NOTES) throw badRequest(`notes must be text of at most ${MAX_NOTES} characters.`)
  const photos = body.photos ?? []
  if (!Array.isArray(photos) || !photos.every((p): p is string => typeof p === 'string'))
    throw badRequest('photos must be a list of names.')
  if (photos.length > MAX_PHOTOS) throw badRequest(`At most ${MAX_PHOTOS} photos a record.`)
  if (new Set(photos).size !== photos.length) throw badRequest('A photo is listed twice.')
  return { clientId, at: at.toISOString(), odometer, fuel, notes, photos }
}

/**
 * The rules of the booking for a new record (400 with a text naming the rule): the time window,
 * the booking's status, the odometer at return, and photos of call 78 for this booking.
 */
export async function checkRecord(
  repo: Repo,
  booking: BookingRecord,
  kind: HandoverKind,
  record: Omit<HandoverRecord, 'by' | 'confirmedAt'>,
  now: Date,
): Promise<void> {
  const at = new Date(record.at).getTime()
  if (at > now.getTime() + CLOCK_SLACK_MS) throw badRequest('The record’s time (at) is in the future.')
  if (kind === 'pickup') {
    if (!PICKUP_STATUSES.includes(booking.status))
      throw badRequest('A pick-up is recorded only for a booking paid, reserved, deposit or pending.')
    if (at < booking.from.getTime() - PICKUP_OPENS_MS) throw badRequest('The pick-up is recorded from 24 hours before the rental starts.')
    if (at > booking.to.getTime()) throw badRequest('The pick-up is recorded until the rental ends.')
  } else {
    const pickup = booking.handover?.pickup
    if (!pickup) throw badRequest('The return is recorded after the pick-up record.')
    if (at < new Date(pickup.at).getTime()) throw badRequest('The return is recorded after the pick-up record.')
    if (at > booking.to.getTime() + RETURN_CLOSES_MS) throw badRequest('The return is recorded until 7 days after the rental ends.')
    if (record.odometer < pickup.odometer)
      throw badRequest(`The odometer at return must be at least the pick-up’s (${pickup.odometer} km).`)
  }
  if (!record.photos.length) return
  const uploaded = new Set((await repo.files.list('handoverPhotos', { booking: booking._id })).map((p) => p.name))
  for (const name of record.photos) {
    if (!PHOTO_NAME.test(name) || !uploaded.has(name)) throw badRequest('A photo is not one uploaded for this booking (call 78).')
  }
}

/** The summary once both records exist (the contract's four figures). */
function summaryOf(pickup: HandoverRecord, ret: HandoverRecord, booking: BookingRecord, car: CarRecord | undefined): HandoverSummary {
  const driven = ret.odometer - pickup.odometer
  const mileage = car?.mileage ?? -1
  const allowance = mileage < 0 ? null : mileage * rentalDays(booking.from, booking.to)
  return {
    driven,
    allowance,
    extraKm: allowance === null ? 0 : Math.max(0, driven - allowance),
    fuelDifference: ret.fuel - pickup.fuel,
  }
}

/** The booking's handover with `record` as its `kind` (the caller writes the booking). */
export async function withRecord(repo: Repo, booking: BookingRecord, kind: HandoverKind, record: HandoverRecord): Promise<BookingHandover> {
  const next: BookingHandover = { ...booking.handover, [kind]: record }
  if (next.pickup && next.return) next.summary = summaryOf(next.pickup, next.return, booking, await repo.cars.get(booking.car))
  return next
}

/** A confirm body (`{confirm: true}`), else null; anything else with `confirm` is a 400. */
export function isConfirm(body: Json): boolean {
  if (!('confirm' in body)) return false
  if (body.confirm !== true) throw badRequest('confirm must be true.')
  return true
}

/** The party of a record who may confirm it: the other one (the operator may confirm either). */
export function mayConfirm(record: HandoverRecord, party: 'driver' | 'supplier' | 'admin'): boolean {
  return party === 'admin' || party !== record.by
}

/** The multipart field `file` as a JPEG, PNG or WebP (by content) of at most 5 MB; anything else a 400. */
export async function readPhoto(c: AppContext): Promise<{ bytes: Uint8Array; contentType: string; extension: string }> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > PHOTO_MAX_BYTES + 64 * 1024) throw badRequest('A photo must be at most 5 MB.')
  let file: unknown
  try {
    file = (await c.req.parseBody())['file']
  } catch {
    throw badRequest('Expected a multipart form with a file field "file".')
  }
  if (!(file instanceof File)) throw badRequest('Please add the photo as the file field "file".')
  if (file.size > PHOTO_MAX_BYTES) throw badRequest('A photo must be at most 5 MB.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(bytes, ['jpg', 'png', 'webp'])
  if (!kind) throw badRequest('A photo must be a JPEG, PNG or WebP picture.')
  return { bytes, contentType: kind.contentType, extension: kind.extension }
}

/**
 * Keeps a photo for `booking` under a new random name (32 hex digits and the extension). The caller
 * holds the booking's row locked, so two uploads at once cannot both pass the count.
 */
export async function keepPhoto(
  repo: Repo,
  booking: BookingRecord,
  owner: UserRecord,
  photo: { bytes: Uint8Array; contentType: string; extension: string },
  now: Date,
): Promise<string> {
  const count = (await repo.files.list('handoverPhotos', { booking: booking._id })).length
  if (count >= MAX_PHOTOS_PER_BOOKING) throw badRequest(`This booking holds ${MAX_PHOTOS_PER_BOOKING} photos already.`)
  const name = `${randomBytes(16).toString('hex')}.${photo.extension}`
  await repo.files.put({
    kind: 'handoverPhotos',
    name,
    bytes: photo.bytes,
    contentType: photo.contentType,
    booking: booking._id,
    owner: owner._id,
    createdAt: now,
  })
  return name
}

/** A photo of `bookingId` by its name, or undefined (an unknown name, another booking's photo). */
export async function photoOf(repo: Repo, bookingId: string, name: string) {
  const photo = PHOTO_NAME.test(name) ? await repo.files.get('handoverPhotos', name) : undefined
  return photo?.booking === bookingId ? photo : undefined
}
