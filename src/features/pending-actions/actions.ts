/**
 * The product's kept actions: the kinds of action the queue keeps, each with its call and its
 * read-back (lib/queue is the generic engine; queue.ts registers this table with it). None of these
 * calls takes an idempotency key in the contract (only booking does, and booking stays
 * online-only), so each is made exactly-once by reading the entity back before it is sent:
 * when the change is already there (a reply lost after the server applied it), it is not
 * sent again. The notification calls set a state (read, unread) or remove ids, so sending
 * one again changes nothing; they need no read-back.
 */
import { cancelBooking, getBooking, updateBookingStatus } from '../../lib/api/bookings'
import { getCar } from '../../lib/api/cars'
import type { Booking } from '../../lib/api/entities'
import { deleteNotifications, markNotificationsAsRead, markNotificationsAsUnread } from '../../lib/api/notifications'
import { carPayloadOf, updateCar } from '../../lib/api/supplier-cars'
import { getUser, updateEmailNotifications, updateLanguage, updateUser, type ProfileUpdate } from '../../lib/api/users'
import { recordHandover, uploadHandoverPhoto, type HandoverInput, type HandoverKind } from '../../lib/api/handover'
import { dropTakenPhotos, markPhotoUploaded, takenPhoto } from '../../lib/storage/handover-photos'
import type { BookingStatus, Language } from '../../lib/constants'
import { failureOf } from '../../lib/queue/failure'
import type { Handler, KeptAction, NewAction, Settled, Verdict } from '../../lib/queue/queue'

/** Read-backs need a language for the texts of the reply; the queue reads only states. */
const READ_LANGUAGE: Language = 'en'
/** Read-backs decide on the server's own answer, never on a copy the worker kept (client.ts `fresh`). */
const FRESH = { fresh: true } as const

interface CancelPayload {
  bookingId: string
  /** The car's name, for the outcome's words. */
  label: string
}
export interface NotificationsPayload {
  op: 'read' | 'unread' | 'delete'
  ids: string[]
}
/** The profile as sent (birthDate as an ISO date-time). */
interface ProfilePayload {
  profile: Omit<ProfileUpdate, 'birthDate'> & { birthDate?: string }
}
interface EmailNotificationsPayload {
  enabled: boolean
}
interface LanguagePayload {
  language: Language
  /** The account's language before, for an undo. */
  previous: Language
}
interface AvailabilityPayload {
  carId: string
  available: boolean
  label: string
}
interface StatusPayload {
  ids: string[]
  status: BookingStatus
}

/** A handover record taken on the device (issue 49); its photos wait in lib/storage/handover-photos.ts. */
interface HandoverPayload {
  bookingId: string
  kind: HandoverKind
  /** clientId (made on the device: the server answers a record sent again as it was), at, odometer, fuel, notes. */
  record: Omit<HandoverInput, 'photos'>
  /** The device's ids of its photos, in order. */
  photos: string[]
  /** The car's name, for the outcome's words. */
  label: string
}

export interface Payloads {
  'cancel-booking': CancelPayload
  notifications: NotificationsPayload
  profile: ProfilePayload
  'email-notifications': EmailNotificationsPayload
  language: LanguagePayload
  'car-availability': AvailabilityPayload
  'booking-status': StatusPayload
  handover: HandoverPayload
}
export type Kind = keyof Payloads

export type Kept<K extends Kind = Kind> = KeptAction<Payloads[K]> & { kind: K }

export function isKind<K extends Kind>(action: KeptAction, kind: K): action is Kept<K> {
  return action.kind === kind
}

/** The new action of a kind, with the key that makes a later one replace it (the newest intent wins). */
export function newAction<K extends Kind>(kind: K, payload: Payloads[K]): NewAction<Payloads[K]> {
  const key = keyOf(kind, payload)
  return { kind, payload, ...(key && { key }) }
}

function keyOf<K extends Kind>(kind: K, payload: Payloads[K]): string | undefined {
  switch (kind) {
    case 'profile':
    case 'email-notifications':
    case 'language':
      return kind
    case 'car-availability':
      return `${kind}:${(payload as AvailabilityPayload).carId}`
    case 'booking-status':
      return `${kind}:${[...(payload as StatusPayload).ids].sort().join(',')}`
    case 'cancel-booking':
      return `${kind}:${(payload as CancelPayload).bookingId}`
    default:
      return undefined
  }
}

const DONE: Settled = { outcome: 'done' }
const SEND: Verdict = { outcome: 'send' }

/** Why a booking can no longer get a cancel request, as read back. */
function cancelRefusal(booking: Booking | null): Settled | null {
  if (!booking) return { outcome: 'refused', reason: 'gone' }
  if (booking.status === 'cancelled') return { outcome: 'refused', reason: 'booking-cancelled' }
  if (booking.cancelRequest) return DONE
  if (new Date(booking.from).getTime() <= Date.now()) return { outcome: 'refused', reason: 'booking-started' }
  if (!booking.cancellation) return { outcome: 'refused', reason: 'not-cancellable' }
  return null
}

function sameDay(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '').slice(0, 10) === (b ?? '').slice(0, 10)
}

function payloadOf<K extends Kind>(action: KeptAction, _kind: K): Payloads[K] {
  return action.payload as Payloads[K]
}

export const HANDLERS: Readonly<Record<Kind, Handler>> = {
  'cancel-booking': {
    check: async (action) => {
      const { bookingId } = payloadOf(action, 'cancel-booking')
      return cancelRefusal(await getBooking(bookingId, READ_LANGUAGE, FRESH)) ?? SEND
    },
    send: async (action) => {
      const { bookingId } = payloadOf(action, 'cancel-booking')
      if (await cancelBooking(bookingId)) return DONE
      // 204: refused. Read back why (or whether an earlier try of ours got there first).
      return cancelRefusal(await getBooking(bookingId, READ_LANGUAGE, FRESH)) ?? { outcome: 'refused', reason: 'not-cancellable' }
    },
  },
  notifications: {
    send: async (action) => {
      const { op, ids } = payloadOf(action, 'notifications')
      const call = op === 'read' ? markNotificationsAsRead : op === 'unread' ? markNotificationsAsUnread : deleteNotifications
      await call(action.userId, ids)
      return DONE
    },
  },
  profile: {
    check: async (action) => {
      const { profile } = payloadOf(action, 'profile')
      const user = await getUser(action.userId, FRESH)
      const same =
        user.fullName === profile.fullName &&
        (user.phone ?? '') === profile.phone &&
        (user.location ?? '') === profile.location &&
        (user.bio ?? '') === profile.bio &&
        (profile.birthDate === undefined || sameDay(user.birthDate, profile.birthDate))
      return same ? DONE : SEND
    },
    send: async (action) => {
      const { profile } = payloadOf(action, 'profile')
      await updateUser(action.userId, { ...profile, ...(profile.birthDate !== undefined && { birthDate: new Date(profile.birthDate) }) })
      return DONE
    },
  },
  'email-notifications': {
    check: async (action) =>
      (await getUser(action.userId, FRESH)).enableEmailNotifications === payloadOf(action, 'email-notifications').enabled ? DONE : SEND,
    send: async (action) => {
      await updateEmailNotifications(action.userId, payloadOf(action, 'email-notifications').enabled)
      return DONE
    },
  },
  language: {
    check: async (action) => ((await getUser(action.userId, FRESH)).language === payloadOf(action, 'language').language ? DONE : SEND),
    send: async (action) =>
      (await updateLanguage(action.userId, payloadOf(action, 'language').language)) ? DONE : { outcome: 'refused', reason: 'gone' },
  },
  'car-availability': {
    // Call 40 saves every field: the payload is built from the car as read now, so only `available` changes.
    send: async (action) => {
      const { carId, available } = payloadOf(action, 'car-availability')
      const car = await getCar(carId, READ_LANGUAGE, FRESH)
      if (car.available === available) return DONE
      return (await updateCar(carPayloadOf({ ...car, available }))) ? DONE : { outcome: 'refused', reason: 'gone' }
    },
  },
  // The photos first, each uploaded once (its name is kept beside it, so a retry skips it), then the record, which the
  // server takes once: the same clientId again is answered with the record as it was. The photos go once it is sent or refused.
  handover: {
    send: async (action) => {
      const { bookingId, kind, record, photos } = payloadOf(action, 'handover')
      try {
        const names: string[] = []
        for (const id of photos) {
          const photo = await takenPhoto(action.userId, id)
          if (!photo) continue
          const name = photo.name ?? (await uploadHandoverPhoto(bookingId, photo.blob))
          if (!photo.name) await markPhotoUploaded(action.userId, id, name)
          names.push(name)
        }
        await recordHandover(bookingId, kind, { ...record, photos: names })
      } catch (error) {
        if (failureOf(error).type === 'refused') await dropTakenPhotos(action.userId, photos)
        throw error
      }
      await dropTakenPhotos(action.userId, photos)
      return DONE
    },
  },
  'booking-status': {
    check: async (action) => {
      const { ids, status } = payloadOf(action, 'booking-status')
      const bookings = await Promise.all(ids.map((id) => getBooking(id, READ_LANGUAGE, FRESH)))
      if (bookings.some((b) => !b)) return { outcome: 'refused', reason: 'gone' }
      return bookings.every((b) => b!.status === status) ? DONE : SEND
    },
    send: async (action) => {
      const { ids, status } = payloadOf(action, 'booking-status')
      await updateBookingStatus(ids, status)
      return DONE
    },
  },
}
