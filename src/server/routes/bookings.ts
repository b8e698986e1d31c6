import type { Hono } from 'hono'
import { languageParam, noContent, ok, type AppEnv, type Deps } from '../context.ts'
import { notifySupplier } from '../notify.ts'
import type { Store } from '../db.ts'
import { readOnlyValues } from '../journal.ts'
import type { BookingRecord, UserRecord } from '../types.ts'
import { bookingView } from '../views.ts'
import {
  badRequest,
  containsIgnoreCase,
  isId,
  isObject,
  pageParams,
  pagedByNumberDesc,
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

/**
 * An id matches the booking exactly; any other text the car or supplier name (and, for the back
 * office, the driver's name), as plain text. The matching cars and people are found once, so each
 * booking is checked with two or three set lookups.
 */
function keywordFilter(store: Store, keyword: string, backOffice: boolean): ((b: BookingRecord) => boolean) | null {
  if (!keyword) return null
  const id = isId(keyword) ? keyword.toLowerCase() : null
  const cars = new Set<string>()
  for (const car of readOnlyValues(store.cars)) if (containsIgnoreCase(car.name, keyword)) cars.add(car._id)
  const people = new Set<string>()
  for (const u of readOnlyValues(store.users)) {
    if ((u.type === 'company' || (backOffice && u.type === 'user')) && containsIgnoreCase(u.fullName, keyword)) people.add(u._id)
  }
  return (b) => b._id === id || cars.has(b.car) || people.has(b.company) || (backOffice && people.has(b.driver))
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
    const matches = keywordFilter(store, f.keyword, isBackOffice(me))
    // One read-only pass (no journal proxies: the records only go into the reply), each kept
    // booking with its time read once; then only the page is sorted out (pagedByNumberDesc).
    const found: { b: BookingRecord; t: number }[] = []
    for (const b of readOnlyValues(store.bookings)) {
      if (
        isVisibleTo(b, me) &&
        (forSupplier || wanted.has(b.company)) &&
        (!driver || b.driver === driver) &&
        wantedStatuses.has(b.status) &&
        (!f.from || b.from >= f.from) &&
        (!f.to || b.to <= f.to) &&
        (!f.pickupLocation || b.pickupLocation === f.pickupLocation) &&
        (!f.dropOffLocation || b.dropOffLocation === f.dropOffLocation) &&
        (!matches || matches(b))
      ) {
        found.push({ b, t: b.createdAt.getTime() })
      }
    }
    // Newest first; the same time, the greater id first.
    const byId = (x: { b: BookingRecord }, y: { b: BookingRecord }) => (x.b._id < y.b._id ? 1 : x.b._id > y.b._id ? -1 : 0)
    return c.json(
      pagedByNumberDesc(
        found,
        paging,
        (x) => x.t,
        byId,
        ({ b }) => bookingView(store, b, language, isBackOffice(me)),
      ),
    )
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
