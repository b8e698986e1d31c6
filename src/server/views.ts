import type { Repo } from './db/repo.ts'
import { policiesOf } from './policies.ts'
import { currencyFor, paymentView } from './payments/status.ts'
import type { AdditionalDriverRecord, BookingRecord, CarRecord, Language, LocationRecord, UserRecord } from './types.ts'

/** Projections from records to the shapes the contract replies with (never a password hash). */

/**
 * The records a reply's views read besides their own (suppliers, drivers, cars, places, extra
 * drivers), fetched in a few queries for a whole page rather than one by one (`related`).
 */
export interface Related {
  users: Map<string, UserRecord>
  cars: Map<string, CarRecord>
  locations: Map<string, LocationRecord>
  additionalDrivers: Map<string, AdditionalDriverRecord>
  now: Date
  payAtDeskOnly: boolean
}

/** Fetches what views of these cars and bookings read: the places they name, their suppliers, drivers and extra drivers. */
export async function related(
  repo: Repo,
  of: { cars?: readonly CarRecord[]; bookings?: readonly BookingRecord[]; users?: readonly string[]; places?: readonly string[] },
): Promise<Related> {
  const cars = of.cars ?? []
  const bookings = of.bookings ?? []
  const carMap = await repo.cars.many(bookings.map((b) => b.car))
  for (const car of cars) carMap.set(car._id, car)
  const userIds = [...cars.map((c) => c.company), ...bookings.flatMap((b) => [b.company, b.driver]), ...(of.users ?? [])]
  const extras = bookings.flatMap((b) => (b._additionalDriver ? [b._additionalDriver] : []))
  const places = [...carMap.values()]
    .flatMap((c) => c.locations)
    .concat(
      bookings.flatMap((b) => [b.pickupLocation, b.dropOffLocation]),
      of.places ?? [],
    )
  return {
    users: await repo.users.many(userIds),
    cars: carMap,
    locations: await repo.locations.many(places),
    additionalDrivers: await repo.additionalDrivers.many(extras),
    now: repo.now(),
    payAtDeskOnly: repo.payAtDeskOnly,
  }
}

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
    // A driver's licence on file (a name; call 66 serves it), a supplier's policies (call 67).
    ...(u.type === 'user' && u.license ? { license: u.license } : {}),
    ...(u.type === 'company' ? policiesOf(u) : {}),
  }
}

export interface SupplierSummary {
  _id: string
  fullName: string
  avatar: string | null
}

/** The supplier inside a car or a booking: what a driver needs at the desk, where it has it. */
export interface SupplierDetails extends SupplierSummary {
  payLater: boolean
  licenseRequired: boolean
  minimumRentalDays: number
  phone?: string
  location?: string
  bio?: string
}

export function supplier(r: Related, id: string): SupplierSummary {
  const u = r.users.get(id)
  return { _id: id, fullName: u?.fullName ?? '', avatar: u?.avatar ?? null }
}

function supplierDetails(r: Related, id: string): SupplierDetails {
  const u = r.users.get(id)
  return {
    ...supplier(r, id),
    ...policiesOf(u),
    // A server that takes no money online offers paying at the desk only (issue 47).
    ...(r.payAtDeskOnly && { payLater: true }),
    ...(u?.phone ? { phone: u.phone } : {}),
    ...(u?.location ? { location: u.location } : {}),
    ...(u?.bio ? { bio: u.bio } : {}),
  }
}

export function namedLocation(l: LocationRecord, language: Language) {
  return {
    _id: l._id,
    name: l.names[language],
    ...(l.latitude !== undefined && l.longitude !== undefined ? { latitude: l.latitude, longitude: l.longitude } : {}),
  }
}

function locationById(r: Related, id: string, language: Language) {
  const l = r.locations.get(id)
  return l ? namedLocation(l, language) : { _id: id, name: '' }
}

function carFields(car: CarRecord) {
  return { ...car, locations: [...car.locations], discounts: car.discounts.map((d) => ({ ...d })) }
}

/** Car in lists: the supplier with its desk details, and location ids. */
export function listedCar(r: Related, car: CarRecord) {
  return { ...carFields(car), company: supplierDetails(r, car.company) }
}

/** One car: the supplier with its desk details, and locations named in the language. */
export function detailedCar(r: Related, car: CarRecord, language: Language) {
  return {
    ...carFields(car),
    company: supplierDetails(r, car.company),
    locations: car.locations.map((id) => locationById(r, id, language)),
  }
}

/**
 * A booking as its reader gets it. `forSupplier`: the reader is the supplier of the booking's car, who
 * gets the driver populated with his name and contact (as BookCars does; a driver gets his own id only).
 */
export function bookingView(r: Related, b: BookingRecord, language: Language, forSupplier = false) {
  const car = r.cars.get(b.car)
  const extra = b._additionalDriver ? r.additionalDrivers.get(b._additionalDriver) : undefined
  const driver = forSupplier ? r.users.get(b.driver) : undefined
  // `_pay` (the payment token's hash, the provider's reference) never leaves the server.
  const { _pay, payment, ...fields } = b
  void _pay
  return {
    ...fields,
    // Bookings made before issue 47 were never given one: the driver's language says which it would have been.
    currency: b.currency ?? currencyFor(r.users.get(b.driver)?.language ?? 'en'),
    ...(payment && { payment: paymentView(b, r.now) }),
    ...(driver && {
      driver: { _id: driver._id, fullName: driver.fullName, email: driver.email, ...(driver.phone && { phone: driver.phone }) },
    }),
    company: supplierDetails(r, b.company),
    car: car ? carFields(car) : null,
    pickupLocation: locationById(r, b.pickupLocation, language),
    dropOffLocation: locationById(r, b.dropOffLocation, language),
    ...(extra ? { _additionalDriver: { ...extra } } : {}),
  }
}
