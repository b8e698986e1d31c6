import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage } from '../../lib/i18n/i18n'
import { orderedErrors, validateSignUp, type SignUpValues } from './sign-up-validation'

const today = new Date('2025-06-15T12:00:00')
const good: SignUpValues = {
  fullName: 'Jan Kowalski',
  email: 'jan@example.com',
  phone: '+48 601 234 567',
  birthDate: '1990-01-01',
  password: 'secret1',
  confirmation: 'secret1',
  captcha: 'payload',
  tos: true,
}
const rules = { emailTaken: false, captchaEnabled: true, minimumAge: 21, today }

describe('validateSignUp', () => {
  beforeAll(() => activateLanguage('en'))

  it('accepts a complete form', () => {
    expect(validateSignUp(good, rules)).toEqual({})
  })

  it('gives the spec messages word for word', () => {
    const errors = validateSignUp(
      {
        fullName: 'A',
        email: 'nope',
        phone: '12',
        birthDate: '2010-01-01',
        password: '123',
        confirmation: '124',
        captcha: null,
        tos: false,
      },
      rules,
    )
    expect(errors).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      birthDate: 'You must be at least 21 years old.',
      password: 'Password must be at least 6 characters long.',
      confirmation: "Passwords don't match.",
      captcha: 'Fill out the captcha to continue.',
      tos: 'Please accept the Terms of Use.',
    })
  })

  it('orders errors as BookCars checks them: email, phone, birth date, length, match, captcha, ToS', () => {
    const errors = validateSignUp(
      { ...good, tos: false, captcha: null, confirmation: 'x', password: '1', birthDate: '', phone: 'x', email: 'x' },
      rules,
    )
    expect(orderedErrors(errors).map(([field]) => field)).toEqual([
      'email',
      'phone',
      'birthDate',
      'password',
      'confirmation',
      'captcha',
      'tos',
    ])
  })

  it('says a taken email is already registered', () => {
    expect(validateSignUp(good, { ...rules, emailTaken: true }).email).toBe('This email address is already registered.')
  })

  it('uses the configured minimum age', () => {
    expect(validateSignUp({ ...good, birthDate: '2003-01-01' }, { ...rules, minimumAge: 25 }).birthDate).toBe(
      'You must be at least 25 years old.',
    )
    expect(validateSignUp({ ...good, birthDate: '2003-01-01' }, rules).birthDate).toBeUndefined()
  })

  it('needs no captcha when it is disabled', () => {
    expect(validateSignUp({ ...good, captcha: null }, { ...rules, captchaEnabled: false })).toEqual({})
  })

  it('translates the messages (Polish)', async () => {
    await activateLanguage('pl')
    const errors = validateSignUp({ ...good, email: 'x' }, rules)
    expect(errors.email).toBeTruthy()
    await activateLanguage('en')
  })
})
