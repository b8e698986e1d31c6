/** The bookings filter as it lives in the URL: /bookings?s=paid,pending&c=<ids>&from=&to=&p=&d=&k=&page= */
import type { BookingsFilter, BookingsQuery } from '../../lib/api/bookings'
import { BOOKING_STATUSES as STATUSES, BOOKINGS_MOBILE_PAGE_SIZE, BOOKINGS_PAGE_SIZE, type BookingStatus } from '../../lib/constants'

export interface BookingsFilterState {
  statuses: BookingStatus[]
  /** Supplier ids; null means every supplier. */
  companies: string[] | null
  /** yyyy-mm-dd (local calendar days). */
  from?: string
  to?: string
  pickupLocation?: string
  dropOffLocation?: string
  keyword?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[\w-]{1,64}$/

function list(value: string | null): string[] | null {
  if (value === null) return null
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : undefined
}

function id(value: string | null): string | undefined {
  return value && ID.test(value) ? value : undefined
}

/** The booking a /booking or /supplier/booking URL names (`?b=<id>`); '' when none. */
export function bookingIdOf(search: URLSearchParams): string {
  return (search.get('b') ?? '').trim()
}

/** Reads the filter from the query string; anything malformed falls back to "all". */
export function parseFilter(search: URLSearchParams): BookingsFilterState {
  const statuses = list(search.get('s'))
  const companies = list(search.get('c'))
  const keyword = search.get('k')?.trim()
  return {
    statuses: statuses === null ? [...STATUSES] : STATUSES.filter((s) => statuses.includes(s)),
    companies: companies === null ? null : companies.filter((c) => ID.test(c)),
    from: day(search.get('from')),
    to: day(search.get('to')),
    pickupLocation: id(search.get('p')),
    dropOffLocation: id(search.get('d')),
    keyword: keyword ? keyword.slice(0, 100) : undefined,
  }
}

/** The page asked for in the URL (desktop pager), at least 1. */
export function parsePage(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The query string of a filter; "all" values are left out so the default URL stays /bookings. */
export function filterToQuery(filter: BookingsFilterState, page = 1): URLSearchParams {
  const q = new URLSearchParams()
  if (filter.statuses.length !== STATUSES.length || !STATUSES.every((s) => filter.statuses.includes(s)))
    q.set('s', filter.statuses.join(','))
  if (filter.companies !== null) q.set('c', filter.companies.join(','))
  if (filter.from) q.set('from', filter.from)
  if (filter.to) q.set('to', filter.to)
  if (filter.pickupLocation) q.set('p', filter.pickupLocation)
  if (filter.dropOffLocation) q.set('d', filter.dropOffLocation)
  if (filter.keyword) q.set('k', filter.keyword)
  if (page > 1) q.set('page', String(page))
  return q
}

/** The API's search criteria: `from` at the start of its day, `to` at the end of its day (local time). */
export function toApiFilter(filter: BookingsFilterState): BookingsFilter | undefined {
  const out: BookingsFilter = {}
  if (filter.from) out.from = new Date(`${filter.from}T00:00:00`)
  if (filter.to) out.to = new Date(`${filter.to}T23:59:59.999`)
  if (filter.pickupLocation) out.pickupLocation = filter.pickupLocation
  if (filter.dropOffLocation) out.dropOffLocation = filter.dropOffLocation
  if (filter.keyword) out.keyword = filter.keyword
  return Object.keys(out).length ? out : undefined
}

/** The list's first page and its size: on a phone pages of 10 from the first (more come on scrolling), on a desktop the pager's page of 20. */
export function firstBookingsPage(search: URLSearchParams, mobile: boolean): { page: number; size: number } {
  return mobile ? { page: 1, size: BOOKINGS_MOBILE_PAGE_SIZE } : { page: parsePage(search), size: BOOKINGS_PAGE_SIZE }
}

/**
 * The body of the bookings call for a filter, `allSupplierIds` standing for "every supplier".
 * The list asks for it, and index.html's first paint starts the same call before the app has
 * loaded (app/first-paint/page/early-calls.ts). `userId` null (the operator): every driver's bookings.
 */
export function toBookingsQuery(filter: BookingsFilterState, allSupplierIds: readonly string[], userId: string | null): BookingsQuery {
  return {
    companies: filter.companies ?? [...allSupplierIds],
    statuses: filter.statuses,
    ...(userId !== null && { user: userId }),
    filter: toApiFilter(filter),
  }
}
