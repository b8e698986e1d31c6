// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ageOn, defaultRentalDates, fromDateTimeInputs, rentalDays } from './dates'

describe('rentalDays (inclusive)', () => {
  it('counts calendar days plus one', () => {
    expect(rentalDays('2026-12-01T10:00:00Z', '2026-12-04T10:00:00Z')).toBe(4)
    expect(rentalDays('2026-12-01T10:00:00Z', '2026-12-01T18:00:00Z')).toBe(1)
    expect(rentalDays('2026-12-01T23:00:00Z', '2026-12-02T01:00:00Z')).toBe(2)
  })
  it('crosses months and years', () => {
    expect(rentalDays('2026-12-30T10:00:00Z', '2027-01-02T10:00:00Z')).toBe(4)
  })
  it('is 0 for missing, invalid or reversed dates', () => {
    expect(rentalDays(null, '2026-12-01')).toBe(0)
    expect(rentalDays('nope', '2026-12-01')).toBe(0)
    expect(rentalDays('2026-12-05', '2026-12-01')).toBe(0)
  })
})

describe('ageOn', () => {
  it('counts whole years, the day before the birthday included', () => {
    expect(ageOn('2000-06-15', new Date(2021, 5, 14))).toBe(20)
    expect(ageOn('2000-06-15', new Date(2021, 5, 15))).toBe(21)
  })
})

describe('defaultRentalDates', () => {
  it('is tomorrow at 10:00 and three days later', () => {
    const { from, to } = defaultRentalDates(new Date(2026, 10, 20, 23, 30))
    expect(from).toEqual(new Date(2026, 10, 21, 10, 0))
    expect(to).toEqual(new Date(2026, 10, 24, 10, 0))
  })
})

describe('fromDateTimeInputs', () => {
  it('combines a date and a time', () => {
    expect(fromDateTimeInputs('2026-12-01', '09:30')).toEqual(new Date(2026, 11, 1, 9, 30))
  })
  it('refuses malformed input', () => {
    expect(fromDateTimeInputs('01/12/2026', '09:30')).toBeNull()
    expect(fromDateTimeInputs('2026-12-01', '')).toBeNull()
  })
})
