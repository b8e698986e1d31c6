import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '../../lib/api/entities'
import { activateLanguage, i18n } from '../../lib/i18n/i18n'
import { directionsUrl, passCalendar, PAYMENT_STATES, STATUS_MEANINGS, telHref } from './pass-model'
import { bookingLink } from '../bookings/booking-view'

const booking = {
  _id: '6650b0000000000000000056',
  company: {
    _id: 's1',
    fullName: 'Medina Motors',
    phone: '+212 524 43 11 22',
    location: '12 avenue Mohammed V, Guéliz, 40000 Marrakech',
    bio: 'Lun–sam 8h30–19h30.\nNavette gratuite; sur appel.',
  },
  car: { name: 'Volkswagen ID.3' },
  pickupLocation: { _id: 'l1', name: 'Lotnisko Casablanca', latitude: 33.3675, longitude: -7.5898 },
  dropOffLocation: { _id: 'l2', name: 'Rabat – centrum' },
  from: '2026-12-05T10:00:00.000Z',
  to: '2026-12-09T16:30:00.000Z',
  status: 'paid',
} as unknown as Booking

describe('directionsUrl', () => {
  it('opens the maps app at the coordinates, or is absent without them', () => {
    expect(directionsUrl({ latitude: 33.3675, longitude: -7.5898 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=33.3675,-7.5898',
    )
    expect(directionsUrl({})).toBeNull()
    expect(directionsUrl({ latitude: 52.1 })).toBeNull()
    expect(directionsUrl({ latitude: Number.NaN, longitude: 20 })).toBeNull()
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('+48 22 650 41 00')).toBe('tel:+48226504100')
    expect(telHref('(022) 650-41-00')).toBe('tel:0226504100')
    expect(telHref('+212 5+24')).toBe('tel:+212524')
    expect(telHref('ask at the desk')).toBeNull()
    expect(telHref(undefined)).toBeNull()
  })
})

describe('texts', () => {
  it('every status has a meaning; only pending, deposit and paid say how the price stands', () => {
    expect(Object.keys(STATUS_MEANINGS).sort()).toEqual(['cancelled', 'deposit', 'paid', 'pending', 'reserved', 'void'])
    expect(Object.keys(PAYMENT_STATES).sort()).toEqual(['deposit', 'paid', 'pending'])
  })

  it('the link is the booking screen with the reference', () => {
    expect(bookingLink('abc', 'https://volta.example')).toBe('https://volta.example/booking?b=abc')
  })
})

describe('passCalendar', () => {
  beforeAll(async () => {
    await activateLanguage('pl')
  })

  it('gives the pick-up and the return, in the driver’s language, with the desk and the reference', () => {
    const link = bookingLink(booking._id, 'https://volta.example')
    const text = passCalendar(i18n, booking, link, new Date('2026-11-23T08:00:00Z'))
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(2)
    const [pickup, dropOff] = events
    expect(pickup.uid).toBe(`${booking._id}-pickup@volta.example`)
    expect(dropOff.uid).toBe(`${booking._id}-return@volta.example`)
    expect(pickup.summary).toBe('Odbiór: Volkswagen ID.3 (Medina Motors)')
    expect(dropOff.summary).toBe('Zwrot: Volkswagen ID.3 (Medina Motors)')
    expect(pickup.startDate.toJSDate().toISOString()).toBe('2026-12-05T10:00:00.000Z')
    expect(pickup.endDate.toJSDate().toISOString()).toBe('2026-12-05T10:30:00.000Z')
    expect(dropOff.startDate.toJSDate().toISOString()).toBe('2026-12-09T16:30:00.000Z')
    expect(pickup.location).toBe('Lotnisko Casablanca')
    expect(dropOff.location).toBe('Rabat – centrum')
    expect(pickup.component.getFirstPropertyValue('geo')).toEqual([33.3675, -7.5898])
    expect(dropOff.component.getFirstPropertyValue('geo')).toBeNull()
    expect(pickup.description).toBe(
      [
        `Numer rezerwacji: ${booking._id}`,
        'Wypożyczalnia: Medina Motors',
        `Adres stanowiska: ${booking.company.location}`,
        `Telefon: ${booking.company.phone}`,
        `Godziny otwarcia i wskazówki dotyczące odbioru: ${booking.company.bio}`,
        link,
      ].join('\n'),
    )
  })

  it('leaves out what the supplier does not have', () => {
    const bare = { ...booking, company: { _id: 's2', fullName: 'Tatra Wheels' } } as Booking
    const text = passCalendar(i18n, bare, 'https://volta.example/booking?b=x', new Date())
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
    expect(event.description).toBe(`Numer rezerwacji: ${booking._id}\nWypożyczalnia: Tatra Wheels\nhttps://volta.example/booking?b=x`)
  })
})
