import type { Hono } from 'hono'
import { languageParam, noContent, ok, type AppEnv, type Deps } from '../context.ts'
import { notifySupplier } from '../notify.ts'
import type { Store } from '../db.ts'
import type { BookingRecord, UserRecord } from '../types.ts'
import { bookingView } from '../views.ts'
import {
  badRequest,
  containsIgnoreCase,
  isId,
  isObject,
  pageParams,
  pagedMap,
  parseDate,
  readJson,
  stringArray,
  type Json,
  keyword as searchText,
} from '../validate.ts'

/** The signed-in driver's bookings (or a supplier's: those of its cars): list, detail and cancellation request. */

interface BookingFilter {
  from: Date | null
  to: Date | null
  pickupLocation?: string
  dropOffLocation?: string
  keyword: string
}

function optionalDate(filter: Json, key: string): Date | null {
  const value = filter[key]
  if (value === undefined || value === null || value === '') return null
  const date = parseDate(value)
  if (!date) throw badRequest(`filter.${key} must be an ISO date.`)
  return date
}

function optionalText(filter: Json, key: string): string | undefined {
  const value = filter[key]
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') throw badRequest(`filter.${key} must be a string.`)
  return value
}

function readFilter(body: Json): BookingFilter {
  const filter = isObject(body.filter) ? body.filter : {}
  return {
    from: optionalDate(filter, 'from'),
    to: optionalDate(filter, 'to'),
    pickupLocation: optionalText(filter, 'pickupLocation'),
    dropOffLocation: optionalText(filter, 'dropOffLocation'),
    keyword: searchText(optionalText(filter, 'keyword')),
  }
}

/** An id matches the booking exactly; any other text the car or supplier name (and, for a supplier, the driver's name), as plain text. */
function matchesKeyword(store: Store, b: BookingRecord, keyword: string, forSupplier: boolean): boolean {
  if (!keyword) return true
  if (isId(keyword) && b._id === keyword.toLowerCase()) return true
  const car = store.cars.get(b.car)?.name ?? ''
  const supplier = store.users.get(b.company)?.fullName ?? ''
  const driver = forSupplier ? (store.users.get(b.driver)?.fullName ?? '') : ''
  return containsIgnoreCase(car, keyword) || containsIgnoreCase(supplier, keyword) || (forSupplier && containsIgnoreCase(driver, keyword))
}

/** A driver sees his own bookings; a supplier the bookings of its own cars; an admin every booking. */
function isVisibleTo(b: BookingRecord, user: UserRecord): boolean {
  if (user.type === 'admin') return true
  return user.type === 'company' ? b.company === user._id : b.driver === user._id
}

/** The back office (a booking's supplier, an admin) gets the driver populated and finds bookings by his name. */
const isBackOffice = (user: UserRecord): boolean => user.type === 'company' || user.type === 'admin'

export function isCancellable(b: BookingRecord, now: Date): boolean {
  return b.cancellation && !b.cancelRequest && b.status !== 'cancelled' && b.from.getTime() > now.getTime()
}

export function bookingRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, auth, now } = deps

  api.post('/bookings/:page/:size/:language', auth, async (c) => {
    const paging = pageParams(c)
    const language = languageParam(c)
    const body = await readJson(c)
    const companies = stringArray(body, 'companies')
    const statuses = stringArray(body, 'statuses')
    const f = readFilter(body)
    // body.user is ignored on purpose for a driver, who only ever sees his own bookings, and a
    // supplier, who sees those of its own cars (its `companies` is forced to itself). An admin sees
    // every booking of the suppliers in `companies`, and `user` keeps one driver's.
    const me = c.var.user
    const forSupplier = me.type === 'company'
    const wanted = new Set(companies)
    const wantedStatuses = new Set(statuses)
    const driver = me.type === 'admin' && typeof body.user === 'string' && body.user !== '' ? body.user : null
    const list = [...store.bookings.values()]
      .filter(
        (b) =>
          isVisibleTo(b, me) &&
          (forSupplier || wanted.has(b.company)) &&
          (!driver || b.driver === driver) &&
          wantedStatuses.has(b.status) &&
          (!f.from || b.from >= f.from) &&
          (!f.to || b.to <= f.to) &&
          (!f.pickupLocation || b.pickupLocation === f.pickupLocation) &&
          (!f.dropOffLocation || b.dropOffLocation === f.dropOffLocation) &&
          matchesKeyword(store, b, f.keyword, isBackOffice(me)),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
    return c.json(pagedMap(list, paging, (b) => bookingView(store, b, language, isBackOffice(me))))
  })

  api.get('/booking/:id/:language', auth, (c) => {
    const language = languageParam(c)
    const booking = store.bookings.get(c.req.param('id'))
    if (!booking || !isVisibleTo(booking, c.var.user)) return noContent(c)
    return c.json(bookingView(store, booking, language, isBackOffice(c.var.user)))
  })

  api.post('/cancel-booking/:id', auth, (c) => {
    const booking = store.bookings.get(c.req.param('id'))
    const me = c.var.user
    if (!booking || booking.driver !== me._id || !isCancellable(booking, now())) return noContent(c)
    booking.cancelRequest = true
    notifySupplier(deps, booking, me, 'cancelRequest')
    return ok(c)
  })
}
