/** What the booking pass says and links to, apart from how it looks: plain functions, tested alone. */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Booking, Location, Supplier } from '../../lib/api/entities'
import type { BookingStatus } from '../../lib/constants'
import { formatDateTime } from '../../lib/i18n/format'
import { buildIcs, type IcsEvent } from './ics'

/** What each status means for the driver at the desk, in plain words. */
export const STATUS_MEANINGS: Record<BookingStatus, MessageDescriptor> = {
  void: msg`This booking was not completed. No car is held for you.`,
  pending: msg`Not paid yet: you pay the supplier when you pick up the car.`,
  deposit: msg`A deposit is paid; you pay the rest to the supplier when you pick up the car.`,
  paid: msg`Paid. Show this pass at the desk to pick up the car.`,
  reserved: msg`The supplier has set the car aside for you. Show this pass at the desk.`,
  cancelled: msg`This booking is cancelled. No car is held for you.`,
}

/** Whether the price is paid or still to pay; nothing to say for the other statuses. */
export const PAYMENT_STATES: Partial<Record<BookingStatus, MessageDescriptor>> = {
  pending: msg`To pay at pick-up`,
  deposit: msg`Deposit paid, the rest at pick-up`,
  paid: msg`Paid in full`,
}

/**
 * A link that opens the device's maps app with directions to the place (Google
 * Maps' universal link: the app on Android and iOS, the site elsewhere), or null
 * without coordinates. Built from the saved data, so it is there offline too.
 */
export function directionsUrl(location: Pick<Location, 'latitude' | 'longitude'>): string | null {
  const { latitude, longitude } = location
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
}

/** A phone number as a tel: link (digits and a leading +), or null when there are no digits. */
export function telHref(phone: string | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d/.test(digits) ? `tel:${digits}` : null
}

/** The supplier's desk as lines of text (what the supplier has of name, address, phone, hours). */
function deskLines(i18n: I18n, supplier: Supplier): string[] {
  const { fullName, location, phone, bio } = supplier
  return [
    i18n._(msg`Supplier: ${fullName}`),
    ...(location ? [i18n._(msg`Desk address: ${location}`)] : []),
    ...(phone ? [i18n._(msg`Phone: ${phone}`)] : []),
    ...(bio ? [i18n._(msg`Opening hours and pick-up instructions: ${bio}`)] : []),
  ]
}

const EVENT_MINUTES = 30

/** The pass's calendar file: the pick-up and the return as two events, with the desk and the reference. */
export function passCalendar(i18n: I18n, booking: Booking, link: string, now: Date = new Date()): string {
  const reference = booking._id
  const car = booking.car.name
  const supplier = booking.company.fullName
  const host = new URL(link).host || 'volta'
  const description = [i18n._(msg`Booking number: ${reference}`), ...deskLines(i18n, booking.company), link].join('\n')
  const event = (kind: 'pickup' | 'return', at: string, place: Location, summary: string): IcsEvent => {
    const start = new Date(at)
    return {
      uid: `${reference}-${kind}@${host}`,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary,
      location: place.name,
      description,
      url: link,
      geo:
        typeof place.latitude === 'number' && typeof place.longitude === 'number'
          ? { latitude: place.latitude, longitude: place.longitude }
          : undefined,
    }
  }
  return buildIcs(
    [
      event('pickup', booking.from, booking.pickupLocation, i18n._(msg`Pick up ${car} (${supplier})`)),
      event('return', booking.to, booking.dropOffLocation, i18n._(msg`Return ${car} (${supplier})`)),
    ],
    { now },
  )
}

export function calendarFileName(bookingId: string): string {
  return `volta-booking-${bookingId.replace(/[^\w-]/g, '')}.ics`
}

/** The short text that goes with the link when sharing. */
export function shareText(i18n: I18n, booking: Booking): string {
  const car = booking.car.name
  const reference = booking._id
  const from = formatDateTime(i18n, booking.from)
  const place = booking.pickupLocation.name
  return i18n._(msg`Volta booking ${reference}: ${car}, pick-up ${from} at ${place}.`)
}
