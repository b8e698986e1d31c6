// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { bookingSchema } from '../../lib/api/entities'
import { BOOKING } from '../../lib/api/testing-fixtures'
import { awaitsCancellation, bookingHref, driverLabel } from '../bookings/booking-view'
import { isSupplierStatus, statusChangeFailure, SUPPLIER_STATUSES } from './status-change'

describe('a supplier’s status change', () => {
  it('offers every status of the spec, void included, in display order', () => {
    expect(SUPPLIER_STATUSES).toEqual(['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'])
    expect(isSupplierStatus('reserved')).toBe(true)
    expect(isSupplierStatus('')).toBe(false)
    expect(isSupplierStatus('archived')).toBe(false)
  })

  it('says why nothing changed: 403 is "not your booking", 401 the session, 409 a car held elsewhere, no answer the connection', () => {
    expect(statusChangeFailure(new ApiError('unauthorized', 'updateBookingStatus', { status: 403 }))).toBe('not-yours')
    expect(statusChangeFailure(new ApiError('unauthorized', 'updateBookingStatus', { status: 401 }))).toBe('session')
    expect(statusChangeFailure(new ApiError('conflict', 'updateBookingStatus', { status: 409 }))).toBe('conflict')
    expect(statusChangeFailure(new ApiError('offline', 'updateBookingStatus'))).toBe('connection')
    expect(statusChangeFailure(new ApiError('network', 'updateBookingStatus'))).toBe('connection')
    expect(statusChangeFailure(new ApiError('server', 'updateBookingStatus', { status: 503 }))).toBe('connection')
    expect(statusChangeFailure(new ApiError('bad-request', 'updateBookingStatus', { status: 400, text: 'status must be…' }))).toBe('other')
    expect(statusChangeFailure(new Error('boom'))).toBe('other')
  })

  it('a cancellation request awaits the supplier until the booking is cancelled', () => {
    expect(awaitsCancellation({ cancelRequest: true, status: 'paid' })).toBe(true)
    expect(awaitsCancellation({ cancelRequest: true, status: 'cancelled' })).toBe(false)
    expect(awaitsCancellation({ cancelRequest: false, status: 'paid' })).toBe(false)
  })

  it('links each viewer to its own detail screen', () => {
    expect(bookingHref('b 1')).toBe('/booking?b=b%201')
    expect(bookingHref('b1', 'supplier')).toBe('/supplier/booking?b=b1')
  })
})

describe('the driver of a booking, as a supplier sees him', () => {
  it('keeps the name and contact of a populated driver (BookCars), and the id as the driver', () => {
    const booking = bookingSchema({
      ...BOOKING,
      driver: { _id: 'u1', fullName: 'Anna Nowak', email: 'anna@example.com', phone: '+48 500 100 200', password: 'hash', __v: 0 },
    })
    expect(booking.driver).toBe('u1')
    expect(booking.driverDetails).toEqual({ fullName: 'Anna Nowak', email: 'anna@example.com', phone: '+48 500 100 200' })
    expect(driverLabel(booking)).toBe('Anna Nowak')
  })

  it('shows what the reply has when the driver is a bare id, and never fails on a driver without a name', () => {
    const bare = bookingSchema(BOOKING)
    expect(bare.driverDetails).toBeUndefined()
    expect(driverLabel(bare)).toBe('u1')
    const nameless = bookingSchema({ ...BOOKING, driver: { _id: 'u2', email: 'x@example.com' } })
    expect(nameless.driver).toBe('u2')
    expect(nameless.driverDetails).toBeUndefined()
  })
})
