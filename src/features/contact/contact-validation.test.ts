import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage } from '../../lib/i18n/i18n'
import { validateContact } from './contact-validation'

describe('validateContact', () => {
  beforeAll(() => activateLanguage('en'))
  it('needs a valid email, a subject and a message', () => {
    expect(validateContact({ email: 'a@b.pl', subject: 'Hi', message: 'Hello' })).toEqual({})
    expect(validateContact({ email: 'a@', subject: ' ', message: '' })).toEqual({
      email: 'Invalid email address',
      subject: 'Please fill in this field.',
      message: 'Please fill in this field.',
    })
  })
})
