/** Car calls: the public search, one car, the booking-form picker and the server's price (rows 18–21). */
import type { CarOption, Language } from '../constants'
import { peekData, requestData, type CallOptions } from './client'
import { startCallOnce } from './early'
import { apiPath, iso, query, type DateInput } from './path'
import { frontendCarsRequest } from './requests'
import { arr } from './schema'
import { bookingCarSchema, carPriceSchema, carSchema, paged, type BookingCar, type Car, type CarPrice, type Paged } from './entities'
import type { CarSearchFilter } from './bodies'

export type { CarSearchFilter } from './bodies'

const carsPage = paged(carSchema)
const frontendCarsCall = (page: number, size: number, filter: CarSearchFilter) =>
  ({ name: 'getFrontendCars', ...frontendCarsRequest(page, size, filter) }) as const

/** Available cars of the chosen suppliers at the pickup location (free for from–to when given), by name or price. Pages are 1-based. */
export function getFrontendCars(page: number, size: number, filter: CarSearchFilter, opts?: CallOptions): Promise<Paged<Car>> {
  return requestData({ ...frontendCarsCall(page, size, filter), signal: opts?.signal }, carsPage)
}

/** The same page when its reply is already on the device (client.peekData); undefined otherwise. */
export function peekFrontendCars(page: number, size: number, filter: CarSearchFilter): Paged<Car> | undefined {
  return peekData(frontendCarsCall(page, size, filter), carsPage)
}

/**
 * Starts the search's page now, before the screen asks for it; the screen's getFrontendCars with
 * the same filter then takes the reply already on its way (early.ts). Not again when it is
 * already on its way (the first paint's, or an earlier start).
 */
export function startFrontendCars(page: number, size: number, filter: CarSearchFilter): void {
  void startCallOnce(frontendCarsRequest(page, size, filter), 'none')
}

/** The car with its supplier and named locations. An unknown car is ApiError 'no-content'. */
export function getCar(id: string, language: Language, opts?: CallOptions): Promise<Car> {
  return requestData(
    { name: 'getCar', method: 'GET', path: apiPath`/api/car/${id}/${language}`, auth: 'none', signal: opts?.signal, fresh: opts?.fresh },
    carSchema,
  )
}

export interface BookingCarsFilter {
  company: string
  pickupLocation: string
}

/** Available cars of one supplier at one location whose name matches `keyword`: a plain array, not a page. */
export function getBookingCars(
  page: number,
  size: number,
  keyword: string,
  body: BookingCarsFilter,
  opts?: CallOptions,
): Promise<BookingCar[]> {
  return requestData(
    {
      name: 'getBookingCars',
      method: 'POST',
      path: apiPath`/api/booking-cars/${page}/${size}/` + query({ s: keyword }),
      auth: 'token',
      body: { ...body },
      signal: opts?.signal,
    },
    arr(bookingCarSchema),
  )
}

export interface CarPriceRequest {
  carId: string
  from: DateInput
  to: DateInput
  language: Language
  additionalDriver: boolean
  /** Options left undefined are not sent. */
  cancellation?: boolean
  amendments?: boolean
  theftProtection?: boolean
  collisionDamageWaiver?: boolean
  fullInsurance?: boolean
}

/** The option flags of `source` named in `keys`, in that order (undefined stays undefined: the query leaves it out). Nothing else of `source`. */
export function pickOptions<T extends Partial<Record<CarOption, boolean>>, K extends CarOption & keyof T>(
  source: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((o) => [o, source[o]])) as Pick<T, K>
}

/**
 * Call 21's path, the one place its query is written: the period (left out when undefined), the
 * language, then `more` in its order, undefined values left out. Call 61 is this query plus the
 * booking (its `more`: the booking, the places and its option flags).
 */
export function carPricePath(
  carId: string,
  { from, to, language }: { from?: DateInput; to?: DateInput; language: Language },
  more: Record<string, string | boolean | undefined>,
): string {
  return (
    apiPath`/api/car-price/${carId}` +
    query({ from: from === undefined ? undefined : iso(from), to: to === undefined ? undefined : iso(to), lang: language, ...more })
  )
}

/** The server's price for these dates and options: it is the price authority. An unknown car is 'no-content', bad dates 'bad-request'. */
export function getCarPrice(request: CarPriceRequest, opts?: CallOptions): Promise<CarPrice> {
  const { additionalDriver, cancellation, amendments, theftProtection, collisionDamageWaiver, fullInsurance } = request
  return requestData(
    {
      name: 'getCarPrice',
      method: 'GET',
      path: carPricePath(request.carId, request, {
        additionalDriver,
        cancellation,
        amendments,
        theftProtection,
        collisionDamageWaiver,
        fullInsurance,
      }),
      auth: 'none',
      signal: opts?.signal,
    },
    carPriceSchema,
  )
}
