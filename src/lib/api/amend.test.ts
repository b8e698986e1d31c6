import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { amendBooking, amendRefusal, getAmendPrice, type AmendChange } from './amend'
import { bookingSchema } from './entities'
import { ApiError, isApiError } from './errors'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import { BOOKING, CAR } from './testing-fixtures'

const B = BOOKING._id
const AMENDED = {
  ...BOOKING,
  from: '2030-06-03T10:00:00.000Z',
  to: '2030-06-07T10:00:00.000Z',
  price: 690,
  amendedAt: '2030-05-20T09:00:00.000Z',
  history: [
    {
      at: '2030-05-20T09:00:00.000Z',
      changed: ['from', 'to', 'price'],
      previous: { from: BOOKING.from, to: BOOKING.to, price: 520, pickupLocation: { _id: 'l1' } },
    },
  ],
}
const BREAKDOWN = { dailyPrice: 150, rental: 600, options: { cancellation: 40, theftProtection: 50 } }

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('call 60 amendBooking', () => {
  it('posts only the changed fields with the token and reads the amended booking', async () => {
    signIn()
    const requests = stubFetch(reply(200, AMENDED))
    const booking = await amendBooking(
      B,
      { from: new Date('2030-06-03T10:00:00.000Z'), to: '2030-06-07T10:00:00.000Z', theftProtection: false, pickupLocation: undefined },
      'en',
    )
    expect(booking.amendedAt).toBe('2030-05-20T09:00:00.000Z')
    expect(booking.history).toEqual([
      {
        at: '2030-05-20T09:00:00.000Z',
        changed: ['from', 'to', 'price'],
        previous: { from: BOOKING.from, to: BOOKING.to, price: 520, pickupLocation: 'l1' },
      },
    ])
    expect(booking._id).toBe(B)
    const [req] = requests
    expect(req.method).toBe('POST')
    expect(req.url).toBe(`${config.apiHost}/api/amend-booking/${B}?lang=en`)
    expect(req.headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(req.body as string)).toEqual({
      booking: { from: '2030-06-03T10:00:00.000Z', to: '2030-06-07T10:00:00.000Z', theftProtection: false },
    })
  })

  it('sends the five option flags a change may carry, never amendments', async () => {
    signIn()
    const requests = stubFetch(reply(200, AMENDED))
    const change = {
      cancellation: true,
      theftProtection: false,
      collisionDamageWaiver: true,
      fullInsurance: false,
      additionalDriver: false,
    }
    await amendBooking(B, { ...change, amendments: false } as AmendChange, 'en')
    expect(requests[0].body).toBe(JSON.stringify({ booking: change }))
  })

  it('sends a new additional driver beside the booking', async () => {
    signIn()
    const requests = stubFetch(reply(200, AMENDED))
    await amendBooking(B, { additionalDriver: true }, 'pl', {
      fullName: 'Ada K',
      email: 'ada@example.com',
      phone: '+48500100300',
      birthDate: new Date('1990-01-01T00:00:00.000Z'),
    })
    expect(JSON.parse(requests[0].body as string)).toEqual({
      booking: { additionalDriver: true },
      additionalDriver: { fullName: 'Ada K', email: 'ada@example.com', phone: '+48500100300', birthDate: '1990-01-01T00:00:00.000Z' },
    })
  })

  it('is not sent when signed out', async () => {
    const requests = stubFetch(reply(200, AMENDED))
    await expect(amendBooking(B, {}, 'en')).rejects.toSatisfy((e) => isApiError(e, 'unauthorized'))
    expect(requests).toHaveLength(0)
  })

  it.each([
    [409, 'conflict'],
    [400, 'bad-request'],
    [204, 'no-content'],
  ] as const)('maps %i to %s', async (status, kind) => {
    signIn()
    stubFetch(reply(status, status === 204 ? undefined : 'Booking unavailable'))
    await expect(amendBooking(B, { from: '2030-06-03T10:00:00.000Z' }, 'en')).rejects.toSatisfy((e) => isApiError(e, kind))
  })
})

describe('call 61 getAmendPrice', () => {
  it('asks call 21 with booking= and the token, and reads the previous price', async () => {
    signIn()
    const requests = stubFetch(reply(200, { totalPrice: 690, days: 4, breakdown: BREAKDOWN, previousPrice: 520, extra: 1 }))
    const price = await getAmendPrice({
      carId: CAR._id,
      bookingId: B,
      language: 'fr',
      change: { from: '2030-06-03T10:00:00.000Z', to: '2030-06-07T10:00:00.000Z', dropOffLocation: 'l2', cancellation: true },
    })
    expect(price).toEqual({ totalPrice: 690, days: 4, breakdown: BREAKDOWN, previousPrice: 520 })
    const [req] = requests
    expect(req.method).toBe('GET')
    expect(req.url).toBe(
      `${config.apiHost}/api/car-price/${CAR._id}?from=2030-06-03T10%3A00%3A00.000Z&to=2030-06-07T10%3A00%3A00.000Z&lang=fr&booking=${B}&dropOffLocation=l2&cancellation=true`,
    )
    expect(req.headers.get('x-access-token')).toBe('T')
  })

  it('sends every field of the change in one order: the period, the language, the booking, the places, then the five option flags', async () => {
    signIn()
    const requests = stubFetch(reply(200, { totalPrice: 690, days: 4, previousPrice: 520 }))
    await getAmendPrice({
      carId: CAR._id,
      bookingId: B,
      language: 'pl',
      change: {
        additionalDriver: true,
        fullInsurance: false,
        collisionDamageWaiver: true,
        theftProtection: false,
        cancellation: true,
        dropOffLocation: 'l2',
        pickupLocation: 'l1',
        to: new Date('2030-06-07T10:00:00.000Z'),
        from: new Date('2030-06-03T10:00:00.000Z'),
      },
    })
    expect(requests[0].url).toBe(
      `${config.apiHost}/api/car-price/${CAR._id}?from=2030-06-03T10%3A00%3A00.000Z&to=2030-06-07T10%3A00%3A00.000Z&lang=pl&booking=${B}` +
        '&pickupLocation=l1&dropOffLocation=l2&cancellation=true&theftProtection=false&collisionDamageWaiver=true&fullInsurance=false&additionalDriver=true',
    )
  })

  it('refuses a reply without the previous price', async () => {
    signIn()
    stubFetch(reply(200, { totalPrice: 690, days: 4 }))
    await expect(getAmendPrice({ carId: CAR._id, bookingId: B, language: 'en', change: {} })).rejects.toSatisfy((e) =>
      isApiError(e, 'malformed'),
    )
  })
})

describe('amendRefusal', () => {
  const bad = (text: string) => new ApiError('bad-request', 'amendBooking', { status: 400, text })
  it.each([
    // The bundled API's texts (src/server/amend.ts), in the contract's order.
    ['This booking has no amendments option: it cannot be amended.', 'no-option'],
    ['A booking with the status cancelled cannot be amended.', 'status'],
    ['A cancellation was requested for this booking: it cannot be amended.', 'cancel-requested'],
    ['Amendments are possible up to 5 days before the pick-up: it is too late to amend this booking.', 'too-late'],
    ['The new period must end after it starts.', 'dates'],
    ['The new period starts too soon: its from date must be 5 or more days from now.', 'too-late'],
    ['This car cannot be picked up at this location.', 'place'],
    ['Unknown drop-off location.', 'place'],
    ['This supplier rents for at least 3 days (minimumRentalDays 3).', 'minimum-days'],
    ['The additional driver must be at least 21 years old.', 'additional-driver'],
    ['Additional driver details are required.', 'additional-driver'],
    ['The option fullInsurance is not available for this car.', 'refused'],
    ['The car of a booking cannot be changed.', 'refused'],
  ])('reads "%s" as %s', (text, rule) => {
    expect(amendRefusal(bad(text))).toBe(rule)
  })

  it('reads 409 as taken, 204 as not the driver’s, anything else as no refusal', () => {
    expect(amendRefusal(new ApiError('conflict', 'amendBooking', { status: 409 }))).toBe('taken')
    expect(amendRefusal(new ApiError('no-content', 'amendBooking', { status: 204 }))).toBe('not-yours')
    expect(amendRefusal(new ApiError('offline', 'amendBooking'))).toBeNull()
  })
})

describe('the Booking entity', () => {
  it('leaves amendedAt and history out on a booking never amended', () => {
    const booking = bookingSchema(BOOKING)
    expect('amendedAt' in booking).toBe(false)
    expect('history' in booking).toBe(false)
  })

  it('refuses a malformed history', () => {
    expect(() => bookingSchema({ ...AMENDED, history: [{ at: 'soon', changed: [], previous: {} }] })).toThrow()
  })
})
