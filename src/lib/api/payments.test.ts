/** Calls 72 and 73 (issue 47) and the payment fields of call 25, 22 and 23's replies: where the token goes, and what a reply must be. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { book } from './bookings'
import { bookingSchema } from './entities'
import { isApiError } from './errors'
import { getPayment, providerPage, startCheckout } from './payments'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import { BOOKING } from './testing-fixtures'

const B = BOOKING._id
const TOKEN = '0123456789abcdef0123456789abcdef'
const PAYMENT = {
  status: 'awaiting',
  amount: 480.5,
  currency: 'PLN',
  provider: 'test',
  expiresAt: '2030-05-01T08:30:00.000Z',
}
const STATE = { bookingId: B, ...PAYMENT, bookingStatus: 'void' }

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('call 72 startCheckout', () => {
  it('a signed-in driver: POST with the token, no payment token in the URL; the new page’s address', async () => {
    signIn()
    const requests = stubFetch(reply(200, { checkoutUrl: 'https://pay.example.com/c/1?r=abc' }))
    expect(await startCheckout(B, TOKEN)).toBe('https://pay.example.com/c/1?r=abc')
    expect(requests[0].method).toBe('POST')
    expect(requests[0].url).toBe(`${config.apiHost}/api/checkout/${B}`)
    expect(requests[0].headers.get('x-access-token')).toBe('T')
  })

  it('a guest: the payment token as ?t=, and no access token', async () => {
    const requests = stubFetch(reply(200, { checkoutUrl: 'http://localhost:4280/api/test-pay/x' }))
    await startCheckout(B, TOKEN)
    expect(requests[0].url).toBe(`${config.apiHost}/api/checkout/${B}?t=${TOKEN}`)
    expect(requests[0].headers.has('x-access-token')).toBe(false)
  })

  it('refuses a page that is not http(s), a reply without an address, and a 204 (unknown booking or no key)', async () => {
    stubFetch(reply(200, { checkoutUrl: 'javascript:alert(1)' }))
    await expect(startCheckout(B, TOKEN)).rejects.toThrow(/Not a payment page/)
    stubFetch(reply(200, { url: 'https://pay.example.com' }))
    await expect(startCheckout(B, TOKEN)).rejects.toSatisfy((e) => isApiError(e, 'malformed'))
    stubFetch(reply(204))
    await expect(startCheckout(B, TOKEN)).rejects.toSatisfy((e) => isApiError(e))
  })

  it('a 400 (already paid, expired, paid later) carries the server’s text', async () => {
    stubFetch(reply(400, 'This booking is already paid.'))
    await expect(startCheckout(B, TOKEN)).rejects.toSatisfy((e) => isApiError(e, 'bad-request'))
  })
})

describe('call 73 getPayment', () => {
  it('reads where the payment stands, asked of the server (not a kept copy), with the token when signed in', async () => {
    signIn()
    const requests = stubFetch(reply(200, { ...STATE, status: 'paid', paidAt: '2030-05-01T08:10:00.000Z', bookingStatus: 'paid' }))
    const state = await getPayment(B, TOKEN)
    expect(state).toMatchObject({ bookingId: B, status: 'paid', amount: 480.5, currency: 'PLN', bookingStatus: 'paid' })
    expect(state?.paidAt).toBe('2030-05-01T08:10:00.000Z')
    expect(requests[0].url).toBe(`${config.apiHost}/api/payment/${B}`)
    expect(requests[0].headers.get('x-access-token')).toBe('T')
    expect(requests[0].cache).toBe('no-store')
  })

  it('a guest asks with ?t=; 204 is "nothing this device may follow"', async () => {
    const requests = stubFetch(reply(204))
    expect(await getPayment(B, TOKEN)).toBeNull()
    expect(requests[0].url).toBe(`${config.apiHost}/api/payment/${B}?t=${TOKEN}`)
    stubFetch(reply(204))
    expect(await getPayment(B)).toBeNull()
  })

  it.each([
    ['an unknown status', { ...STATE, status: 'pending' }],
    ['an unknown currency', { ...STATE, currency: 'EUR' }],
    ['an amount as text', { ...STATE, amount: '480' }],
    ['a date that is not one', { ...STATE, expiresAt: 'tomorrow' }],
    ['no booking status', { ...STATE, bookingStatus: undefined }],
  ])('refuses a reply with %s as malformed', async (_, body) => {
    stubFetch(reply(200, body))
    await expect(getPayment(B, TOKEN)).rejects.toSatisfy((e) => isApiError(e, 'malformed'))
  })
})

describe('bookings carry currency and payment (calls 22, 23, 25)', () => {
  it('reads a payment with its refund', () => {
    const payment = {
      ...PAYMENT,
      status: 'partially_refunded',
      paidAt: '2030-05-01T08:10:00.000Z',
      refundedAmount: 400,
      refundedAt: '2030-05-03T08:00:00.000Z',
    }
    const booking = bookingSchema({ ...BOOKING, currency: 'MAD', payment })
    expect(booking.currency).toBe('MAD')
    expect(booking.payment).toEqual(payment)
  })

  it('a booking paid later or made before has neither', () => {
    const booking = bookingSchema(BOOKING)
    expect(booking.currency).toBeUndefined()
    expect(booking.payment).toBeUndefined()
  })

  it.each([
    ['a string', 'paid'],
    ['an unknown status', { ...PAYMENT, status: 'settled' }],
    ['no amount', { ...PAYMENT, amount: undefined }],
    ['a refund as text', { ...PAYMENT, refundedAmount: 'all' }],
  ])('a payment the app cannot read (%s) is left out, the booking still reads', (_, payment) => {
    const booking = bookingSchema({ ...BOOKING, payment, currency: 'USD' })
    expect(booking._id).toBe(B)
    expect(booking.payment).toBeUndefined()
    expect(booking.currency).toBeUndefined()
  })

  it('call 25 answers the provider’s page and the payment token when paying now, neither when paying later', async () => {
    stubFetch(reply(200, { bookingId: B, checkoutUrl: 'https://pay.example.com/c/1', paymentToken: TOKEN }), reply(200, { bookingId: B }))
    const payload = {
      booking: { ...BOOKING, company: 'c', car: 'car', pickupLocation: 'l', dropOffLocation: 'l' },
      payLater: false,
    } as never
    expect(await book(payload, 'k1')).toEqual({ bookingId: B, checkoutUrl: 'https://pay.example.com/c/1', paymentToken: TOKEN })
    expect(await book(payload, 'k2')).toEqual({ bookingId: B })
  })
})

describe('providerPage', () => {
  it('keeps http and https addresses, refuses any other scheme and a non-address', () => {
    expect(providerPage('https://checkout.stripe.com/c/pay/cs_1#x')).toBe('https://checkout.stripe.com/c/pay/cs_1#x')
    for (const bad of ['data:text/html,hi', 'javascript:void(0)', 'file:///etc/passwd', 'not a url'])
      expect(() => providerPage(bad)).toThrow()
  })
})
