// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { changedPolicies, parseMinimumDays, policiesOf } from './policies-form'

describe('the policies form', () => {
  it('takes a shortest rental of 1 to 30 whole days only', () => {
    expect(parseMinimumDays('1')).toBe(1)
    expect(parseMinimumDays(' 30 ')).toBe(30)
    expect(parseMinimumDays('0')).toBeNull()
    expect(parseMinimumDays('31')).toBeNull()
    expect(parseMinimumDays('2.5')).toBeNull()
    expect(parseMinimumDays('-3')).toBeNull()
    expect(parseMinimumDays('')).toBeNull()
    expect(parseMinimumDays('3d')).toBeNull()
  })

  it('reads absent policies as pay later off, no licence, no minimum', () => {
    expect(policiesOf({})).toEqual({ payLater: false, licenseRequired: false, minimumRentalDays: 1 })
    expect(policiesOf({ payLater: true, licenseRequired: true, minimumRentalDays: 4 })).toEqual({
      payLater: true,
      licenseRequired: true,
      minimumRentalDays: 4,
    })
  })

  it('sends only what changed', () => {
    const before = { payLater: true, licenseRequired: false, minimumRentalDays: 1 }
    expect(changedPolicies(before, before)).toBeNull()
    expect(changedPolicies(before, { ...before, minimumRentalDays: 3 })).toEqual({ minimumRentalDays: 3 })
    expect(changedPolicies(before, { payLater: false, licenseRequired: true, minimumRentalDays: 1 })).toEqual({
      payLater: false,
      licenseRequired: true,
    })
  })
})
