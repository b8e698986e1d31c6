/** The driver's bookings: list, detail, cancel request and checkout (rows 22–25). */
import type { BookingStatus, Language } from '../constants'
import { peekData, requestData, requestDataOrNull, requestDone, requestYesNo, type CallOptions } from './client'
import { apiPath, iso, type DateInput } from './path'
import { bookingRequest, bookingsRequest } from './requests'
import { bookingSchema, bookResultSchema, paged, type Booking, type BookingOptions, type BookResult, type Paged } from './entities'
import type { BookingsQuery } from './bodies'

export type { BookingsFilter, BookingsQuery } from './bodies'

/** The driver's bookings, newest first. Pages are 1-based. */
export function getBookings(
  page: number,
  size: number,
  language: Language,
  body: BookingsQuery,
  opts?: CallOptions,
): Promise<Paged<Booking>> {
  return requestData({ name: 'getBookings', ...bookingsRequest(page, size, language, body), signal: opts?.signal }, paged(bookingSchema))
}

/** Null when the booking does not exist or is not the driver's (204). */
export function getBooking(id: string, language: Language, opts?: CallOptions): Promise<Booking | null> {
  return requestDataOrNull({ name: 'getBooking', ...bookingRequest(id, language), signal: opts?.signal, fresh: opts?.fresh }, bookingSchema)
}

/** The booking when the first paint's call for it has answered with one already (early.ts), for the pass's first render. */
export function peekBooking(id: string, language: Language): Booking | undefined {
  return peekData({ name: 'getBooking', ...bookingRequest(id, language) }, bookingSchema)
}

/** Records a cancel request. False when the booking cannot be cancelled (204): option not taken, already asked, started, cancelled. */
export function cancelBooking(id: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'cancelBooking',
    method: 'POST',
    path: apiPath`/api/cancel-booking/${id}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

interface PersonDetails {
  fullName: string
  email: string
  phone: string
  birthDate: DateInput
}

export interface BookPayload {
  booking: BookingOptions & {
    company: string
    car: string
    /** The signed-in driver's id; left out for a guest. */
    driver?: string
    pickupLocation: string
    dropOffLocation: string
    from: DateInput
    to: DateInput
  }
  /** When booking.additionalDriver is taken. */
  additionalDriver?: PersonDetails
  /** A guest's details (no account yet). */
  driver?: PersonDetails & { language: Language; /** A guest's licence upload (call 62's name). */ license?: string }
  payLater: boolean
  /** A signed-in driver's licence upload (call 62's name), for a supplier that requires one. */
  license?: string
}

/**
 * Creates the booking; the server computes the price. `idempotencyKey` is
 * generated once per checkout attempt and reused on retries, so a reply lost
 * on a bad network cannot turn into two bookings. 400 carries the reason in
 * `ApiError.text` (car unavailable, driver too young, guest email registered).
 */
export function book(payload: BookPayload, idempotencyKey: string, opts?: CallOptions): Promise<BookResult> {
  const { booking, additionalDriver, driver, payLater, license } = payload
  return requestData(
    {
      name: 'book',
      method: 'POST',
      path: '/api/book',
      auth: 'optional',
      headers: { 'Idempotency-Key': idempotencyKey },
      body: {
        booking: { ...booking, from: iso(booking.from), to: iso(booking.to) },
        ...(additionalDriver && { additionalDriver: { ...additionalDriver, birthDate: iso(additionalDriver.birthDate) } }),
        ...(driver && { driver: { ...driver, birthDate: iso(driver.birthDate) } }),
        payLater,
        ...(license && { license }),
      },
      signal: opts?.signal,
    },
    bookResultSchema,
  )
}

/**
 * Call 44 (supplier): sets the status of bookings of the supplier's cars. All or nothing: 403 when any
 * is not a booking of its cars. Each driver is notified (and emailed when they asked for it).
 */
export function updateBookingStatus(ids: string[], status: BookingStatus, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'updateBookingStatus',
    ownerCheck: true,
    method: 'POST',
    path: '/api/update-booking-status',
    auth: 'token',
    body: { ids, status },
    signal: opts?.signal,
  })
}
