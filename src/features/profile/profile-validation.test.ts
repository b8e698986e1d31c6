import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage } from '../../lib/i18n/i18n'
import { AVATAR_MAX_BYTES } from '../../lib/constants'
import { avatarFileError } from './avatar-file'
import { validateProfile } from './profile-validation'

const today = new Date('2025-06-15T12:00:00')
const good = { fullName: 'Anna Nowak', phone: '+48 601 234 567', birthDate: '1990-05-14', location: 'Warszawa', bio: 'Hi' }

describe('profile rules', () => {
  beforeAll(() => activateLanguage('en'))

  it('accepts a good profile, and an empty phone', () => {
    expect(validateProfile(good, 21, today)).toEqual({})
    expect(validateProfile({ ...good, phone: '' }, 21, today)).toEqual({})
  })

  it('uses the spec messages and the configured age', () => {
    expect(validateProfile({ ...good, phone: 'abc', birthDate: '2010-01-01' }, 21, today)).toEqual({
      phone: 'Invalid phone number',
      birthDate: 'You must be at least 21 years old.',
    })
    expect(validateProfile({ ...good, birthDate: '2002-01-01' }, 25, today).birthDate).toBe('You must be at least 25 years old.')
  })

  it('limits the bio to 100 characters', () => {
    expect(validateProfile({ ...good, bio: 'x'.repeat(100) }, 21, today).bio).toBeUndefined()
    expect(validateProfile({ ...good, bio: 'x'.repeat(101) }, 21, today).bio).toBeTruthy()
  })

  it('lets a supplier or the operator leave the birth date empty, and still checks one given', () => {
    expect(validateProfile({ ...good, birthDate: '' }, 21, today).birthDate).toBeTruthy()
    expect(validateProfile({ ...good, birthDate: '' }, 21, today, true)).toEqual({})
    expect(validateProfile({ ...good, birthDate: '2010-01-01' }, 21, today, true).birthDate).toBeTruthy()
  })
})

describe('avatarFileError', () => {
  beforeAll(() => activateLanguage('en'))

  it('asks for an image when there is none', () => {
    expect(avatarFileError(null)).toBe('Please add an image.')
  })

  it('accepts only images, and checks the size before sending', () => {
    expect(avatarFileError(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull()
    expect(avatarFileError(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toMatch(/not an image/)
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })
    expect(avatarFileError(big)).toMatch(/too large/)
  })
})
