import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCarPrice } from '../../lib/api/cars'
import { config } from '../../lib/config'
import { reply, stubFetch } from '../../lib/api/testing-fetch'
import { BOOKING, CAR } from '../../lib/api/testing-fixtures'
import type { Booking, Car } from '../../lib/api/entities'
import { optionFlags } from './option-rules'
import { carPriceRequest } from './price-request'

const from = new Date('2030-05-01T10:00:00Z')
const to = new Date('2030-05-04T10:00:00Z')

afterEach(() => vi.unstubAllGlobals())

describe('carPriceRequest (the one place call 21 is built)', () => {
  it("a list's card asks for the rental alone: no option sent, no additional driver", () => {
    expect(carPriceRequest('c1', from, to, 'pl')).toEqual({ carId: 'c1', from, to, language: 'pl', additionalDriver: false })
  })
  it('the car selection and the booking form send the booking’s own flags (optionFlags)', () => {
    const car = CAR as unknown as Car
    const flags = optionFlags(car, ['additionalDriver'])
    expect(carPriceRequest(car._id, from, to, 'en', flags)).toEqual({ carId: car._id, from, to, language: 'en', ...flags })
  })
  it("the pass sends the booking's six flags and nothing else of the booking", () => {
    const booking = BOOKING as unknown as Booking
    const request = carPriceRequest(booking.car._id, booking.from, booking.to, 'fr', booking)
    expect(Object.keys(request).sort()).toEqual(
      [
        'additionalDriver',
        'amendments',
        'cancellation',
        'carId',
        'collisionDamageWaiver',
        'from',
        'fullInsurance',
        'language',
        'theftProtection',
        'to',
      ].sort(),
    )
    expect(request.cancellation).toBe(booking.cancellation)
  })
  it("call 21 sends the pass's six flags after the language, in the contract's order, without the token", async () => {
    const requests = stubFetch(reply(200, { totalPrice: 520, days: 3 }))
    const booking = BOOKING as unknown as Booking
    await getCarPrice(carPriceRequest(booking.car._id, booking.from, booking.to, 'fr', booking))
    expect(requests[0].url).toBe(
      `${config.apiHost}/api/car-price/${booking.car._id}?from=2030-06-01T10%3A00%3A00.000Z&to=2030-06-04T10%3A00%3A00.000Z&lang=fr` +
        '&additionalDriver=true&cancellation=true&amendments=false&theftProtection=true&collisionDamageWaiver=false&fullInsurance=false',
    )
    expect(requests[0].headers.get('x-access-token')).toBeNull()
  })
})
