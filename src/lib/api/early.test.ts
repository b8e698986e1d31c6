/** Calls the first paint starts before the app: the client takes the reply of the very same call, once, and asks again for anything else. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBooking, getBookings, peekBooking } from './bookings'
import { getFrontendCars, peekFrontendCars, type CarSearchFilter } from './cars'
import { getAllCompanies, peekAllCompanies } from './companies'
import { EARLY_CALL_TTL, earlyCallMissed, startEarlyCall } from './early'
import { isApiError } from './errors'
import { allCompaniesRequest, bookingRequest, bookingsRequest, frontendCarsRequest } from './requests'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'
import { BOOKING, CAR, SUPPLIER } from './testing-fixtures'

const FILTER: CarSearchFilter = {
  companies: [SUPPLIER._id],
  pickupLocation: 'loc1',
  fuel: ['diesel'],
  gearbox: ['manual', 'automatic'],
  mileage: ['limited', 'unlimited'],
  deposit: -1,
  from: '2030-06-01T10:00:00.000Z',
  to: '2030-06-04T10:00:00.000Z',
}
const CARS_PAGE = [{ resultData: [CAR], pageInfo: [{ totalRecords: 1 }] }]
const QUERY = {
  companies: [SUPPLIER._id],
  statuses: ['paid' as const],
  user: 'u1',
  filter: { keyword: 'bmw', from: new Date('2030-01-01T00:00:00Z') },
}

beforeEach(() => {
  window.__voltaEarlyCalls = []
})

afterEach(() => {
  signOut()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('early calls', () => {
  it('the app takes the reply of the call started early instead of sending it again', async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, CARS_PAGE))
    void startEarlyCall(allCompaniesRequest(), 'none')
    void startEarlyCall(frontendCarsRequest(1, 15, FILTER), 'none')
    expect(requests).toHaveLength(2)

    await expect(getAllCompanies()).resolves.toEqual([SUPPLIER])
    const page = await getFrontendCars(1, 15, { ...FILTER })
    expect(page.items.map((c) => c._id)).toEqual([CAR._id])
    expect(requests).toHaveLength(2)
  })

  it('sends what the client sends: same URL, method, JSON body and no token on a public call', async () => {
    signIn()
    const requests = stubFetch(reply(200, CARS_PAGE), reply(200, CARS_PAGE))
    void startEarlyCall(frontendCarsRequest(2, 15, FILTER), 'none')
    window.__voltaEarlyCalls = []
    await getFrontendCars(2, 15, FILTER)
    const [early, client] = requests
    expect(early.url).toBe(client.url)
    expect(early.method).toBe(client.method)
    expect(early.body).toBe(client.body)
    expect(early.headers.get('content-type')).toBe('application/json')
    expect(early.headers.get('x-access-token')).toBeNull()
  })

  it('a reply is taken once: the next same call goes to the network', async () => {
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, []))
    void startEarlyCall(allCompaniesRequest(), 'none')
    await expect(getAllCompanies()).resolves.toEqual([SUPPLIER])
    await expect(getAllCompanies()).resolves.toEqual([])
    expect(requests).toHaveLength(2)
  })

  it('another body is another call: it is sent, and the early one is left', async () => {
    const requests = stubFetch(reply(200, CARS_PAGE), reply(200, [{ resultData: [], pageInfo: [] }]))
    void startEarlyCall(frontendCarsRequest(1, 15, FILTER), 'none')
    const page = await getFrontendCars(1, 15, { ...FILTER, sort: 'price' })
    expect(page.items).toEqual([])
    expect(requests).toHaveLength(2)
    expect(JSON.parse(requests[1].body as string)).toMatchObject({ sort: 'price' })
  })

  it('the bookings call carries the token, and is taken only with the same session', async () => {
    signIn()
    const requests = stubFetch(reply(200, [{ resultData: [], pageInfo: [] }]), reply(200, [{ resultData: [], pageInfo: [] }]))
    expect(startEarlyCall(bookingsRequest(1, 10, 'pl', QUERY), 'token')).not.toBeNull()
    expect(requests[0].headers.get('x-access-token')).toBeTruthy()
    expect(JSON.parse(requests[0].body as string)).toEqual({
      companies: [SUPPLIER._id],
      statuses: ['paid'],
      user: 'u1',
      filter: { keyword: 'bmw', from: '2030-01-01T00:00:00.000Z' },
    })
    // Another account signed in meanwhile: its call is its own.
    localStorage.setItem('bc-user', JSON.stringify({ ...JSON.parse(localStorage.getItem('bc-user')!), accessToken: 'other-token' }))
    await getBookings(1, 10, 'pl', QUERY)
    expect(requests).toHaveLength(2)
    expect(requests[1].headers.get('x-access-token')).toBe('other-token')
  })

  it('a call that needs the session is not started without one', () => {
    const requests = stubFetch()
    expect(startEarlyCall(bookingsRequest(1, 10, 'pl', QUERY), 'token')).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('an early failure is not the answer: the app asks again', async () => {
    const requests = stubFetch(new TypeError('Failed to fetch'), reply(200, [SUPPLIER]))
    void startEarlyCall(allCompaniesRequest(), 'none')
    await expect(getAllCompanies()).resolves.toEqual([SUPPLIER])
    expect(requests).toHaveLength(2)
  })

  it('an early error status is the answer, mapped as usual', async () => {
    stubFetch(reply(500, 'down'))
    void startEarlyCall(allCompaniesRequest(), 'none')
    const error = await getAllCompanies().catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('server')
  })

  it('an unclaimed call is dropped after EARLY_CALL_TTL', async () => {
    vi.useFakeTimers()
    const requests = stubFetch(reply(200, [SUPPLIER]), reply(200, []))
    void startEarlyCall(allCompaniesRequest(), 'none')
    vi.advanceTimersByTime(EARLY_CALL_TTL + 1)
    vi.useRealTimers()
    await expect(getAllCompanies()).resolves.toEqual([])
    expect(requests).toHaveLength(2)
  })

  it('the caller can still abort while it waits for the early reply', async () => {
    let answer: (r: Response) => void = () => {}
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    void startEarlyCall(allCompaniesRequest(), 'none')
    const controller = new AbortController()
    const call = getAllCompanies({ signal: controller.signal })
    controller.abort(new DOMException('gone', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    answer(reply(200, [SUPPLIER]))
  })

  describe('a reply already in, for a first render (peek)', () => {
    /** Lets the stubbed fetch's reply settle, and the early call see it. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

    it('is handed out at once, once, and is then not sent again', async () => {
      const requests = stubFetch(reply(200, CARS_PAGE), reply(200, [{ resultData: [], pageInfo: [] }]))
      void startEarlyCall(frontendCarsRequest(1, 15, FILTER), 'none')
      expect(peekFrontendCars(1, 15, { ...FILTER })).toBeUndefined() // not in yet: left for the read
      await settle()
      expect(peekFrontendCars(1, 15, { ...FILTER, sort: 'price' })).toBeUndefined() // another call
      expect(peekFrontendCars(1, 15, { ...FILTER })?.items.map((c) => c._id)).toEqual([CAR._id])
      expect(peekFrontendCars(1, 15, { ...FILTER })).toBeUndefined() // taken
      expect(requests).toHaveLength(1)
      await expect(getFrontendCars(1, 15, FILTER)).resolves.toMatchObject({ items: [] })
      expect(requests).toHaveLength(2)
    })

    it('a look before the reply is in is remembered until the call is taken (the first paint then draws nothing from it)', async () => {
      stubFetch(reply(200, CARS_PAGE))
      const request = frontendCarsRequest(1, 15, FILTER)
      void startEarlyCall(request, 'none')
      expect(earlyCallMissed(request, null)).toBe(false)
      expect(peekFrontendCars(1, 15, { ...FILTER, sort: 'price' })).toBeUndefined() // another call: no mark on this one
      expect(earlyCallMissed(request, null)).toBe(false)
      expect(peekFrontendCars(1, 15, { ...FILTER })).toBeUndefined() // not in yet
      expect(earlyCallMissed(request, null)).toBe(true)
      await settle()
      await expect(getFrontendCars(1, 15, FILTER)).resolves.toMatchObject({ total: 1 }) // the read takes it
      expect(earlyCallMissed(request, null)).toBe(false)
    })

    it('a driver’s booking with the session’s token: in hand for the pass; a 204 is left for the read, which says there is none', async () => {
      signIn()
      const requests = stubFetch(reply(200, BOOKING), reply(204))
      void startEarlyCall(bookingRequest(BOOKING._id, 'pl'), 'token')
      await settle()
      expect(peekBooking(BOOKING._id, 'fr')).toBeUndefined() // another language: another call
      expect(peekBooking(BOOKING._id, 'pl')?._id).toBe(BOOKING._id)
      expect(requests[0].headers.get('x-access-token')).toBe('T')

      void startEarlyCall(bookingRequest('gone', 'pl'), 'token')
      await settle()
      expect(peekBooking('gone', 'pl')).toBeUndefined()
      await expect(getBooking('gone', 'pl')).resolves.toBeNull()
      expect(requests).toHaveLength(2) // the read took the early 204
    })

    it('a failure or a malformed reply is left for the read, which reports it as usual', async () => {
      const requests = stubFetch(reply(500, 'down'), reply(200, [{ name: 'no id' }]))
      void startEarlyCall(allCompaniesRequest(), 'none')
      await settle()
      expect(peekAllCompanies()).toBeUndefined()
      const error = await getAllCompanies().catch((e: unknown) => e)
      expect(isApiError(error) && error.kind).toBe('server')

      void startEarlyCall(allCompaniesRequest(), 'none')
      await settle()
      expect(peekAllCompanies()).toBeUndefined()
      const malformed = await getAllCompanies().catch((e: unknown) => e)
      expect(isApiError(malformed) && malformed.kind).toBe('malformed')
      expect(requests).toHaveLength(2)
    })
  })
})
