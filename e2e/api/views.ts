import type { Store } from './db.ts'
import type { BookingRecord, CarRecord, Language, LocationRecord, NotificationRecord, UserRecord } from './types.ts'

/** Projections from records to the shapes the contract replies with (never a password hash). */

export function publicUser(u: UserRecord) {
  return {
    _id: u._id,
    email: u.email,
    fullName: u.fullName,
    phone: u.phone,
    birthDate: u.birthDate,
    location: u.location,
    bio: u.bio,
    avatar: u.avatar,
    type: u.type,
    language: u.language,
    enableEmailNotifications: u.enableEmailNotifications,
    verified: u.verified,
    blacklisted: u.blacklisted,
  }
}

export interface SupplierSummary {
  _id: string
  fullName: string
  avatar: string | null
  payLater?: boolean
}

export function supplier(store: Store, id: string, withPayLater = false): SupplierSummary {
  const u = store.users.get(id)
  const summary = { _id: id, fullName: u?.fullName ?? '', avatar: u?.avatar ?? null }
  return withPayLater ? { ...summary, payLater: u?.payLater ?? false } : summary
}

export function namedLocation(l: LocationRecord, language: Language) {
  return { _id: l._id, name: l.names[language] }
}

export function locationById(store: Store, id: string, language: Language) {
  const l = store.locations.get(id)
  return l ? namedLocation(l, language) : { _id: id, name: '' }
}

function carFields(car: CarRecord) {
  return { ...car, locations: [...car.locations], discounts: car.discounts.map((d) => ({ ...d })) }
}

/** Car in lists: supplier summary and location ids. */
export function listedCar(store: Store, car: CarRecord) {
  return { ...carFields(car), company: supplier(store, car.company) }
}

/** One car: supplier with payLater and locations named in the language. */
export function detailedCar(store: Store, car: CarRecord, language: Language) {
  return {
    ...carFields(car),
    company: supplier(store, car.company, true),
    locations: car.locations.map((id) => locationById(store, id, language)),
  }
}

export function bookingView(store: Store, b: BookingRecord, language: Language, withPayLater = false) {
  const car = store.cars.get(b.car)
  const extra = b._additionalDriver ? store.additionalDrivers.get(b._additionalDriver) : undefined
  return {
    ...b,
    company: supplier(store, b.company, withPayLater),
    car: car ? carFields(car) : null,
    pickupLocation: locationById(store, b.pickupLocation, language),
    dropOffLocation: locationById(store, b.dropOffLocation, language),
    ...(extra ? { _additionalDriver: { ...extra } } : {}),
  }
}

export function notificationView(n: NotificationRecord) {
  return { ...n }
}
