// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isDigits, isEmail, isInteger, isOldEnough, isPasswordLongEnough, isPhone, isThreeOrFourDigits, isTwoDigits } from './validation'

describe('validation rules', () => {
  it('checks emails', () => {
    expect(isEmail('anna@example.com')).toBe(true)
    expect(isEmail(' anna@example.com ')).toBe(true)
    expect(isEmail('anna@example')).toBe(false)
    expect(isEmail('anna example.com')).toBe(false)
  })
  it('checks phones', () => {
    expect(isPhone('+48 601 234 567')).toBe(true)
    expect(isPhone('0612345678')).toBe(true)
    expect(isPhone('+212 (6) 12-34-56-78')).toBe(true)
    expect(isPhone('12345')).toBe(false)
    expect(isPhone('call me')).toBe(false)
  })
  it('checks the password length (6)', () => {
    expect(isPasswordLongEnough('12345')).toBe(false)
    expect(isPasswordLongEnough('123456')).toBe(true)
  })
  it('checks the minimum age on a given day', () => {
    const on = new Date(2026, 10, 20)
    expect(isOldEnough('2005-11-20', 21, on)).toBe(true)
    expect(isOldEnough('2005-11-21', 21, on)).toBe(false)
    expect(isOldEnough('', 21, on)).toBe(false)
    expect(isOldEnough('2030-01-01', 21, on)).toBe(false)
  })
  it('has the format checks of the spec', () => {
    expect(isInteger('-12')).toBe(true)
    expect(isInteger('1.5')).toBe(false)
    expect(isDigits('0123')).toBe(true)
    expect(isTwoDigits('07')).toBe(true)
    expect(isTwoDigits('7')).toBe(false)
    expect(isThreeOrFourDigits('123')).toBe(true)
    expect(isThreeOrFourDigits('12345')).toBe(false)
  })
})
