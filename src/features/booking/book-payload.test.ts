// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { carSchema } from '../../lib/api/entities'
import { CAR } from '../../lib/api/testing-fixtures'
import { optionFlags } from '../cars/option-rules'
import { bookPayload } from './book-payload'
import { EMPTY_VALUES } from './validation'

// CAR: cancellation included (0), amendments unavailable (-1), the other four paid.
const car = carSchema(CAR)
const input = {
  carId: car._id,
  pickupLocation: 'l1',
  dropOffLocation: 'l2',
  from: new Date('2031-06-10T10:00:00Z'),
  to: new Date('2031-06-13T10:00:00Z'),
  options: [],
}
const extra = { fullName: ' Jan Nowak ', email: 'jan@example.com', phone: '+48 600 100 200', birthDate: '1990-01-01' }
const guest = { fullName: 'Marc Guest', email: 'marc@example.com', phone: '+33 6 12 34 56 78', birthDate: '1985-05-05' }
const values = { ...EMPTY_VALUES, driver: guest, additional: extra, payLater: true }
const user = {
  id: 'u1',
  email: 'a@b.cd',
  fullName: 'Anna',
  language: 'en',
  enableEmailNotifications: true,
  accessToken: 'x',
  blacklisted: false,
}

describe('bookPayload', () => {
  it('books the option flags of the one rule: included taken, unavailable never, extras as chosen', () => {
    const options = ['amendments', 'fullInsurance'] as const
    const payload = bookPayload({
      car,
      input: { ...input, options: [...options] },
      user,
      language: 'en',
      values,
      flags: optionFlags(car, options),
    })
    expect(payload.booking).toMatchObject({
      cancellation: true,
      amendments: false,
      theftProtection: false,
      collisionDamageWaiver: false,
      fullInsurance: true,
      additionalDriver: false,
      driver: 'u1',
      pickupLocation: 'l1',
      dropOffLocation: 'l2',
    })
    expect(payload).not.toHaveProperty('additionalDriver')
    expect(payload).not.toHaveProperty('driver')
    expect(payload.payLater).toBe(true)
  })

  it('carries the additional driver exactly when that flag is on', () => {
    const flags = optionFlags(car, ['additionalDriver'])
    const payload = bookPayload({ car, input, user: null, language: 'fr', values, flags })
    expect(payload.booking.additionalDriver).toBe(true)
    expect(payload.additionalDriver).toEqual({
      fullName: 'Jan Nowak',
      email: 'jan@example.com',
      phone: '+48 600 100 200',
      birthDate: '1990-01-01T00:00:00.000Z',
    })
    expect(payload.driver).toMatchObject({ email: 'marc@example.com', language: 'fr' })
    expect(payload.booking).not.toHaveProperty('driver')
  })

  it('pays now when the supplier does not offer paying later', () => {
    const noLater = carSchema({ ...CAR, company: { ...CAR.company, payLater: false } })
    expect(bookPayload({ car: noLater, input, user, language: 'en', values, flags: optionFlags(noLater, []) }).payLater).toBe(false)
  })
})
