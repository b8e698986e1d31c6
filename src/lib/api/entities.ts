/**
 * The entities as the app sees them, and the schemas that turn a reply into
 * them. Each type is derived from its schema (Infer), so the two are written
 * once and cannot drift; the field notes live on the schema's fields.
 * Where BookCars-style servers disagree (bookcars-reference.md, section 10),
 * the schema accepts every known form and hands the app one.
 */
import { handoverSchema } from './handover-schema'
import { BOOKING_STATUSES, CAR_TYPES, FUEL_POLICIES, GEARBOXES } from '../constants'
import {
  arr,
  bool,
  isoDate,
  map,
  num,
  obj,
  oneOf,
  optional,
  record,
  str,
  union,
  withDefault,
  SchemaError,
  type Infer,
  type ObjOf,
  type Schema,
} from './schema'

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

export const userSchema = obj({
  _id: str,
  email: str,
  fullName: str,
  phone: optional(str),
  /** ISO date-time. */
  birthDate: optional(isoDate),
  /** Free text, not a Location id. */
  location: optional(str),
  bio: optional(str),
  avatar: optional(str),
  // 'supplier' is what newer BookCars servers call a company.
  type: oneOf(USER_TYPES),
  language: str,
  enableEmailNotifications: bool,
  verified: withDefault(bool, false),
  blacklisted: withDefault(bool, false),
  /** A driver's licence file name while one is on file (a name, never an address: read it with call 66). */
  license: optional(str),
  /** A supplier's own policies (call 11). */
  payLater: optional(bool),
  licenseRequired: optional(bool),
  /** A whole number from 1 to 30; 1 means no minimum. */
  minimumRentalDays: optional(num),
})
export type User = Infer<typeof userSchema>

/** A company as lists and cars carry it; `payLater` only inside a car or a booking. */
export const supplierSchema = obj({
  _id: str,
  fullName: str,
  avatar: optional(str),
  payLater: optional(bool),
  /** A driver needs a licence on file (or an upload) to book this supplier's cars. */
  licenseRequired: optional(bool),
  /** The shortest rental in days (1 means no minimum). */
  minimumRentalDays: optional(num),
  /** Inside a car or booking, where the supplier has them: the desk's phone. */
  phone: optional(str),
  /** The desk's street address (free text). */
  location: optional(str),
  /** Opening hours and pick-up instructions (free text). */
  bio: optional(str),
})
export type Supplier = Infer<typeof supplierSchema>

export const locationSchema = obj({
  _id: str,
  /** In the language the call asked for. */
  name: localizedName,
  /** The pick-up point's coordinates, where the server has them. */
  latitude: optional(num),
  longitude: optional(num),
})
export type Location = Infer<typeof locationSchema>

/**
 * A place a car can be picked up. The car search sends raw location documents
 * with no name, and some servers send bare ids, so only `_id` is certain; ask
 * getCar (or getLocation) when a name is needed.
 */
const carLocationObject = obj({ _id: str, name: optional(localizedName) })
type CarLocation = Infer<typeof carLocationObject>

const carLocationSchema: Schema<CarLocation> = union(
  map(str, (_id): CarLocation => ({ _id })),
  carLocationObject,
)

const discountSchema = obj({
  /** Applies when the rental lasts more than this many days. */
  days: num,
  percentage: num,
})
export type Discount = Infer<typeof discountSchema>

/**
 * Option prices: -1 not available, 0 included, > 0 extra cost (cancellation and
 * amendments once, the other four per day).
 */
const optionPriceFields = {
  cancellation: num,
  amendments: num,
  theftProtection: num,
  collisionDamageWaiver: num,
  fullInsurance: num,
  additionalDriver: num,
}
export type CarOptionPrices = ObjOf<typeof optionPriceFields>

const carFields = {
  _id: str,
  name: str,
  minimumAge: num,
  locations: arr(carLocationSchema),
  /** Per day. */
  price: num,
  deposit: num,
  available: bool,
  type: oneOf(CAR_TYPES),
  gearbox: oneOf(GEARBOXES),
  fuelPolicy: oneOf(FUEL_POLICIES),
  seats: num,
  doors: num,
  aircon: bool,
  /** -1 = unlimited, else km per day. */
  mileage: num,
  /** A file name under config.cdnCars. */
  image: optional(str),
  ...optionPriceFields,
  discounts: optional(arr(discountSchema)),
}

export const carSchema = obj({ ...carFields, company: supplierSchema })
export type Car = Infer<typeof carSchema>

/**
 * A car as the booking calls carry it: BookCars servers leave its supplier as a
 * bare id there (the booking itself carries the supplier in full).
 */
export const bookingCarSchema = obj({ ...carFields, company: union(supplierSchema, str) })
export type BookingCar = Infer<typeof bookingCarSchema>

const additionalDriverSchema = obj({
  fullName: str,
  email: str,
  phone: optional(str),
  /** ISO date-time. */
  birthDate: isoDate,
})

/** Whether each option was taken (or included): booleans here, prices on Car. */
const bookingOptionFields = {
  cancellation: bool,
  amendments: bool,
  theftProtection: bool,
  collisionDamageWaiver: bool,
  fullInsurance: bool,
  additionalDriver: bool,
}
export type BookingOptions = ObjOf<typeof bookingOptionFields>

/**
 * One amendment of a booking (call 60): what changed (`from`, `to`, `pickupLocation`,
 * `dropOffLocation`, an option's name, `_additionalDriver`, `price`) and the values before it
 * (places as ids).
 */
const amendmentSchema = obj({
  /** ISO date-time. */
  at: isoDate,
  changed: arr(str),
  previous: obj({
    from: optional(isoDate),
    to: optional(isoDate),
    pickupLocation: optional(ref),
    dropOffLocation: optional(ref),
    price: optional(num),
    cancellation: optional(bool),
    amendments: optional(bool),
    theftProtection: optional(bool),
    collisionDamageWaiver: optional(bool),
    fullInsurance: optional(bool),
    additionalDriver: optional(bool),
  }),
})

const CURRENCIES = ['PLN', 'MAD'] as const
const PAYMENT_STATUSES = ['awaiting', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

const paymentFields = {
  status: oneOf(PAYMENT_STATUSES),
  amount: num,
  currency: oneOf(CURRENCIES),
  /** Who took the money: `stripe`, or `test` for the built-in test provider. */
  provider: str,
  /** Until then the payment may be made and the car is held. */
  expiresAt: isoDate,
  paidAt: optional(isoDate),
  refundedAmount: optional(num),
  refundedAt: optional(isoDate),
}
/** A booking's payment (issue 47). */
const paymentSchema = obj(paymentFields)
export type Payment = Infer<typeof paymentSchema>

/** Call 73: the payment with the booking's status. */
export const paymentStateSchema = obj({ bookingId: str, ...paymentFields, bookingStatus: oneOf(BOOKING_STATUSES) })
export type PaymentState = Infer<typeof paymentStateSchema>

/** A value `schema` cannot read becomes undefined: an optional part of a reply never breaks the whole. */
function tolerant<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, path) => {
    try {
      return schema(value, path)
    } catch {
      return undefined
    }
  }
}

const bookingFields = obj({
  _id: str,
  company: supplierSchema,
  car: bookingCarSchema,
  /** The driver's user id. */
  driver: ref,
  pickupLocation: locationSchema,
  dropOffLocation: locationSchema,
  /** ISO date-time. */
  from: isoDate,
  to: isoDate,
  status: oneOf(BOOKING_STATUSES),
  ...bookingOptionFields,
  // The bookings list leaves the additional driver as a bare id: nothing to show, so it is dropped.
  _additionalDriver: optional(
    union(
      additionalDriverSchema,
      map(str, () => undefined),
    ),
  ),
  /** Total, as the server computed it. */
  price: num,
  cancelRequest: withDefault(bool, false),
  createdAt: isoDate,
  /** ISO date-time of the last amendment (call 60); absent on a booking never amended. */
  amendedAt: optional(isoDate),
  /** The last 10 amendments, oldest first; absent on a booking never amended. */
  history: optional(arr(amendmentSchema)),
  /** Fixed when the booking was made (PLN in Polish, else MAD, shown as DH); older bookings have none; one the app cannot read is left out. */
  currency: optional(tolerant(oneOf(CURRENCIES))),
  /** Where the money stands when the driver chose to pay now; a payment the app cannot read is left out, never an error. */
  payment: optional(tolerant(paymentSchema)),
  /** The car's state at pick-up and return (issue 49); one the app cannot read is left out, never an error. */
  handover: optional(tolerant(handoverSchema)),
})

/** The driver as a supplier's reply may carry him (BookCars populates the user); a bare id carries nothing. */
const bookingDriverSchema = obj({ fullName: str, email: optional(str), phone: optional(str) })
type BookingDriver = Infer<typeof bookingDriverSchema>

export type Booking = Infer<typeof bookingFields> & {
  /** The driver's name and contact, when the reply carries the driver populated (for a supplier). */
  driverDetails?: BookingDriver
}

/** A populated driver's name and contact; anything else (a bare id, a user without a name) is left out, never an error. */
function driverDetailsOf(value: unknown): BookingDriver | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return bookingDriverSchema(value)
  } catch {
    return undefined
  }
}

export const bookingSchema: Schema<Booking> = (value, path) => {
  const booking: Booking = bookingFields(value, path)
  const driverDetails = driverDetailsOf((value as { driver?: unknown }).driver)
  return driverDetails ? { ...booking, driverDetails } : booking
}

export const notificationSchema = obj({
  _id: str,
  user: ref,
  message: str,
  /** The booking the message is about, when there is one. */
  booking: optional(ref),
  isRead: bool,
  createdAt: isoDate,
})
export type Notification = Infer<typeof notificationSchema>

/** The sign-in reply: what the app stores as bc-user. */
export const signInResultSchema = map(
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
    /** Call 35 says which kind of account signed in; call 7 may leave it out (a driver). */
    type: optional(oneOf(USER_TYPES)),
  }),
  ({ id, _id, ...rest }, path) => {
    const userId = id ?? _id
    if (userId === undefined) throw new SchemaError(`${path}.id`, 'string', undefined)
    if (rest.accessToken === '') throw new SchemaError(`${path}.accessToken`, 'non-empty string', '')
    return { id: userId, ...rest }
  },
)
export type SignInResult = Infer<typeof signInResultSchema>

/** How the server made its total (call 21's optional `breakdown`): rental plus each chosen extra. */
const breakdownSchema = obj({
  /** The daily price after the discount. */
  dailyPrice: num,
  /** The "above N days" tier that applied, if any. */
  discount: optional(discountSchema),
  /** days × dailyPrice. */
  rental: num,
  /** The amount each chosen, paying option adds. */
  options: obj({
    cancellation: optional(num),
    amendments: optional(num),
    theftProtection: optional(num),
    collisionDamageWaiver: optional(num),
    fullInsurance: optional(num),
    additionalDriver: optional(num),
  }),
})
export type PriceBreakdown = Infer<typeof breakdownSchema>

/**
 * Written out rather than derived: the schema below is a `map` that keeps the
 * breakdown only when it adds up, so no single shape in it is this type.
 */
export interface CarPrice {
  totalPrice: number
  days: number
  breakdown?: PriceBreakdown
}

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

/** Call 25: a booking paid now also carries the provider's page and the payment token (issue 47). */
export const bookResultSchema = obj({ bookingId: str, checkoutUrl: optional(str), paymentToken: optional(str) })

/** Call 72: a new page at the provider. */
export const checkoutPageSchema = obj({ checkoutUrl: str })
export type BookResult = Infer<typeof bookResultSchema>

export const notificationCounterSchema: Schema<number> = map(obj({ count: num }), (o) => o.count)

/** The self-hosted captcha's challenge, handed whole to the widget (its format is the widget's business). */
export const captchaChallengeSchema = record
export type CaptchaChallenge = Infer<typeof captchaChallengeSchema>

/**
 * One page of a list, and how many items match in all. Written out rather than
 * derived: `paged` is generic over its item schema.
 */
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
