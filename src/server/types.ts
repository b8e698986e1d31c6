/** Records as the in-memory store keeps them; replies are projected from these in views.ts. */

const LANGUAGES = ['pl', 'fr', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const BOOKING_STATUSES = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const CAR_TYPES = ['diesel', 'gasoline', 'EV', 'EVMH'] as const
export type CarType = (typeof CAR_TYPES)[number]
export type Gearbox = 'manual' | 'automatic'
export type FuelPolicy = 'likeForlike' | 'freeTank'
type UserType = 'user' | 'company' | 'admin'

/** What a store id says about its record (two hex digits of the id, see db/repo.ts newId). */
export type IdKind = 'user' | 'location' | 'car' | 'booking' | 'driver' | 'notification'

/** The six car options; on a car each is a price (-1 unavailable, 0 included), on a booking a flag. */
export const OPTION_KEYS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const
export type OptionKey = (typeof OPTION_KEYS)[number]
/** Charged once per rental; the other options are charged per day. */
export const FLAT_OPTIONS: readonly OptionKey[] = ['cancellation', 'amendments']

export type CarOptions = Record<OptionKey, number>
export type BookingOptions = Record<OptionKey, boolean>

export interface Discount {
  /** The tier applies when the rental lasts more than this many days. */
  days: number
  percentage: number
}

export interface UserRecord {
  _id: string
  email: string
  fullName: string
  phone?: string
  birthDate?: Date
  location?: string
  bio?: string
  avatar: string | null
  type: UserType
  language: Language
  enableEmailNotifications: boolean
  verified: boolean
  blacklisted: boolean
  /** False until the account is activated; resend clears it so a new link can be checked. */
  active: boolean
  /** scrypt hash; absent for guests created at checkout who never activated. */
  passwordHash?: string
  /** Meaningful for suppliers: whether drivers may pay at pickup. */
  payLater: boolean
  /** Suppliers: a driver needs a licence on file to book (absent: false; policies.ts). */
  licenseRequired?: boolean
  /** Suppliers: the shortest rental, in days as Price counts them, 1–30 (absent: 1, no minimum). */
  minimumRentalDays?: number
  /** Drivers: the file name of the driving licence on file (a key of Store.licenses). */
  license?: string
  createdAt: Date
  /** Access tokens issued before this moment (ms) are refused, but for `keptSession` (set by a password change or reset). */
  sessionsValidFrom?: number
  /** The session that changed the password: it stays signed in. */
  keptSession?: string
  /** Issue 50: the account's push devices, pushes waiting and reminders made (push.ts); never in a reply. */
  push?: import('./push-types.ts').PushState
}

export interface LocationRecord {
  _id: string
  names: Record<Language, string>
  /** The pick-up point, in decimal degrees (WGS 84). */
  latitude?: number
  longitude?: number
}

export interface CarRecord extends CarOptions {
  _id: string
  name: string
  company: string
  minimumAge: number
  locations: string[]
  price: number
  deposit: number
  available: boolean
  type: CarType
  gearbox: Gearbox
  fuelPolicy: FuelPolicy
  seats: number
  doors: number
  aircon: boolean
  mileage: number
  image: string
  discounts: Discount[]
}

export interface AdditionalDriverRecord {
  _id: string
  fullName: string
  email: string
  phone: string
  birthDate: Date
}

export interface BookingRecord extends BookingOptions {
  _id: string
  company: string
  car: string
  driver: string
  pickupLocation: string
  dropOffLocation: string
  from: Date
  to: Date
  status: BookingStatus
  _additionalDriver?: string
  price: number
  cancelRequest: boolean
  createdAt: Date
  /** The time of the last amendment (call 60); absent on a booking never amended. */
  amendedAt?: Date
  /** The last 10 amendments, oldest first. */
  history?: AmendmentRecord[]
  /** Issue 47: fixed when the booking is made (PLN when made in Polish, else MAD, shown as DH). */
  currency?: Currency
  /** Where the money stands, when the driver chose to pay now (payments/ledger.ts). */
  payment?: PaymentRecord
  /** What only the server knows of that payment; never in a reply (views.ts). */
  _pay?: PaymentInternals
  /** Issue 49: the car's state at pick-up and return (handover.ts). */
  handover?: BookingHandover
}

/** One handover record (call 77); dates are ISO strings. */
export interface HandoverRecord {
  clientId: string
  at: string
  by: 'driver' | 'supplier'
  odometer: number
  fuel: number
  photos: string[]
  notes: string
  confirmedAt?: string
}

export interface HandoverSummary {
  driven: number
  allowance: number | null
  extraKm: number
  fuelDifference: number
}

export interface BookingHandover {
  pickup?: HandoverRecord
  return?: HandoverRecord
  summary?: HandoverSummary
}

export type Currency = 'PLN' | 'MAD'
export type PaymentStatus = 'awaiting' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded'

/** The booking's `payment` as replies carry it; dates are ISO strings. */
export interface PaymentRecord {
  status: PaymentStatus
  amount: number
  currency: Currency
  provider: string
  expiresAt: string
  paidAt?: string
  refundedAmount?: number
  refundedAt?: string
}

interface PaymentInternals {
  /** SHA-256 of the payment token (a guest's key to calls 72 and 73). */
  tokenHash: string
  /** The provider's id of the current payment page. */
  reference?: string
  /** The page that was paid (an earlier one may be paid after call 72 made another): refunds go to it. */
  paidReference?: string
  /** Pages paid again after the booking was paid (two pages both paid): each given back whole, once (`done` once the provider said yes). */
  duplicateRefunds?: { reference: string; done?: true }[]
  /** Ids of the provider's events applied, so that none is applied twice. */
  events: string[]
  /** A refund asked of the provider (before it answered): asked again with the same key after a crash. */
  refundAsked?: { amount: number; at: string }
}

/** What an amendment changed and the values before it (places as ids). */
export interface AmendmentRecord {
  at: Date
  /** `from`, `to`, `pickupLocation`, `dropOffLocation`, an option's key, `_additionalDriver`, `price`. */
  changed: string[]
  previous: BookingOptions & {
    from: Date
    to: Date
    pickupLocation: string
    dropOffLocation: string
    price: number
    _additionalDriver?: Omit<AdditionalDriverRecord, '_id'>
  }
}

export interface NotificationRecord {
  _id: string
  user: string
  message: string
  booking?: string
  isRead: boolean
  createdAt: Date
}

/** Activation / password-reset token (unrelated to the JWT). */
export interface TokenRecord {
  user: string
  token: string
  expireAt: Date
}

export interface UploadedFile {
  bytes: Uint8Array
  contentType: string
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
