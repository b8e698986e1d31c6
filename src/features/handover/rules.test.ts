import { describe, expect, it } from 'vitest'
import { fitWithin, isFuel, mayConfirm, newClientId, readOdometer, windowOf } from './rules'

const HOUR = 3_600_000
const from = Date.parse('2026-06-10T10:00:00Z')
const to = Date.parse('2026-06-13T10:00:00Z')
const booking = (extra: object = {}) => ({
  from: new Date(from).toISOString(),
  to: new Date(to).toISOString(),
  status: 'reserved' as const,
  handover: undefined,
  ...extra,
})
const pickup = {
  clientId: 'c-12345678',
  at: new Date(from).toISOString(),
  by: 'driver' as const,
  odometer: 100,
  fuel: 8,
  photos: [],
  notes: '',
}

describe('windowOf', () => {
  it('opens the pick-up check 24 hours before the start, until the end, for a booking paid, reserved, deposit or pending', () => {
    expect(windowOf(booking(), 'pickup', from - 24 * HOUR - 1)).toBe('not-yet')
    expect(windowOf(booking(), 'pickup', from - 24 * HOUR)).toBe('open')
    expect(windowOf(booking(), 'pickup', to)).toBe('open')
    expect(windowOf(booking(), 'pickup', to + 1)).toBe('closed')
    for (const status of ['paid', 'deposit', 'pending'] as const) expect(windowOf(booking({ status }), 'pickup', from)).toBe('open')
    for (const status of ['void', 'cancelled'] as const) expect(windowOf(booking({ status }), 'pickup', from)).toBe('closed')
  })

  it('opens the return check after the pick-up record, until 7 days after the end', () => {
    expect(windowOf(booking(), 'return', from + HOUR)).toBe('not-yet')
    const picked = booking({ handover: { pickup } })
    expect(windowOf(picked, 'pickup', from + HOUR)).toBe('done')
    expect(windowOf(picked, 'return', from + HOUR)).toBe('open')
    expect(windowOf(picked, 'return', to + 7 * 24 * HOUR)).toBe('open')
    expect(windowOf(picked, 'return', to + 7 * 24 * HOUR + 1)).toBe('closed')
  })
})

describe('readOdometer', () => {
  it('reads digits, with spaces or separators of thousands', () => {
    expect(readOdometer('12345')).toEqual({ km: 12345 })
    expect(readOdometer(' 12 345 ')).toEqual({ km: 12345 })
    expect(readOdometer('12.345')).toEqual({ km: 12345 })
    expect(readOdometer('2000000')).toEqual({ km: 2_000_000 })
  })

  it('refuses nothing, letters, negative numbers, over 2,000,000, and less than the pick-up reading at return', () => {
    expect(readOdometer('')).toEqual({ problem: 'missing' })
    expect(readOdometer('12a')).toEqual({ problem: 'not-a-number' })
    expect(readOdometer('-5')).toEqual({ problem: 'not-a-number' })
    expect(readOdometer('2000001')).toEqual({ problem: 'too-large' })
    expect(readOdometer('99', 100)).toEqual({ problem: 'below-pickup' })
    expect(readOdometer('100', 100)).toEqual({ km: 100 })
  })
})

describe('fuel, confirmation and client ids', () => {
  it('takes whole eighths from 0 to 8', () => {
    expect([0, 4, 8].every(isFuel)).toBe(true)
    expect([-1, 9, 4.5, Number.NaN].some(isFuel)).toBe(false)
  })

  it('lets the other party confirm a record (the operator either)', () => {
    expect(mayConfirm('driver', 'supplier')).toBe(true)
    expect(mayConfirm('driver', 'driver')).toBe(false)
    expect(mayConfirm('supplier', 'driver')).toBe(true)
    expect(mayConfirm('supplier', 'supplier')).toBe(false)
    expect(mayConfirm('supplier', 'admin')).toBe(true)
  })

  it('makes client ids of 8 to 64 characters, different each time', () => {
    const a = newClientId()
    expect(a.length).toBeGreaterThanOrEqual(8)
    expect(a.length).toBeLessThanOrEqual(64)
    expect(newClientId()).not.toBe(a)
  })
})

describe('fitWithin (the photo shrinking’s size)', () => {
  it('brings the longer side to 1600 px and keeps the proportions, portrait or landscape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 })
    expect(fitWithin(4032, 1816)).toEqual({ width: 1600, height: 721 })
  })

  it('never enlarges a small picture, and gives nothing for an empty one', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(0, 600)).toEqual({ width: 0, height: 0 })
    expect(fitWithin(10_000, 1)).toEqual({ width: 1600, height: 1 })
  })
})
