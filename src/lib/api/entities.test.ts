import { describe, expect, it } from 'vitest'
import {
  bookingCarSchema,
  bookingSchema,
  carSchema,
  locationSchema,
  notificationSchema,
  paged,
  signInResultSchema,
  supplierSchema,
  userSchema,
} from './entities'
import { BOOKING, CAR, LOCATION, NOTIFICATION, SIGN_IN_RESULT, SUPPLIER, USER } from './testing-fixtures'
import { SchemaError } from './schema'

describe('entities', () => {
  it('reads the contract shapes unchanged', () => {
    expect(carSchema(CAR)).toEqual(CAR)
    expect(bookingSchema(BOOKING)).toEqual(BOOKING)
    expect(userSchema(USER)).toEqual(USER)
    expect(notificationSchema(NOTIFICATION)).toEqual(NOTIFICATION)
    expect(signInResultSchema(SIGN_IN_RESULT)).toEqual(SIGN_IN_RESULT)
  })

  it('drops what the app must not carry around', () => {
    const user = userSchema({ ...USER, password: 'hash', __v: 0 })
    expect(user).not.toHaveProperty('password')
    expect(supplierSchema({ ...SUPPLIER, email: 'x@y.z', password: 'hash' })).toEqual(SUPPLIER)
  })

  it('treats null and missing optional fields alike', () => {
    const user = userSchema({ ...USER, phone: null, avatar: undefined, bio: null })
    expect(user).not.toHaveProperty('phone')
    expect(user).not.toHaveProperty('avatar')
    expect(supplierSchema({ _id: 's', fullName: 'S', avatar: null })).toEqual({ _id: 's', fullName: 'S' })
  })

  it('normalises a location name sent as an array', () => {
    expect(locationSchema({ _id: 'l', name: ['Kraków'], values: [] })).toEqual({ _id: 'l', name: 'Kraków' })
  })

  it('accepts car locations as ids, as nameless documents, or named', () => {
    const car = carSchema({ ...CAR, locations: ['l1', { _id: 'l2', values: ['v'] }, { _id: 'l3', name: 'Gdańsk' }] })
    expect(car.locations).toEqual([{ _id: 'l1' }, { _id: 'l2' }, { _id: 'l3', name: 'Gdańsk' }])
    expect(() => carSchema({ ...CAR, locations: [1] })).toThrow(SchemaError)
  })

  it('rejects a car whose option is not a number', () => {
    expect(() => carSchema({ ...CAR, fullInsurance: true })).toThrow(/\$\.fullInsurance/)
    expect(() => carSchema({ ...CAR, type: 'steam' })).toThrow(/\$\.type/)
  })

  it('reads a booking as the list sends it: populated driver, array names, bare ids', () => {
    const b = bookingSchema({
      ...BOOKING,
      driver: { _id: 'u1', fullName: 'Jan', password: 'hash' },
      pickupLocation: { _id: 'l', name: ['Kraków'] },
      car: { ...CAR, company: SUPPLIER._id, locations: ['l'] },
      _additionalDriver: 'ad1',
      cancelRequest: undefined,
    })
    expect(b.driver).toBe('u1')
    expect(b.pickupLocation.name).toBe('Kraków')
    expect(b.car.company).toBe(SUPPLIER._id)
    expect(b).not.toHaveProperty('_additionalDriver')
    expect(b.cancelRequest).toBe(false)
  })

  it('lets the booking-cars car carry its supplier as an id', () => {
    expect(bookingCarSchema({ ...CAR, company: 's1' }).company).toBe('s1')
    expect(() => carSchema({ ...CAR, company: 's1' })).toThrow(SchemaError)
  })

  it('reads the sign-in reply with _id too, and insists on a token', () => {
    const { id, ...rest } = SIGN_IN_RESULT
    expect(signInResultSchema({ ...rest, _id: id })).toEqual(SIGN_IN_RESULT)
    expect(() => signInResultSchema(rest)).toThrow(/\$\.id/)
    expect(() => signInResultSchema({ ...SIGN_IN_RESULT, accessToken: '' })).toThrow(/accessToken/)
  })

  it('normalises every form of the paged aggregation', () => {
    const locations = paged(locationSchema)
    expect(locations([])).toEqual({ items: [], total: 0 })
    expect(locations([{ resultData: [], pageInfo: [] }])).toEqual({ items: [], total: 0 })
    expect(locations([{ resultData: [LOCATION], pageInfo: [{ totalRecords: 41 }] }])).toEqual({ items: [LOCATION], total: 41 })
    expect(locations([{ resultData: [LOCATION], pageInfo: { totalRecords: 41 } }])).toEqual({ items: [LOCATION], total: 41 })
    expect(() => locations({ resultData: [] })).toThrow(SchemaError)
    expect(() => locations([{ resultData: [{ _id: 1 }], pageInfo: [] }])).toThrow(/\$\[0\]\.resultData\[0\]\._id/)
  })
})
