import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n/i18n'
import { errorText } from './messages'
import {
  EMPTY_PERSON,
  EMPTY_VALUES,
  firstInvalid,
  validateField,
  validateForm,
  type BookingFormValues,
  type ValidationContext,
} from './validation'

const pickup = new Date('2030-06-10T10:00:00')
const guest: ValidationContext = { guest: true, additionalDriver: false, minimumAge: 21, pickup }
const ok = { fullName: 'Jan Kowalski', email: 'jan@example.com', phone: '+48 600 100 200', birthDate: '1990-01-01' }
const values = (v: Partial<BookingFormValues> = {}): BookingFormValues => ({ ...EMPTY_VALUES, driver: ok, tos: true, ...v })

describe('booking form rules', () => {
  it('asks a guest for every detail and the terms, in field order', () => {
    const errors = validateForm(EMPTY_VALUES, guest)
    expect(Object.keys(errors)).toEqual(['driver.fullName', 'driver.email', 'driver.phone', 'driver.birthDate', 'tos'])
    expect(firstInvalid(errors)).toBe('driver.fullName')
  })

  it('asks nothing of a signed-in driver without an additional driver', () => {
    expect(validateForm(EMPTY_VALUES, { ...guest, guest: false })).toEqual({})
  })

  it('asks for the additional driver when that option is taken', () => {
    const errors = validateForm(values(), { ...guest, guest: false, additionalDriver: true })
    expect(Object.keys(errors)).toEqual(['additional.fullName', 'additional.email', 'additional.phone', 'additional.birthDate'])
  })

  it('checks email and phone formats', () => {
    expect(validateField('driver.email', values({ driver: { ...ok, email: 'jan@' } }), guest)).toEqual({ code: 'email' })
    expect(validateField('driver.phone', values({ driver: { ...ok, phone: '12ab' } }), guest)).toEqual({ code: 'phone' })
    expect(validateField('driver.email', values(), { ...guest, takenEmails: new Set(['jan@example.com']) })).toEqual({ code: 'emailTaken' })
  })

  it('applies the minimum age on the pickup date, with the car’s own number', () => {
    // 21 on 2030-06-10 exactly: old enough; a day later born: too young.
    expect(validateField('driver.birthDate', values({ driver: { ...ok, birthDate: '2009-06-10' } }), guest)).toBeUndefined()
    expect(validateField('driver.birthDate', values({ driver: { ...ok, birthDate: '2009-06-11' } }), guest)).toEqual({
      code: 'age',
      age: 21,
    })
    expect(validateField('driver.birthDate', values({ driver: { ...ok, birthDate: '2009-06-11' } }), { ...guest, minimumAge: 25 })).toEqual(
      { code: 'age', age: 25 },
    )
    const young = { ...EMPTY_PERSON, ...ok, birthDate: '2008-01-01' }
    expect(
      validateField('additional.birthDate', values({ additional: young }), { ...guest, additionalDriver: true, minimumAge: 25 }),
    ).toEqual({ code: 'age', age: 25 })
  })

  it('says the spec’s messages word for word in English', async () => {
    await activateLanguage('en')
    expect(errorText(i18n, { code: 'age', age: 21 })).toBe('The driver must be at least 21 years old.')
    expect(errorText(i18n, { code: 'age', age: 25 })).toBe('The driver must be at least 25 years old.')
    expect(errorText(i18n, { code: 'email' })).toBe('Invalid email address')
    expect(errorText(i18n, { code: 'phone' })).toBe('Invalid phone number')
    expect(errorText(i18n, { code: 'tos' })).toBe('Please accept the Terms of Use.')
    expect(errorText(i18n, { code: 'emailTaken' })).toBe('This email address is already registered.')
  })

  it('keeps the number in the translated age message', async () => {
    await activateLanguage('pl')
    expect(errorText(i18n, { code: 'age', age: 23 })).toContain('23')
    await activateLanguage('fr')
    expect(errorText(i18n, { code: 'age', age: 23 })).toContain('23')
  })
})
