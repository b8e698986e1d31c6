/** Which calls the first paint starts, per route and account, and with which bodies (the screens' own). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reply, signIn, signOut, stubFetch, type CapturedRequest } from '../../../lib/api/testing-fetch'
import { BOOKING, CAR, SUPPLIER } from '../../../lib/api/testing-fixtures'
import { config } from '../../../lib/config'
import { CARS_PAGE_SIZE } from '../../../lib/constants'
import { carSearchFor } from '../../../lib/car-search/filters'
import { peekFrontendCars } from '../../../lib/api/cars'
import { startEarlyCall } from '../../../lib/api/early'
import { allCompaniesRequest } from '../../../lib/api/requests'
import { loadLocaleData } from '../../../lib/i18n/language'
import { SUPPLIER_IDS_KEY } from '../../../lib/storage/keys'
import { FAST_REPLY_MS, PICTURE_WAIT_MS, startEarlyCalls } from './early-calls'
import { phone } from './testing'

vi.mock('../../../lib/i18n/language', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/i18n/language')>()),
  loadLocaleData: vi.fn(),
}))

const CARS_QUERY = '?p=loc1&f=2030-06-01T10:00:00.000Z&t=2030-06-04T10:00:00.000Z&gearbox=manual&sort=-price'

/** Lets the chained calls (suppliers, then the list) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const paths = (requests: CapturedRequest[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)

beforeEach(() => {
  window.__voltaEarlyCalls = []
  localStorage.removeItem(SUPPLIER_IDS_KEY)
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove())
  phone(false)
})

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('startEarlyCalls', () => {
  it('loads the locale data after the first paint on the screens with early calls, and on no other', async () => {
    stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/cars', CARS_QUERY, 'fr')
    expect(loadLocaleData).not.toHaveBeenCalled() // not before the first paint is drawn
    await vi.waitFor(() => expect(loadLocaleData).toHaveBeenCalledWith('fr'))
    vi.mocked(loadLocaleData).mockClear()
    startEarlyCalls('/sign-in', '', 'fr')
    startEarlyCalls('/bookings', '', 'fr') // a guest: no call, so no formats either
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(loadLocaleData).not.toHaveBeenCalled()
  })

  it('leaves the locale data to the bookings frame when it draws first (localeDataLater)', async () => {
    signIn()
    stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/bookings', '', 'fr', { localeDataLater: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(loadLocaleData).not.toHaveBeenCalled()
    stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/bookings', '', 'fr')
    await vi.waitFor(() => expect(loadLocaleData).toHaveBeenCalledWith('fr'))
  })

  it('/cars: the suppliers’ call index.html’s first script sent (head.ts) is the one used, not sent again', async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 1 }] }]))
    void startEarlyCall(allCompaniesRequest(), 'none') // as head.ts does
    const onFirstCars = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars })
    await vi.waitFor(() => expect(onFirstCars).toHaveBeenCalledOnce())
    expect(paths(requests)).toEqual(['GET /api/all-companies', `POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`])
  })

  it('/cars: the suppliers, then the search of the URL, then a high-priority preload of the first picture, and the first car for the frame', async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }]))
    const onFirstCars = vi.fn()
    const onFirstPicture = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars, onFirstPicture })
    const preload = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')
      if (!link) throw new Error('no preload yet')
      return link
    })
    expect(paths(requests)).toEqual(['GET /api/all-companies', `POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`])
    expect(JSON.parse(requests[1].body as string)).toEqual(carSearchFor(new URLSearchParams(CARS_QUERY), [SUPPLIER._id]))
    expect(preload.href).toBe(`${config.cdnCars}/${CAR.image}`)
    expect(preload.getAttribute('fetchpriority')).toBe('high')
    expect(onFirstCars).toHaveBeenCalledExactlyOnceWith(
      {
        name: CAR.name,
        image: CAR.image,
        total: 4,
        shown: 1,
        id: CAR._id,
        supplier: { fullName: SUPPLIER.fullName, avatar: SUPPLIER.avatar },
        details: {
          specs: {
            type: CAR.type,
            gearbox: CAR.gearbox,
            seats: CAR.seats,
            doors: CAR.doors,
            aircon: CAR.aircon,
            mileage: CAR.mileage,
            fuelPolicy: CAR.fuelPolicy,
          },
          rules: { payLater: SUPPLIER.payLater, licenseRequired: undefined, minimumRentalDays: undefined },
        },
      },
      expect.any(Function),
    )
    expect((onFirstCars.mock.calls[0][1] as () => boolean)()).toBe(true)
    // A quick reply (a fast link): told once the picture is in, after the first car, and once.
    expect(onFirstPicture).not.toHaveBeenCalled()
    preload.dispatchEvent(new Event('load'))
    expect(onFirstPicture).toHaveBeenCalledOnce()
    expect(onFirstPicture.mock.invocationCallOrder[0]).toBeGreaterThan(onFirstCars.mock.invocationCallOrder[0])
    await new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS + 20))
    expect(onFirstPicture).toHaveBeenCalledOnce()
  })

  it('/cars tells the picture is asked for at once after a slow reply, and PICTURE_WAIT_MS at most after a quick one', async () => {
    const slowly = (r: Response) => () => new Promise<Response>((resolve) => setTimeout(() => resolve(r), FAST_REPLY_MS + 20))
    stubFetch(reply(200, [SUPPLIER]), slowly(reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }])))
    const onFirstCars = vi.fn()
    const onFirstPicture = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars, onFirstPicture })
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull())
    expect(onFirstPicture).toHaveBeenCalledOnce() // a slow link: the picture is asked for, what follows need not wait
    expect(onFirstPicture.mock.invocationCallOrder[0]).toBeGreaterThan(onFirstCars.mock.invocationCallOrder[0])
    document.head.replaceChildren()
    window.__voltaEarlyCalls = [] // another page

    stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }]))
    const quick = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstPicture: quick })
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull())
    expect(quick).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(quick).toHaveBeenCalledOnce(), { timeout: PICTURE_WAIT_MS * 3 }) // the picture never came
  })

  it('/cars with the suppliers of the last visit kept: the search goes out beside the suppliers call, and is used once their reply names the same', async () => {
    localStorage.setItem(SUPPLIER_IDS_KEY, JSON.stringify([SUPPLIER._id]))
    let suppliersIn: (r: Response) => void = () => {}
    const requests = stubFetch(
      () => new Promise<Response>((resolve) => (suppliersIn = resolve)),
      reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }]),
    )
    const onFirstCars = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars })
    // Both are out before any reply.
    expect(paths(requests)).toEqual(['GET /api/all-companies', `POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`])
    expect(JSON.parse(requests[1].body as string)).toEqual(carSearchFor(new URLSearchParams(CARS_QUERY), [SUPPLIER._id]))
    await settle()
    expect(onFirstCars).not.toHaveBeenCalled() // not before the suppliers are confirmed
    suppliersIn(reply(200, [SUPPLIER]))
    await vi.waitFor(() => expect(onFirstCars).toHaveBeenCalledOnce())
    expect(onFirstCars.mock.calls[0][0]).toMatchObject({ name: CAR.name, total: 4 })
    expect(requests).toHaveLength(2) // nothing asked twice
    // The app's body (same suppliers) takes that reply.
    const filter = carSearchFor(new URLSearchParams(CARS_QUERY), [SUPPLIER._id])
    expect(peekFrontendCars(1, CARS_PAGE_SIZE, filter)?.items.map((c) => c.name)).toEqual([CAR.name])
  })

  it('/cars when the suppliers changed since the last visit: the search is asked again with the new ones, and only that one is drawn', async () => {
    localStorage.setItem(SUPPLIER_IDS_KEY, JSON.stringify(['gone-supplier', SUPPLIER._id]))
    const requests = stubFetch(
      reply(200, [SUPPLIER]),
      reply(200, [{ resultData: [{ ...CAR, name: 'Of a supplier that is gone' }], pageInfo: [{ totalRecords: 9 }] }]),
      reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }]),
    )
    const onFirstCars = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars })
    await vi.waitFor(() => expect(onFirstCars).toHaveBeenCalledOnce())
    expect(paths(requests)).toEqual(['GET /api/all-companies', ...Array(2).fill(`POST /api/frontend-cars/1/${CARS_PAGE_SIZE}`)])
    expect(JSON.parse(requests[1].body as string).companies).toEqual(['gone-supplier', SUPPLIER._id])
    expect(JSON.parse(requests[2].body as string)).toEqual(carSearchFor(new URLSearchParams(CARS_QUERY), [SUPPLIER._id]))
    expect(onFirstCars.mock.calls[0][0]).toMatchObject({ name: CAR.name, total: 4 })
  })

  it('/cars ignores a kept value that is not a list of ids: the search waits for the suppliers', async () => {
    for (const hostile of ['{"0":"a"}', '[1,2]', '[""]', 'not json', JSON.stringify([`${'x'.repeat(65)}`])]) {
      localStorage.setItem(SUPPLIER_IDS_KEY, hostile)
      window.__voltaEarlyCalls = [] // another page
      const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
      startEarlyCalls('/cars', CARS_QUERY, 'pl')
      expect(paths(requests), hostile).toEqual(['GET /api/all-companies'])
      await settle()
      expect(JSON.parse(requests[1].body as string).companies, hostile).toEqual([SUPPLIER._id])
    }
  })

  it('/cars: the first car is not drawable once the app’s render has looked for the search before its reply was in', async () => {
    let answer: (r: Response) => void = () => {}
    const requests = stubFetch(reply(200, [SUPPLIER]), () => new Promise<Response>((resolve) => (answer = resolve)))
    const onFirstCars = vi.fn()
    startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars })
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    const filter = carSearchFor(new URLSearchParams(CARS_QUERY), [SUPPLIER._id])
    expect(peekFrontendCars(1, CARS_PAGE_SIZE, filter)).toBeUndefined() // the app's first render: not in yet
    answer(reply(200, [{ resultData: [CAR], pageInfo: [{ totalRecords: 4 }] }]))
    await vi.waitFor(() => expect(onFirstCars).toHaveBeenCalledOnce())
    expect((onFirstCars.mock.calls[0][1] as () => boolean)()).toBe(false)
  })

  it('/cars with a reply it cannot read: no search, no preload (the app asks and says what went wrong)', async () => {
    const requests = stubFetch(reply(200, { not: 'a list' }))
    startEarlyCalls('/cars', CARS_QUERY, 'pl')
    await settle()
    expect(requests).toHaveLength(1)
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull()
  })

  it('/cars without a picture to wait for still tells so, once: a failed or unreadable call, or no car', async () => {
    const outcomes: [string, ...Parameters<typeof stubFetch>][] = [
      ['the suppliers call failed', new TypeError('offline')],
      ['the suppliers reply is unreadable', reply(200, { not: 'a list' })],
      ['the search failed', reply(200, [SUPPLIER]), new TypeError('offline')],
      ['the search answered 500', reply(200, [SUPPLIER]), reply(500, 'Internal error')],
      ['no car matches', reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }])],
    ]
    for (const [what, ...replies] of outcomes) {
      stubFetch(...replies)
      const onFirstCars = vi.fn()
      const onFirstPicture = vi.fn()
      startEarlyCalls('/cars', CARS_QUERY, 'pl', { onFirstCars, onFirstPicture })
      await vi.waitFor(() => expect(onFirstPicture, what).toHaveBeenCalledOnce())
      await settle()
      expect(onFirstPicture, what).toHaveBeenCalledOnce()
      expect(onFirstCars, what).not.toHaveBeenCalled()
      expect(document.head.querySelector('link[rel="preload"][as="image"]'), what).toBeNull()
    }
  })

  it('a driver’s /booking and a supplier’s /supplier/booking: that booking in the screen’s language, with the token; nothing for a guest, the other role or no booking', async () => {
    const requests = stubFetch(reply(200, BOOKING))
    startEarlyCalls('/booking', `?b=${BOOKING._id}`, 'pl') // a guest
    signIn()
    startEarlyCalls('/booking', '?b=%20', 'pl')
    startEarlyCalls('/booking', '', 'pl')
    expect(requests).toHaveLength(0)
    startEarlyCalls('/booking', `?b=${BOOKING._id}`, 'fr')
    expect(paths(requests)).toEqual([`GET /api/booking/${BOOKING._id}/fr`])
    expect(requests[0].headers.get('x-access-token')).toBeTruthy()
    startEarlyCalls('/supplier/booking', `?b=${BOOKING._id}`, 'pl') // a driver on the supplier's screen
    localStorage.setItem('bc-user', JSON.stringify({ id: 's1', accessToken: 't', language: 'pl', type: 'company' }))
    startEarlyCalls('/booking', `?b=${BOOKING._id}`, 'pl')
    expect(requests).toHaveLength(1)
    const supplier = stubFetch(reply(200, BOOKING))
    startEarlyCalls('/supplier/booking', `?b=${BOOKING._id}`, 'en')
    expect(paths(supplier)).toEqual([`GET /api/booking/${BOOKING._id}/en`])
  })

  it('a driver’s /bookings on a phone: page 1 of 10 in the screen’s language, with the token', async () => {
    signIn()
    phone(true)
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/bookings', '?s=paid&page=3', 'fr')
    await settle()
    expect(paths(requests)).toEqual(['GET /api/all-companies', 'POST /api/bookings/1/10/fr'])
    expect(requests[1].headers.get('x-access-token')).toBeTruthy()
    expect(JSON.parse(requests[1].body as string)).toMatchObject({ companies: [SUPPLIER._id], statuses: ['paid'] })
  })

  it('a driver’s /bookings with the suppliers of the last visit kept: the list goes out at once, and is not asked twice when they are the same', async () => {
    signIn()
    localStorage.setItem(SUPPLIER_IDS_KEY, JSON.stringify([SUPPLIER._id]))
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/bookings', '', 'en')
    expect(paths(requests)).toEqual(['GET /api/all-companies', 'POST /api/bookings/1/20/en'])
    expect(JSON.parse(requests[1].body as string)).toMatchObject({ companies: [SUPPLIER._id] })
    await settle()
    expect(requests).toHaveLength(2)
  })

  it('on a desktop the pager’s page of 20; suppliers named in the URL need no suppliers call', () => {
    signIn()
    const requests = stubFetch(reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/bookings', `?c=${SUPPLIER._id}&page=3`, 'en')
    expect(paths(requests)).toEqual(['POST /api/bookings/3/20/en'])
  })

  it('nothing for a guest on /bookings, for a supplier on the driver’s /bookings, or on a route without early calls', () => {
    const requests = stubFetch()
    startEarlyCalls('/bookings', '', 'pl')
    localStorage.setItem('bc-user', JSON.stringify({ id: 's1', accessToken: 't', language: 'pl', type: 'company' }))
    startEarlyCalls('/bookings', '', 'pl')
    startEarlyCalls('/settings', '', 'pl')
    expect(requests).toHaveLength(0)
  })

  it('a supplier’s /supplier/bookings: only its own cars’ bookings, no suppliers call', () => {
    localStorage.setItem('bc-user', JSON.stringify({ id: 's1', accessToken: 't', language: 'pl', type: 'company' }))
    const requests = stubFetch(reply(200, [{ resultData: [], pageInfo: [] }]))
    startEarlyCalls('/supplier/bookings', '', 'pl')
    expect(paths(requests)).toEqual(['POST /api/bookings/1/20/pl'])
    expect(JSON.parse(requests[0].body as string)).toMatchObject({ companies: ['s1'], user: 's1' })
  })
})
