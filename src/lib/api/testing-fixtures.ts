/** Test helper (imported only by *.test.ts): replies as a contract server sends them. */
export const SUPPLIER = { _id: '64b000000000000000000001', fullName: 'Volta Rent', avatar: 'volta.png', payLater: true }

export const LOCATION = { _id: '64b000000000000000000002', name: 'Kraków Airport' }

export const CAR = {
  _id: '64b000000000000000000003',
  name: 'Renault Zoe',
  company: SUPPLIER,
  minimumAge: 21,
  locations: [LOCATION],
  price: 120,
  deposit: 2500,
  available: true,
  type: 'EV',
  gearbox: 'automatic',
  fuelPolicy: 'freeTank',
  seats: 5,
  doors: 4,
  aircon: true,
  mileage: -1,
  image: 'zoe.jpg',
  cancellation: 0,
  amendments: -1,
  theftProtection: 10,
  collisionDamageWaiver: 12,
  fullInsurance: 20,
  additionalDriver: 15,
  discounts: [{ days: 7, percentage: 10 }],
}

export const BOOKING = {
  _id: '64b000000000000000000004',
  company: SUPPLIER,
  car: CAR,
  driver: 'u1',
  pickupLocation: LOCATION,
  dropOffLocation: LOCATION,
  from: '2030-06-01T10:00:00.000Z',
  to: '2030-06-04T10:00:00.000Z',
  status: 'paid',
  cancellation: true,
  amendments: false,
  theftProtection: true,
  collisionDamageWaiver: false,
  fullInsurance: false,
  additionalDriver: true,
  _additionalDriver: { fullName: 'Anna Nowak', email: 'anna@example.com', phone: '+48500100200', birthDate: '1990-01-01T00:00:00.000Z' },
  price: 520,
  cancelRequest: false,
  createdAt: '2030-05-01T08:00:00.000Z',
}

export const USER = {
  _id: 'u1',
  email: 'driver@example.com',
  fullName: 'Jan Kowalski',
  phone: '+48500100100',
  birthDate: '1990-02-03T00:00:00.000Z',
  location: 'Kraków',
  bio: '',
  avatar: 'u1_1.png',
  type: 'user',
  language: 'pl',
  enableEmailNotifications: true,
  verified: true,
  blacklisted: false,
}

export const NOTIFICATION = {
  _id: '64b000000000000000000005',
  user: 'u1',
  message: 'The status of the booking was updated.',
  booking: BOOKING._id,
  isRead: false,
  createdAt: '2030-05-02T08:00:00.000Z',
}

export const SIGN_IN_RESULT = {
  id: 'u1',
  email: 'driver@example.com',
  fullName: 'Jan Kowalski',
  language: 'pl',
  enableEmailNotifications: true,
  accessToken: 'T',
  blacklisted: false,
  avatar: 'u1_1.png',
}

export function facet<T>(items: T[]): unknown {
  return [{ resultData: items, pageInfo: items.length ? [{ totalRecords: items.length }] : [] }]
}
