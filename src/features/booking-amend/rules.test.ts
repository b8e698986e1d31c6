// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bookingSchema } from '../../lib/api/entities'
import { BOOKING, CAR } from '../../lib/api/testing-fixtures'
import { addsDriver, amendBlock, changeOf, checkValues, hasErrors, isEmptyChange, optionOn, valuesOf } from './rules'

const NOW = new Date('2030-05-20T10:00:00.000Z')
// Picks up on 2030-06-01 10:00 UTC: 12 days after NOW.
const booking = bookingSchema({ ...BOOKING, amendments: true, car: { ...CAR, amendments: 30 } })

describe('amendBlock: which bookings can be changed, in the contract’s order', () => {
  it('allows a paid booking with the option, more than 5 days ahead', () => {
    expect(amendBlock(booking, NOW)).toBeNull()
    for (const status of ['pending', 'deposit', 'reserved'] as const) expect(amendBlock({ ...booking, status }, NOW)).toBeNull()
  })

  it('needs the amendments option first', () => {
    expect(amendBlock({ ...booking, amendments: false, status: 'cancelled', cancelRequest: true }, NOW)).toBe('no-option')
  })

  it('refuses a void or cancelled booking', () => {
    expect(amendBlock({ ...booking, status: 'void' }, NOW)).toBe('status')
    expect(amendBlock({ ...booking, status: 'cancelled', cancelRequest: true }, NOW)).toBe('status')
  })

  it('refuses a booking whose cancellation was requested', () => {
    expect(amendBlock({ ...booking, cancelRequest: true }, NOW)).toBe('cancel-requested')
  })

  it('stops exactly 5 days before the pick-up', () => {
    expect(amendBlock(booking, new Date('2030-05-27T10:00:00.000Z'))).toBeNull()
    expect(amendBlock(booking, new Date('2030-05-27T10:00:00.001Z'))).toBe('too-late')
    expect(amendBlock(booking, new Date('2030-06-02T10:00:00.000Z'))).toBe('too-late')
  })
})

describe('a change', () => {
  it('starts as the booking, and nothing changed sends nothing', () => {
    const values = valuesOf(booking)
    expect(values.pickup).toBe(booking.pickupLocation._id)
    expect(values.options).toEqual({
      cancellation: true,
      theftProtection: true,
      collisionDamageWaiver: false,
      fullInsurance: false,
      additionalDriver: true,
    })
    expect(isEmptyChange(changeOf(booking, values))).toBe(true)
  })

  it('sends only what differs, the dates in ISO', () => {
    const from = new Date('2030-06-03T10:00:00.000Z')
    const moved = valuesOf({ ...booking, from: from.toISOString() })
    const start = valuesOf(booking)
    const values = {
      ...start,
      fromDate: moved.fromDate,
      fromTime: moved.fromTime,
      dropOff: 'l2',
      options: { ...start.options, theftProtection: false },
    }
    expect(changeOf(booking, values)).toEqual({ from: from.toISOString(), dropOffLocation: 'l2', theftProtection: false })
  })

  it('keeps amendments taken, included options on and unavailable ones off', () => {
    const car = { ...booking.car, amendments: 30, fullInsurance: 0, collisionDamageWaiver: -1 }
    const values = { ...valuesOf(booking), options: { ...valuesOf(booking).options, fullInsurance: false, collisionDamageWaiver: true } }
    expect(optionOn(car, values, 'amendments')).toBe(true)
    expect(optionOn(car, values, 'fullInsurance')).toBe(true)
    expect(optionOn(car, values, 'collisionDamageWaiver')).toBe(false)
    expect(optionOn(car, values, 'theftProtection')).toBe(true)
  })

  it('asks the details of an additional driver only when the change adds one', () => {
    const values = valuesOf(booking)
    expect(addsDriver(booking, values)).toBe(false)
    const without = { ...booking, additionalDriver: false, _additionalDriver: undefined }
    expect(addsDriver(without, values)).toBe(true)
    expect(addsDriver(without, { ...values, options: { ...values.options, additionalDriver: false } })).toBe(false)
  })
})

describe('checkValues', () => {
  const values = valuesOf(booking)
  it('accepts the booking’s own dates while they are more than 5 days away', () => {
    expect(hasErrors(checkValues(values, NOW))).toBe(false)
  })

  it('refuses a period shorter than the supplier’s minimum (days counted as the price counts them)', () => {
    // The booking lasts 4 days (1 to 4 June, inclusive).
    expect(checkValues(values, NOW, 4)).toEqual({})
    expect(checkValues(values, NOW, 5)).toEqual({ to: 'too-short' })
  })

  it('refuses a pick-up less than 5 days away, a return before it and missing places', () => {
    expect(checkValues(values, new Date('2030-05-28T10:00:00.000Z'))).toEqual({ from: 'too-soon' })
    expect(checkValues({ ...values, toDate: values.fromDate, toTime: values.fromTime }, NOW)).toEqual({ to: 'before-from' })
    expect(checkValues({ ...values, fromDate: '', pickup: '', dropOff: '' }, NOW)).toEqual({
      from: 'required',
      pickup: 'required',
      dropOff: 'required',
    })
  })
})
