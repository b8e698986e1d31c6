/**
 * What the calls a screen makes first send: method, path, who may see them and body.
 * Pure (no client), so that index.html's first paint can start them before the app has
 * loaded (early.ts); the API functions send the same descriptions, so the two are equal
 * byte for byte and the app takes the early reply.
 */
import type { Language } from '../constants'
import type { Auth, BookingsQuery, CallRequest, CarSearchFilter } from './bodies'
import { apiPath, iso } from './path'

export interface Request extends CallRequest {
  auth: Auth
}

/** Row 28: every supplier. */
export const allCompaniesRequest = (): Request => ({ method: 'GET', path: '/api/all-companies', auth: 'none' })

/** The suppliers' ids in row 28's reply, in its order; null when `data` is not one. */
export function supplierIdsIn(data: unknown): string[] | null {
  if (!Array.isArray(data)) return null
  const ids: unknown[] = data.map((s: { _id?: unknown } | null) => s?._id)
  return ids.every((id): id is string => typeof id === 'string') ? ids : null
}

/** Row 18: a page of the available cars. */
export const frontendCarsRequest = (page: number, size: number, filter: CarSearchFilter): Request => ({
  method: 'POST',
  path: apiPath`/api/frontend-cars/${page}/${size}`,
  auth: 'none',
  body: { ...filter },
})

/** Row 22: a page of the driver's bookings. */
export function bookingsRequest(page: number, size: number, language: Language, query: BookingsQuery): Request {
  const { filter } = query
  return {
    method: 'POST',
    path: apiPath`/api/bookings/${page}/${size}/${language}`,
    auth: 'token',
    body: {
      companies: query.companies,
      statuses: query.statuses,
      user: query.user,
      ...(filter && {
        filter: {
          ...filter,
          from: filter.from === undefined ? undefined : iso(filter.from),
          to: filter.to === undefined ? undefined : iso(filter.to),
        },
      }),
    },
  }
}

/** Row 23: one of the driver's bookings (its pass). */
export const bookingRequest = (id: string, language: Language): Request => ({
  method: 'GET',
  path: apiPath`/api/booking/${id}/${language}`,
  auth: 'token',
})
