/**
 * What the app keeps in this browser, as the privacy page lists it: every name of
 * lib/storage/keys.ts and cache-names.ts, with where it lives, what it holds and when it goes.
 * device-storage.test.tsx fails when a name is added there and not here.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CACHES } from '../../lib/storage/cache-names'
import {
  DRAFT_PREFIX,
  FRAME_SNAPSHOTS_KEY,
  IDB,
  LANGUAGE_KEY,
  LICENCE_DATE_PREFIX,
  PAYMENT_TOKEN_PREFIX,
  PUBLIC_IDB,
  QUEUE_CHANNEL,
  SESSION_CHANNEL,
  SUPPLIER_IDS_KEY,
  USER_KEY,
} from '../../lib/storage/keys'
import { PUSH_OFFER_KEY } from '../../lib/storage/push-names'

export type StorageKind = 'local' | 'session' | 'idb' | 'cache' | 'channel'

export interface StoredItem {
  /** The names it is kept under (a prefix ends with …). */
  names: string[]
  kinds: StorageKind[]
  what: MessageDescriptor
  removed: MessageDescriptor
  /** Personal: removed at sign-out (and on any refused session). */
  personal: boolean
}

const AT_SIGN_OUT = msg`At sign-out, or when the session ends.`
const operatorStores = Object.entries(IDB)
  .filter(([name]) => name.startsWith('admin'))
  .map(([, store]) => store.db)

export const DEVICE_STORAGE: readonly StoredItem[] = [
  {
    names: [USER_KEY],
    kinds: ['local'],
    what: msg`Your session: your account's id, name, type and language, and the access token that proves you are signed in.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [LANGUAGE_KEY],
    kinds: ['local'],
    what: msg`The language you chose, so the app opens in it.`,
    removed: msg`Kept after sign-out (it says nothing about you); cleared with the browser's site data.`,
    personal: false,
  },
  {
    names: [FRAME_SNAPSHOTS_KEY],
    kinds: ['local'],
    what: msg`Your bookings list and the last booking pass you opened, as this app last showed them, so they show at once on your next visit, also at the rental desk without a connection.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [IDB.bookings.db],
    kinds: ['idb'],
    what: msg`Your bookings and their details as you last saw them, to read them offline.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [IDB.notifications.db],
    kinds: ['idb'],
    what: msg`Your notifications as you last saw them (the last ten pages you opened) and how many are unread, to read them offline.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [IDB.supplierCars.db],
    kinds: ['idb'],
    what: msg`For a supplier: the pages of its cars it has seen, to read them offline.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: operatorStores,
    kinds: ['idb'],
    what: msg`For the operator: the lists of suppliers, places and accounts it has seen, to read them offline.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [IDB.queue.db, QUEUE_CHANNEL],
    kinds: ['idb', 'channel'],
    what: msg`Changes you made without a connection (a cancellation request, notifications read or deleted, your profile and settings; for a supplier, a car's availability and a booking's status), kept until they are sent; the open tabs tell each other how they went.`,
    removed: msg`Once sent. At sign-out you choose to send them first or to drop them.`,
    personal: true,
  },
  {
    names: [IDB.handoverPhotos.db],
    kinds: ['idb'],
    what: msg`Photos of a car's state at pick-up or return (shrunk on this device), kept until the record is sent, and the last ones you saw of a booking, to show them offline.`,
    removed: msg`Photos you took: once sent. All of them at sign-out (you are asked first when some are not sent yet).`,
    personal: true,
  },
  {
    names: [`${LICENCE_DATE_PREFIX}…`],
    kinds: ['local'],
    what: msg`The date your driving licence was sent from this device, or first seen on it. Never the licence itself: it is shown from the server and not kept.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [`${PAYMENT_TOKEN_PREFIX}…`],
    kinds: ['local'],
    what: msg`For a booking you chose to pay online without signing in: its payment key, so that this device can follow the payment and try it again. Never card details: you type them only on the payment provider's page.`,
    removed: msg`After a week, and at sign-out.`,
    personal: true,
  },
  {
    names: [PUBLIC_IDB.carSearches.db],
    kinds: ['idb'],
    what: msg`The first page of your last five car searches (the public cars and prices of those searches, nothing about you), shown at once and offline with their age.`,
    removed: msg`After a week, or once their pick-up has passed; cleared with the browser's site data.`,
    personal: false,
  },
  {
    names: [`${DRAFT_PREFIX}…`],
    kinds: ['local', 'session'],
    what: msg`What you typed in a form and have not sent yet (a search, a booking, your profile, a message to us, a supplier's car), and the key that stops a booking sent twice.`,
    removed: msg`When the form is sent, after a day at most, and at sign-out.`,
    personal: true,
  },
  {
    names: [PUSH_OFFER_KEY],
    kinds: ['local'],
    what: msg`That you answered the offer to turn on notifications after a booking, so it is not made again. Whether notifications are on is the browser's own setting.`,
    removed: msg`Kept after sign-out (it says nothing about you); cleared with the browser's site data.`,
    personal: false,
  },
  {
    names: [SUPPLIER_IDS_KEY],
    kinds: ['local'],
    what: msg`The public list of the suppliers' ids, so the car search starts sooner.`,
    removed: msg`Replaced when the list changes; cleared with the browser's site data.`,
    personal: false,
  },
  {
    names: [`${CACHES.precachePrefix}-…`],
    kinds: ['cache'],
    what: msg`The app itself (its code, texts and icons), so it opens without a connection.`,
    removed: msg`Replaced by each new version of the app.`,
    personal: false,
  },
  {
    names: [CACHES.cars, CACHES.carImages, CACHES.locations],
    kinds: ['cache'],
    what: msg`Public answers of the server you have seen: cars and their pictures, pick-up places and suppliers.`,
    removed: msg`After 30 days, or sooner when there are too many.`,
    personal: false,
  },
  {
    names: [CACHES.bookings, CACHES.userImages],
    kinds: ['cache'],
    what: msg`The server's answers about your bookings, and the pictures of accounts and supplier logos.`,
    removed: AT_SIGN_OUT,
    personal: true,
  },
  {
    names: [SESSION_CHANNEL],
    kinds: ['channel'],
    what: msg`Not stored: the app's open tabs tell each other that you signed in or out, so they all follow.`,
    removed: msg`Nothing to remove.`,
    personal: false,
  },
]

export const KIND_LABELS: Record<StorageKind, MessageDescriptor> = {
  local: msg`Local storage`,
  session: msg`Session storage (this tab only)`,
  idb: msg`IndexedDB database`,
  cache: msg`Service worker cache`,
  channel: msg`Message channel between tabs`,
}
