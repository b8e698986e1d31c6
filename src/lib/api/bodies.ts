/**
 * The shapes of what the API's calls send: the request a call is (method, path, who may see it, body) and
 * the bodies of the search and the bookings list. Types only, reaching nothing of the page (no window,
 * document or storage), so that the service worker can build the same requests (sw/early-search.ts).
 */
import type { BookingStatus, CarSort, CarType, DEPOSIT_BANDS, FuelPolicy, Gearbox, MileageType } from '../constants'
import type { DateInput } from './path'

/** What identifies a call: the client's Call carries the same fields. */
export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: object
}

/**
 * `token`: the call needs the session. `optional`: it carries the session when
 * there is one (activate, book). `none`: it must never carry it.
 */
export type Auth = 'none' | 'token' | 'optional'

export interface CarSearchFilter {
  /** Supplier ids; an empty list matches nothing. */
  companies: string[]
  pickupLocation?: string
  fuel: CarType[]
  gearbox: Gearbox[]
  mileage: MileageType[]
  fuelPolicy?: FuelPolicy[]
  /** Maximum deposit, or -1 for any. */
  deposit: -1 | (typeof DEPOSIT_BANDS)[number]
  /** The rental period (ISO): only cars no booking holds for any part of it. */
  from?: string
  to?: string
  sort?: CarSort
  /** At least this many seats (2–9) or doors (2–5); only cars with air conditioning when true. */
  seats?: number
  doors?: number
  aircon?: true
}

export interface BookingsFilter {
  from?: DateInput
  to?: DateInput
  pickupLocation?: string
  dropOffLocation?: string
  keyword?: string
}

export interface BookingsQuery {
  companies: string[]
  statuses: BookingStatus[]
  /**
   * The signed-in driver's id (the server scopes to the token's owner anyway). With the operator's
   * token: left out for every driver's bookings of `companies` (required then), or one driver's id.
   */
  user?: string
  filter?: BookingsFilter
}
