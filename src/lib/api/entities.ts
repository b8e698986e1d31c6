/**
 * The entities as the app sees them, and the schemas that turn a reply into
 * them. Each schema is typed against its interface, so the two cannot drift.
 * Where BookCars-style servers disagree (bookcars-reference.md, section 10),
 * the schema accepts every known form and hands the app one.
 */
import {
  BOOKING_STATUSES,
  CAR_TYPES,
  FUEL_POLICIES,
  GEARBOXES,
  type BookingStatus,
  type CarOption,
  type CarType,
  type FuelPolicy,
  type Gearbox,
} from '../constants'
import { arr, bool, isoDate, map, num, obj, oneOf, optional, record, str, union, withDefault, SchemaError, type Schema } from './schema'

/** A reference that one server sends as a bare id and another as the populated document. */
const ref: Schema<string> = union(
  str,
  map(obj({ _id: str }), (o) => o._id),
)

/** The bookings list sends a location's name as a one-element array (an unwound aggregation). */
const localizedName: Schema<string> = union(
  str,
  map(arr(str), (names) => names.join(' ')),
)

const USER_TYPES = ['user', 'company', 'admin', 'supplier'] as const
type UserType = (typeof USER_TYPES)[number]

export interface User {
  _id: string
  email: string
  fullName: string
  phone?: string
  /** ISO date-time. */
  birthDate?: string
  /** Free text, not a Location id. */
  location?: string
  bio?: string
  avatar?: string
  type: UserType
  language: string
  enableEmailNotifications: boolean
  verified: boolean
  blacklisted: boolean
}

export const userSchema: Schema<User> = obj({
  _id: str,
  email: str,
  fullName: str,
  phone: optional(str),
  birthDate: optional(isoDate),
  location: optional(str),
  bio: optional(str),
  avatar: optional(str),
  // 'supplier' is what newer BookCars servers call a company.
  type: oneOf(USER_TYPES),
  language: str,
  enableEmailNotifications: bool,
  verified: withDefault(bool, false),
  blacklisted: withDefault(bool, false),
})

/** A company as lists and cars carry it; `payLater` only inside a car or a booking. */
export interface Supplier {
  _id: string
  fullName: string
  avatar?: string
  payLater?: boolean
  /** Inside a car or booking, where the supplier has them: the desk's phone, street address (free text), and opening hours and pick-up instructions (free text). */
  phone?: string
  location?: string
  bio?: string
}

export const supplierSchema: Schema<Supplier> = obj({
  _id: str,
  fullName: str,
  avatar: optional(str),
  payLater: optional(bool),
  phone: optional(str),
  location: optional(str),
  bio: optional(str),
})

export interface Location {
  _id: string
  /** In the language the call asked for. */
  name: string
  /** The pick-up point's coordinates, where the server has them. */
  latitude?: number
  longitude?: number
}

export const locationSchema: Schema<Location> = obj({ _id: str, name: localizedName, latitude: optional(num), longitude: optional(num) })

/**
 * A place a car can be picked up. The car search sends raw location documents
 * with no name, and some servers send bare ids, so only `_id` is certain; ask
 * getCar (or getLocation) when a name is needed.
 */
interface CarLocation {
  _id: string
  name?: string
}

const carLocationSchema: Schema<CarLocation> = union(
  map(str, (_id): CarLocation => ({ _id })),
  obj({ _id: str, name: optional(localizedName) }),
)

export interface Discount {
  /** Applies when the rental lasts more than this many days. */
  days: number
  percentage: number
}

/**
 * Option prices: -1 not available, 0 included, > 0 extra cost (cancellation and
 * amendments once, the other four per day).
 */
export interface CarOptionPrices {
  cancellation: number
  amendments: number
  theftProtection: number
  collisionDamageWaiver: number
  fullInsurance: number
  additionalDriver: number
}

export interface Car extends CarOptionPrices {
  _id: string
  name: string
  company: Supplier
  minimumAge: number
  locations: CarLocation[]
  /** Per day. */
  price: number
  deposit: number
  available: boolean
  type: CarType
  gearbox: Gearbox
  fuelPolicy: FuelPolicy
  seats: number
  doors: number
  aircon: boolean
  /** -1 = unlimited, else km per day. */
  mileage: number
  /** A file name under config.cdnCars. */
  image?: string
  discounts?: Discount[]
}

const carFields = {
  _id: str,
  name: str,
  minimumAge: num,
  locations: arr(carLocationSchema),
  price: num,
  deposit: num,
  available: bool,
  type: oneOf(CAR_TYPES),
  gearbox: oneOf(GEARBOXES),
  fuelPolicy: oneOf(FUEL_POLICIES),
  seats: num,
  doors: num,
  aircon: bool,
  mileage: num,
  image: optional(str),
  cancellation: num,
  amendments: num,
  theftProtection: num,
  collisionDamageWaiver: num,
  fullInsurance: num,
  additionalDriver: num,
  discounts: optional(arr(obj({ days: num, percentage: num }))),
}

export const carSchema: Schema<Car> = obj({ ...carFields, company: supplierSchema })

/**
 * A car as the booking calls carry it: BookCars servers leave its supplier as a
 * bare id there (the booking itself carries the supplier in full).
 */
export interface BookingCar extends Omit<Car, 'company'> {
  company: Supplier | string
}

export const bookingCarSchema: Schema<BookingCar> = obj({ ...carFields, company: union(supplierSchema, str) })

interface AdditionalDriver {
  fullName: string
  email: string
  phone?: string
  /** ISO date-time. */
  birthDate: string
}

const additionalDriverSchema: Schema<AdditionalDriver> = obj({
  fullName: str,
  email: str,
  phone: optional(str),
  birthDate: isoDate,
})

/** Whether each option was taken (or included): booleans here, prices on Car. */
export interface BookingOptions {
  cancellation: boolean
  amendments: boolean
  theftProtection: boolean
  collisionDamageWaiver: boolean
  fullInsurance: boolean
  additionalDriver: boolean
}

export interface Booking extends BookingOptions {
  _id: string
  company: Supplier
  car: BookingCar
  /** The driver's user id. */
  driver: string
  pickupLocation: Location
  dropOffLocation: Location
  /** ISO date-time. */
  from: string
  to: string
  status: BookingStatus
  _additionalDriver?: AdditionalDriver
  /** Total, as the server computed it. */
  price: number
  cancelRequest: boolean
  createdAt: string
}

export const bookingSchema: Schema<Booking> = obj({
  _id: str,
  company: supplierSchema,
  car: bookingCarSchema,
  driver: ref,
  pickupLocation: locationSchema,
  dropOffLocation: locationSchema,
  from: isoDate,
  to: isoDate,
  status: oneOf(BOOKING_STATUSES),
  cancellation: bool,
  amendments: bool,
  theftProtection: bool,
  collisionDamageWaiver: bool,
  fullInsurance: bool,
  additionalDriver: bool,
  // The bookings list leaves the additional driver as a bare id: nothing to show, so it is dropped.
  _additionalDriver: optional(
    union(
      additionalDriverSchema,
      map(str, () => undefined),
    ),
  ),
  price: num,
  cancelRequest: withDefault(bool, false),
  createdAt: isoDate,
})

export interface Notification {
  _id: string
  user: string
  message: string
  /** The booking the message is about, when there is one. */
  booking?: string
  isRead: boolean
  createdAt: string
}

export const notificationSchema: Schema<Notification> = obj({
  _id: str,
  user: ref,
  message: str,
  booking: optional(ref),
  isRead: bool,
  createdAt: isoDate,
})

/** The sign-in reply: what the app stores as bc-user. */
export interface SignInResult {
  id: string
  email: string
  fullName: string
  language: string
  enableEmailNotifications: boolean
  accessToken: string
  blacklisted: boolean
  avatar?: string
  verified?: boolean
}

export const signInResultSchema: Schema<SignInResult> = map(
  obj({
    id: optional(str),
    // Newer BookCars servers name the key _id.
    _id: optional(str),
    email: str,
    fullName: str,
    language: str,
    enableEmailNotifications: bool,
    accessToken: str,
    blacklisted: bool,
    avatar: optional(str),
    verified: optional(bool),
  }),
  ({ id, _id, ...rest }, path): SignInResult => {
    const userId = id ?? _id
    if (userId === undefined) throw new SchemaError(`${path}.id`, 'string', undefined)
    if (rest.accessToken === '') throw new SchemaError(`${path}.accessToken`, 'non-empty string', '')
    return { id: userId, ...rest }
  },
)

/** How the server made its total (call 21's optional `breakdown`): rental plus each chosen extra. */
export interface PriceBreakdown {
  /** The daily price after the discount. */
  dailyPrice: number
  /** The "above N days" tier that applied, if any. */
  discount?: { days: number; percentage: number }
  /** days × dailyPrice. */
  rental: number
  /** The amount each chosen, paying option adds. */
  options: Partial<Record<CarOption, number>>
}

export interface CarPrice {
  totalPrice: number
  days: number
  breakdown?: PriceBreakdown
}

const breakdownSchema: Schema<PriceBreakdown> = obj({
  dailyPrice: num,
  discount: optional(obj({ days: num, percentage: num })),
  rental: num,
  options: obj({
    cancellation: optional(num),
    amendments: optional(num),
    theftProtection: optional(num),
    collisionDamageWaiver: optional(num),
    fullInsurance: optional(num),
    additionalDriver: optional(num),
  }),
})

/**
 * The total is the authority; a breakdown that is malformed, or whose lines do not add
 * up to the total, is left out (the screen then shows the total alone, as against a
 * server that sends none).
 */
export const carPriceSchema: Schema<CarPrice> = map(obj({ totalPrice: num, days: num, breakdown: optional(record) }), (reply, path) => {
  const { totalPrice, days } = reply
  if (reply.breakdown === undefined) return { totalPrice, days }
  try {
    const breakdown = breakdownSchema(reply.breakdown, `${path}.breakdown`)
    const sum = breakdown.rental + Object.values(breakdown.options).reduce<number>((a, b) => a + (b ?? 0), 0)
    return Math.abs(sum - totalPrice) < 0.01 ? { totalPrice, days, breakdown } : { totalPrice, days }
  } catch {
    return { totalPrice, days }
  }
})

export interface BookResult {
  bookingId: string
}

export const bookResultSchema: Schema<BookResult> = obj({ bookingId: str })

export const notificationCounterSchema: Schema<number> = map(obj({ count: num }), (o) => o.count)

/** The self-hosted captcha's challenge, handed whole to the widget (its format is the widget's business). */
export type CaptchaChallenge = Readonly<Record<string, unknown>>
export const captchaChallengeSchema: Schema<CaptchaChallenge> = record

/** One page of a list, and how many items match in all. */
export interface Paged<T> {
  items: T[]
  total: number
}

const totalRecords = obj({ totalRecords: num })

/**
 * The aggregation shape `[{resultData, pageInfo: [] | [{totalRecords}]}]`, also
 * as `[]`, and with pageInfo as a bare object (newer servers' declared type).
 */
export function paged<T>(item: Schema<T>): Schema<Paged<T>> {
  const facet = obj({
    resultData: arr(item),
    pageInfo: union(
      map(arr(totalRecords), (infos) => infos[0]?.totalRecords ?? 0),
      map(totalRecords, (info) => info.totalRecords),
    ),
  })
  return (value, path = '$') => {
    if (!Array.isArray(value)) throw new SchemaError(path, 'array', value)
    if (value.length === 0) return { items: [], total: 0 }
    const { resultData, pageInfo } = facet(value[0], `${path}[0]`)
    return { items: resultData, total: pageInfo }
  }
}
