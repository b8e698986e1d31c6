/**
 * Every call of the contract (row 31 with two paths; of the supplier corner, 36–44; 35 is call 7's path at the supplier's door, tested with sign-in): method, exact
 * path and query, token presence, body, and the decoded result.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { book, cancelBooking, getBooking, getBookings, updateBookingStatus } from './bookings'
import { captchaChallengeUrl, getCaptcha } from './captcha'
import { getBookingCars, getCar, getCarPrice, getFrontendCars } from './cars'
import type { Auth } from './headers'
import { getAllCompanies } from './companies'
import { sendEmail } from './contact'
import { carSchema } from './entities'
import { isApiError } from './errors'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import {
  carHasBookings,
  carPayloadOf,
  createCar,
  deleteCar,
  deleteTempCarImage,
  getSupplierCars,
  updateCar,
  updateCarImage,
  uploadCarImage,
} from './supplier-cars'
import { BOOKING, CAR, LOCATION, NOTIFICATION, SIGN_IN_RESULT, SUPPLIER, USER, facet } from './testing-fixtures'
import { getLocation, getLocations } from './locations'
import {
  deleteNotifications,
  getNotificationCounter,
  getNotifications,
  markNotificationsAsRead,
  markNotificationsAsUnread,
} from './notifications'
import {
  activate,
  changePassword,
  checkPassword,
  checkToken,
  deleteAvatar,
  deleteTokens,
  getUser,
  resend,
  resendLink,
  signIn as signInCall,
  signUp,
  updateAvatar,
  updateEmailNotifications,
  updateLanguage,
  updateUser,
  validateAccessToken,
  validateEmail,
} from './users'

const B = BOOKING._id
const C = CAR._id
const L = LOCATION._id
const S = SUPPLIER._id
const FROM = new Date('2030-06-01T10:00:00.000Z')
const TO = new Date('2030-06-04T10:00:00.000Z')
const AVATAR = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })

interface Row {
  row: string
  auth: Auth
  run: () => Promise<unknown>
  reply: () => Response
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path and query, after config.apiHost. */
  path: string
  /** The JSON body expected, or 'none', or 'form' for the avatar upload. */
  body: unknown
  result: unknown
  headers?: Record<string, string>
}

const ok = () => reply(200, 'OK')

const rows: Row[] = [
  {
    row: '1 signUp',
    auth: 'none',
    run: () =>
      signUp({
        email: 'a@b.pl',
        phone: '+48500100100',
        password: 'secret1',
        fullName: 'Jan',
        birthDate: new Date('1990-02-03T00:00:00.000Z'),
        language: 'pl',
        captcha: 'cap',
      }),
    reply: ok,
    method: 'POST',
    path: '/api/sign-up',
    body: {
      email: 'a@b.pl',
      phone: '+48500100100',
      password: 'secret1',
      fullName: 'Jan',
      birthDate: '1990-02-03T00:00:00.000Z',
      language: 'pl',
      captcha: 'cap',
    },
    result: undefined,
  },
  {
    row: '2 checkToken',
    auth: 'none',
    run: () => checkToken('u1', 'jan+test@b.pl', 'tok/1'),
    reply: ok,
    method: 'GET',
    path: '/api/check-token/frontend/u1/jan%2Btest%40b.pl/tok%2F1',
    body: 'none',
    result: 'valid',
  },
  {
    row: '3 deleteTokens',
    auth: 'none',
    run: () => deleteTokens('u1'),
    reply: ok,
    method: 'DELETE',
    path: '/api/delete-tokens/u1',
    body: 'none',
    result: undefined,
  },
  {
    row: '4 resend',
    auth: 'none',
    run: () => resend('jan@b.pl', true),
    reply: ok,
    method: 'POST',
    path: '/api/resend/frontend/jan%40b.pl/true',
    body: 'none',
    result: true,
  },
  {
    row: '5 activate',
    auth: 'optional',
    run: () => activate({ userId: 'u1', token: 'tok', password: 'secret1' }),
    reply: ok,
    method: 'POST',
    path: '/api/activate/',
    body: { userId: 'u1', token: 'tok', password: 'secret1' },
    result: true,
  },
  {
    row: '6 validateEmail',
    auth: 'none',
    run: () => validateEmail('a@b.pl'),
    reply: ok,
    method: 'POST',
    path: '/api/validate-email',
    body: { email: 'a@b.pl' },
    result: true,
  },
  {
    row: '7 signIn',
    auth: 'none',
    run: () => signInCall({ email: 'a@b.pl', password: 'secret1', stayConnected: true }),
    reply: () => reply(200, { ...SIGN_IN_RESULT, __v: 0, extra: 'dropped' }),
    method: 'POST',
    path: '/api/sign-in/frontend',
    body: { email: 'a@b.pl', password: 'secret1', stayConnected: true },
    result: SIGN_IN_RESULT,
  },
  {
    row: '8 validateAccessToken',
    auth: 'token',
    run: () => validateAccessToken(),
    reply: ok,
    method: 'POST',
    path: '/api/validate-access-token',
    body: 'none',
    result: true,
  },
  {
    row: '9 resendLink',
    auth: 'token',
    run: () => resendLink('a@b.pl'),
    reply: ok,
    method: 'POST',
    path: '/api/resend-link',
    body: { email: 'a@b.pl' },
    result: undefined,
  },
  {
    row: '10 updateLanguage',
    auth: 'token',
    run: () => updateLanguage('u1', 'fr'),
    reply: ok,
    method: 'POST',
    path: '/api/update-language',
    body: { id: 'u1', language: 'fr' },
    result: true,
  },
  {
    row: '11 getUser',
    auth: 'token',
    run: () => getUser('u1'),
    reply: () => reply(200, { ...USER, password: 'hash' }),
    method: 'GET',
    path: '/api/user/u1',
    body: 'none',
    result: USER,
  },
  {
    row: '12 updateUser',
    auth: 'token',
    run: () => updateUser('u1', { fullName: 'Jan K', phone: '+48500100100', birthDate: '1990-02-03', location: 'Kraków', bio: 'hi' }),
    reply: ok,
    method: 'POST',
    path: '/api/update-user',
    body: { _id: 'u1', fullName: 'Jan K', phone: '+48500100100', birthDate: '1990-02-03', location: 'Kraków', bio: 'hi' },
    result: undefined,
  },
  {
    row: '13 updateEmailNotifications',
    auth: 'token',
    run: () => updateEmailNotifications('u1', false),
    reply: ok,
    method: 'POST',
    path: '/api/update-email-notifications',
    body: { _id: 'u1', enableEmailNotifications: false },
    result: undefined,
  },
  {
    row: '14 checkPassword',
    auth: 'token',
    run: () => checkPassword('u1', 'p@ss/w?rd #1'),
    reply: ok,
    method: 'GET',
    path: '/api/check-password/u1/p%40ss%2Fw%3Frd%20%231',
    body: 'none',
    result: true,
  },
  {
    row: '15 changePassword',
    auth: 'token',
    run: () => changePassword('u1', { password: 'old123', newPassword: 'new123' }),
    reply: ok,
    method: 'POST',
    path: '/api/change-password/',
    body: { _id: 'u1', password: 'old123', newPassword: 'new123', strict: true },
    result: true,
  },
  {
    row: '16 updateAvatar',
    auth: 'token',
    run: () => updateAvatar('u1', AVATAR),
    reply: () => reply(200, JSON.stringify('u1_1700000000000.png'), 'application/json'),
    method: 'POST',
    path: '/api/update-avatar/u1',
    body: 'form',
    result: 'u1_1700000000000.png',
  },
  {
    row: '17 deleteAvatar',
    auth: 'token',
    run: () => deleteAvatar('u1'),
    reply: ok,
    method: 'POST',
    path: '/api/delete-avatar/u1',
    body: 'none',
    result: undefined,
  },
  {
    row: '18 getFrontendCars',
    auth: 'none',
    run: () =>
      getFrontendCars(2, 15, {
        companies: [S],
        pickupLocation: L,
        fuel: ['EV', 'diesel'],
        gearbox: ['automatic'],
        mileage: ['unlimited'],
        deposit: 5000,
      }),
    reply: () => reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 16 }] }]),
    method: 'POST',
    path: '/api/frontend-cars/2/15',
    body: { companies: [S], pickupLocation: L, fuel: ['EV', 'diesel'], gearbox: ['automatic'], mileage: ['unlimited'], deposit: 5000 },
    result: { items: [CAR], total: 16 },
  },
  {
    row: '19 getCar',
    auth: 'none',
    run: () => getCar(C, 'fr'),
    reply: () => reply(200, CAR),
    method: 'GET',
    path: `/api/car/${C}/fr`,
    body: 'none',
    result: CAR,
  },
  {
    row: '20 getBookingCars',
    auth: 'token',
    run: () => getBookingCars(1, 30, 'zoe & co', { company: S, pickupLocation: L }),
    reply: () => reply(200, [{ ...CAR, company: S }]),
    method: 'POST',
    path: '/api/booking-cars/1/30/?s=zoe%20%26%20co',
    body: { company: S, pickupLocation: L },
    result: [{ ...CAR, company: S }],
  },
  {
    row: '21 getCarPrice',
    auth: 'none',
    run: () =>
      getCarPrice({ carId: C, from: FROM, to: TO, language: 'en', additionalDriver: true, cancellation: true, fullInsurance: false }),
    reply: () => reply(200, { totalPrice: 520, days: 4 }),
    method: 'GET',
    path: `/api/car-price/${C}?from=2030-06-01T10%3A00%3A00.000Z&to=2030-06-04T10%3A00%3A00.000Z&lang=en&additionalDriver=true&cancellation=true&fullInsurance=false`,
    body: 'none',
    result: { totalPrice: 520, days: 4 },
  },
  {
    row: '22 getBookings',
    auth: 'token',
    run: () =>
      getBookings(1, 20, 'pl', { companies: [S], statuses: ['paid', 'pending'], user: 'u1', filter: { from: FROM, keyword: 'zoe' } }),
    reply: () => reply(200, facet([BOOKING])),
    method: 'POST',
    path: '/api/bookings/1/20/pl',
    body: { companies: [S], statuses: ['paid', 'pending'], user: 'u1', filter: { from: '2030-06-01T10:00:00.000Z', keyword: 'zoe' } },
    result: { items: [BOOKING], total: 1 },
  },
  {
    row: '23 getBooking',
    auth: 'token',
    run: () => getBooking(B, 'en'),
    reply: () => reply(200, BOOKING),
    method: 'GET',
    path: `/api/booking/${B}/en`,
    body: 'none',
    result: BOOKING,
  },
  {
    row: '24 cancelBooking',
    auth: 'token',
    run: () => cancelBooking(B),
    reply: ok,
    method: 'POST',
    path: `/api/cancel-booking/${B}`,
    body: 'none',
    result: true,
  },
  {
    row: '25 book',
    auth: 'optional',
    run: () =>
      book(
        {
          booking: {
            company: S,
            car: C,
            driver: 'u1',
            pickupLocation: L,
            dropOffLocation: L,
            from: FROM,
            to: TO,
            cancellation: true,
            amendments: false,
            theftProtection: false,
            collisionDamageWaiver: false,
            fullInsurance: false,
            additionalDriver: true,
          },
          additionalDriver: {
            fullName: 'Anna',
            email: 'anna@b.pl',
            phone: '+48500100200',
            birthDate: new Date('1990-01-01T00:00:00.000Z'),
          },
          payLater: true,
        },
        'key-123',
      ),
    reply: () => reply(200, { bookingId: B }),
    method: 'POST',
    path: '/api/book',
    body: {
      booking: {
        company: S,
        car: C,
        driver: 'u1',
        pickupLocation: L,
        dropOffLocation: L,
        from: '2030-06-01T10:00:00.000Z',
        to: '2030-06-04T10:00:00.000Z',
        cancellation: true,
        amendments: false,
        theftProtection: false,
        collisionDamageWaiver: false,
        fullInsurance: false,
        additionalDriver: true,
      },
      additionalDriver: { fullName: 'Anna', email: 'anna@b.pl', phone: '+48500100200', birthDate: '1990-01-01T00:00:00.000Z' },
      payLater: true,
    },
    result: { bookingId: B },
    headers: { 'Idempotency-Key': 'key-123' },
  },
  {
    row: '26 getLocations',
    auth: 'none',
    run: () => getLocations(1, 30, 'pl', 'kraków'),
    reply: () => reply(200, facet([LOCATION])),
    method: 'GET',
    path: '/api/locations/1/30/pl?s=krak%C3%B3w',
    body: 'none',
    result: { items: [LOCATION], total: 1 },
  },
  {
    row: '27 getLocation',
    auth: 'none',
    run: () => getLocation(L, 'fr'),
    reply: () => reply(200, LOCATION),
    method: 'GET',
    path: `/api/location/${L}/fr`,
    body: 'none',
    result: LOCATION,
  },
  {
    row: '28 getAllCompanies',
    auth: 'none',
    run: () => getAllCompanies(),
    reply: () => reply(200, [{ _id: S, fullName: 'Volta Rent', avatar: 'volta.png' }]),
    method: 'GET',
    path: '/api/all-companies',
    body: 'none',
    result: [{ _id: S, fullName: 'Volta Rent', avatar: 'volta.png' }],
  },
  {
    row: '29 getNotificationCounter',
    auth: 'token',
    run: () => getNotificationCounter('u1'),
    reply: () => reply(200, { _id: 'x', user: 'u1', count: 3 }),
    method: 'GET',
    path: '/api/notification-counter/u1',
    body: 'none',
    result: 3,
  },
  {
    row: '30 getNotifications',
    auth: 'token',
    run: () => getNotifications('u1', 2, 30),
    reply: () => reply(200, [{ resultData: [NOTIFICATION], pageInfo: [{ totalRecords: 31 }] }]),
    method: 'GET',
    path: '/api/notifications/u1/2/30',
    body: 'none',
    result: { items: [NOTIFICATION], total: 31 },
  },
  {
    row: '31a markNotificationsAsRead',
    auth: 'token',
    run: () => markNotificationsAsRead('u1', ['n1', 'n2']),
    reply: ok,
    method: 'POST',
    path: '/api/mark-notifications-as-read/u1',
    body: { ids: ['n1', 'n2'] },
    result: undefined,
  },
  {
    row: '31b markNotificationsAsUnread',
    auth: 'token',
    run: () => markNotificationsAsUnread('u1', ['n1']),
    reply: ok,
    method: 'POST',
    path: '/api/mark-notifications-as-unread/u1',
    body: { ids: ['n1'] },
    result: undefined,
  },
  {
    row: '32 deleteNotifications',
    auth: 'token',
    run: () => deleteNotifications('u1', ['n1']),
    reply: ok,
    method: 'POST',
    path: '/api/delete-notifications/u1',
    body: { ids: ['n1'] },
    result: undefined,
  },
  {
    row: '33 sendEmail',
    auth: 'none',
    run: () => sendEmail({ from: 'a@b.pl', subject: 'Hello', message: 'Hi there' }),
    reply: ok,
    method: 'POST',
    path: '/api/send-email',
    body: { from: 'a@b.pl', subject: 'Hello', message: 'Hi there', isContactForm: true },
    result: undefined,
  },
  {
    row: '34 getCaptcha',
    auth: 'none',
    run: () => getCaptcha(),
    reply: () => reply(200, { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g', maxnumber: 1000 }),
    method: 'GET',
    path: '/api/captcha',
    body: 'none',
    result: { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g', maxnumber: 1000 },
  },
  {
    row: '36 getSupplierCars',
    auth: 'token',
    run: () =>
      getSupplierCars(2, 15, 'škoda', S, {
        fuel: ['EV', 'diesel'],
        gearbox: ['manual'],
        mileage: ['unlimited'],
        deposit: 5000,
        availability: ['unavailable'],
      }),
    reply: () => reply(200, facet([CAR])),
    method: 'POST',
    path: '/api/cars/2/15/?s=%C5%A1koda',
    body: {
      companies: [S],
      fuel: ['EV', 'diesel'],
      gearbox: ['manual'],
      mileage: ['unlimited'],
      deposit: 5000,
      availability: ['unavailable'],
    },
    result: { items: [CAR], total: 1 },
  },
  {
    row: '37 uploadCarImage',
    auth: 'token',
    run: () => uploadCarImage(AVATAR),
    reply: () => reply(200, JSON.stringify('temp_car_1700000000000.png')),
    method: 'POST',
    path: '/api/create-car-image',
    body: 'form',
    result: 'temp_car_1700000000000.png',
  },
  {
    row: '38 deleteTempCarImage',
    auth: 'token',
    run: () => deleteTempCarImage('temp car.png'),
    reply: ok,
    method: 'POST',
    path: '/api/delete-temp-car-image/temp%20car.png',
    body: 'none',
    result: undefined,
  },
  {
    row: '39 createCar',
    auth: 'token',
    run: () => {
      const { _id, ...payload } = carPayloadOf(carSchema(CAR))
      void _id
      return createCar({ ...payload, image: 'temp_car.png' })
    },
    reply: () => reply(200, CAR),
    method: 'POST',
    path: '/api/create-car',
    body: (() => {
      const { _id, ...payload } = carPayloadOf(carSchema(CAR))
      void _id
      return { ...payload, image: 'temp_car.png' }
    })(),
    result: carSchema(CAR),
  },
  {
    row: '40 updateCar',
    auth: 'token',
    run: () => updateCar(carPayloadOf({ ...carSchema(CAR), available: false })),
    reply: ok,
    method: 'PUT',
    path: '/api/update-car',
    body: {
      _id: C,
      name: CAR.name,
      company: S,
      minimumAge: CAR.minimumAge,
      locations: [L],
      price: CAR.price,
      deposit: CAR.deposit,
      available: false,
      type: CAR.type,
      gearbox: CAR.gearbox,
      aircon: CAR.aircon,
      image: CAR.image,
      seats: CAR.seats,
      doors: CAR.doors,
      fuelPolicy: CAR.fuelPolicy,
      mileage: CAR.mileage,
      cancellation: CAR.cancellation,
      amendments: CAR.amendments,
      theftProtection: CAR.theftProtection,
      collisionDamageWaiver: CAR.collisionDamageWaiver,
      fullInsurance: CAR.fullInsurance,
      additionalDriver: CAR.additionalDriver,
      discounts: CAR.discounts,
    },
    result: true,
  },
  {
    row: '41 updateCarImage',
    auth: 'token',
    run: () => updateCarImage(C, AVATAR),
    reply: () => reply(200, JSON.stringify('car_1700000000000.png')),
    method: 'POST',
    path: `/api/update-car-image/${C}`,
    body: 'form',
    result: 'car_1700000000000.png',
  },
  {
    row: '42 carHasBookings',
    auth: 'token',
    run: () => carHasBookings(C),
    reply: ok,
    method: 'GET',
    path: `/api/check-car/${C}`,
    body: 'none',
    result: true,
  },
  {
    row: '43 deleteCar',
    auth: 'token',
    run: () => deleteCar(C),
    reply: ok,
    method: 'DELETE',
    path: `/api/delete-car/${C}`,
    body: 'none',
    result: true,
  },
  {
    row: '44 updateBookingStatus',
    auth: 'token',
    run: () => updateBookingStatus([B, 'b2'], 'reserved'),
    reply: ok,
    method: 'POST',
    path: '/api/update-booking-status',
    body: { ids: [B, 'b2'], status: 'reserved' },
    result: undefined,
  },
]

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('the contract, call by call', () => {
  it('covers all 44 paths', () => {
    expect(rows).toHaveLength(44)
    // One row per endpoint: the first segment after /api/ names it.
    expect(new Set(rows.map((r) => r.path.split(/[/?]/)[2])).size).toBe(44)
  })

  describe.each(rows)('$row', (row) => {
    it('sends the right request when signed in and decodes the reply', async () => {
      signIn()
      const requests = stubFetch(row.reply())
      await expect(row.run()).resolves.toEqual(row.result)

      expect(requests).toHaveLength(1)
      const [req] = requests
      expect(req.method).toBe(row.method)
      expect(req.url).toBe(config.apiHost + row.path)

      // The token goes on token calls and, when signed in, on the optional ones; never on the others.
      expect(req.headers.get('x-access-token')).toBe(row.auth === 'none' ? null : 'T')

      if (row.body === 'none') {
        expect(req.body).toBeUndefined()
      } else if (row.body === 'form') {
        expect(req.body).toBeInstanceOf(FormData)
        const file = (req.body as FormData).get('image')
        expect(file).toBeInstanceOf(File)
        expect((file as File).name).toBe('me.png')
        // The browser must write the multipart boundary itself.
        expect(req.headers.get('content-type')).toBeNull()
      } else {
        expect(req.headers.get('content-type')).toBe('application/json')
        expect(JSON.parse(req.body as string)).toEqual(row.body)
      }

      for (const [name, value] of Object.entries(row.headers ?? {})) expect(req.headers.get(name)).toBe(value)
      if (!row.headers) expect(req.headers.get('idempotency-key')).toBeNull()
    })

    if (row.auth === 'token') {
      it('is not sent when signed out', async () => {
        const requests = stubFetch(row.reply())
        const outcome = await row.run().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
        expect(requests).toHaveLength(0)
        if (row.row === '8 validateAccessToken') expect(outcome).toEqual({ value: false })
        else expect('error' in outcome && isApiError(outcome.error, 'unauthorized')).toBe(true)
      })
    } else {
      it('is sent without a token when signed out', async () => {
        const requests = stubFetch(row.reply())
        await expect(row.run()).resolves.toEqual(row.result)
        expect(requests).toHaveLength(1)
        expect(requests[0].headers.get('x-access-token')).toBeNull()
      })
    }
  })

  it('gives the captcha widget the absolute challenge URL', () => {
    expect(captchaChallengeUrl()).toBe(`${config.apiHost}/api/captcha`)
  })
})
