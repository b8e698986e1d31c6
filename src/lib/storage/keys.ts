/**
 * Every name the app stores data under, in one file: localStorage keys, the
 * IndexedDB (idb-keyval) stores, the service worker's cache names and the
 * BroadcastChannel. The service worker's cache names are in cache-names.ts, the
 * one plain-constants file the worker imports.
 */
export const USER_KEY = 'bc-user'
export const LANGUAGE_KEY = 'bc-language'

/**
 * The markup React last rendered for a driver's /bookings and /booking (one per screen, of one
 * account, build and URL), which index.html's first paint draws at once on the next visit
 * (lib/storage/frame-snapshot.ts). Personal: it shows bookings.
 */
export const FRAME_SNAPSHOTS_KEY = 'bc-frames'

/**
 * The ids of every supplier, as the all-companies reply last listed them: public data, so it
 * outlives a sign-out. index.html's first paint starts /cars' search with them at once instead
 * of after that reply (app/first-paint/page/early-calls.ts), and uses the search only once the
 * reply names the same suppliers (lib/storage/supplier-ids.ts).
 */
export const SUPPLIER_IDS_KEY = 'bc-supplier-ids'

/** The date the driver's licence was sent from this device or first seen on it, per account (lib/storage/licence-date.ts); never the licence. */
export const LICENCE_DATE_PREFIX = 'bc-licence:'

/**
 * A booking's payment token (issue 47), per booking id: a guest's key to follow and retry the payment
 * on /checkout (lib/storage/payment-tokens.ts). Personal: the sign-out purge removes every entry.
 */
export const PAYMENT_TOKEN_PREFIX = 'bc-pay:'

/** Drafts of forms (sessionStorage is not enough: it dies with the tab). */
export const DRAFT_PREFIX = 'bc-draft:'

export const IDB = {
  /** The bookings mirror: lists and details, keyed by user id. */
  bookings: { db: 'bc-bookings', store: 'mirror' },
  /** The supplier's car list pages (/supplier/cars), keyed by user id. */
  supplierCars: { db: 'bc-supplier-cars', store: 'mirror' },
  /** The operator's suppliers: list pages (/admin/suppliers) and each supplier seen (/admin/edit-supplier), keyed by user id. */
  adminSuppliers: { db: 'bc-admin-suppliers', store: 'mirror' },
  /** The operator's places: list pages (/admin/places) and each place's names (/admin/edit-place), keyed by user id. */
  adminPlaces: { db: 'bc-admin-places', store: 'mirror' },
  /** The operator's accounts: list pages (/admin/drivers), each account seen, and a driver's bookings, keyed by user id. */
  adminDrivers: { db: 'bc-admin-drivers', store: 'mirror' },
  /** The account's notifications: the pages of /notifications it has seen (features/notifications), keyed by user id. */
  notifications: { db: 'bc-notifications', store: 'mirror' },
  /** Actions taken offline, kept until they are sent (lib/queue), one list per account. */
  queue: { db: 'bc-queue', store: 'actions' },
  /**
   * Handover photos (issue 49, lib/storage/handover-photos.ts): those taken for a record not sent yet (gone once
   * sent), and the last ones seen of a booking's records, to show them offline. Personal: purged at sign-out.
   */
  handoverPhotos: { db: 'bc-handover-photos', store: 'photos' },
} as const

/** Public data in IndexedDB, which outlives a sign-out: the first page of the last car searches (features/cars/saved-searches.ts). */
export const PUBLIC_IDB = {
  carSearches: { db: 'bc-car-searches', store: 'searches' },
} as const

/** The channel on which a tab that sent a kept action tells the others its outcome (lib/queue). */
export const QUEUE_CHANNEL = 'bc-queue-outcomes'

export const SESSION_CHANNEL = 'bc-session'
