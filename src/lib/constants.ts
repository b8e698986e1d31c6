/** The product spec's business constants (section 9), in one place. */

/** Supported interface languages, in the order the language menu shows them. */
export const SUPPORTED_LANGUAGES = ['pl', 'fr', 'en'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

export const PAGE_SIZE = 30
export const CARS_PAGE_SIZE = 15
export const BOOKINGS_PAGE_SIZE = 20
export const BOOKINGS_MOBILE_PAGE_SIZE = 10

/** Distance from the end of a list, in px, at which the next page loads. */
export const PAGE_OFFSET = 200
export const CAR_PAGE_OFFSET = 400

/** Mobile means a window at most this wide: the one source of theme.css.ts `media` and useIsMobile. */
export const MOBILE_MAX_WIDTH = 960

export const PASSWORD_MIN_LENGTH = 6

export const CAR_IMAGE = { width: 300, height: 200 } as const
export const SUPPLIER_LOGO = { width: 60, height: 30 } as const

/** Deposit filter bands ("Less than N"); -1 means any deposit. */
export const DEPOSIT_BANDS = [2500, 5000, 7500] as const
/** Call 18's `seats` and `doors` ("at least n"): the ranges the API takes, and the choices the car list offers. */
export const SEATS_RANGE = { min: 2, max: 9 } as const
export const DOORS_RANGE = { min: 2, max: 5 } as const
export const SEATS_CHOICES = [2, 4, 5, 7] as const
export const DOORS_CHOICES = [3, 4, 5] as const

export const TOAST_AUTO_CLOSE_MS = 5000

/** Amendments are possible up to this many days before the rental. */
export const AMENDMENTS_DAYS_BEFORE = 5

/** Largest avatar upload accepted before sending, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export const BOOKING_STATUSES = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const CAR_TYPES = ['diesel', 'gasoline', 'EV', 'EVMH'] as const
export type CarType = (typeof CAR_TYPES)[number]
export const GEARBOXES = ['manual', 'automatic'] as const
export type Gearbox = (typeof GEARBOXES)[number]
export const FUEL_POLICIES = ['likeForlike', 'freeTank'] as const
export type FuelPolicy = (typeof FUEL_POLICIES)[number]
export const MILEAGE_TYPES = ['limited', 'unlimited'] as const
export type MileageType = (typeof MILEAGE_TYPES)[number]

/** The six car options, in display order. */
export const CAR_OPTIONS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const
export type CarOption = (typeof CAR_OPTIONS)[number]
/** Options charged once; the others are charged per day. */
export const FLAT_OPTIONS: readonly CarOption[] = ['cancellation', 'amendments']

/** Call 18's orders: by name, by daily price lowest first, highest first. */
export const CAR_SORTS = ['name', 'price', '-price'] as const
export type CarSort = (typeof CAR_SORTS)[number]
