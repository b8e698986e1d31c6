import type { Hono } from 'hono'
import { languageParam, noContent, ok, type AppEnv, type Deps } from '../context.ts'
import { bookingPage, type Reader } from '../db/queries/bookings.ts'
import { notifySupplier } from '../notify.ts'
import type { BookingRecord, UserRecord } from '../types.ts'
import { bookingView, related } from '../views.ts'
import { badRequest, isId, isObject, pageParams, parseDate, readJson, stringArray, type Json, keyword as searchText } from '../validate.ts'

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
  const { auth, now } = deps

  api.post('/bookings/:page/:size/:language', auth, async (c) => {
    const repo = c.var.repo
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
    const reader: Reader = { type: me.type, id: me._id }
    const driver = me.type === 'admin' && typeof body.user === 'string' && body.user !== '' ? body.user : null
    // An id matches the booking exactly; any other text the car or supplier name (and, for the back
    // office, the driver's name), as plain text.
    const keywordId = f.keyword && isId(f.keyword) ? f.keyword.toLowerCase() : null
    const { items, total } = await bookingPage(await repo.kx(), reader, { companies, statuses, driver, ...f, keywordId }, paging)
    const r = await related(repo, { bookings: items })
    // Newest first; the same time, the greater id first (db/queries/bookings.ts).
    return c.json([
      {
        resultData: items.map((b) => bookingView(r, b, language, isBackOffice(me))),
        pageInfo: total === 0 ? [] : [{ totalRecords: total }],
      },
    ])
  })

  api.get('/booking/:id/:language', auth, async (c) => {
    const repo = c.var.repo
    const language = languageParam(c)
    const booking = await repo.bookings.get(c.req.param('id'))
    if (!booking || !isVisibleTo(booking, c.var.user)) return noContent(c)
    const r = await related(repo, { bookings: [booking] })
    return c.json(bookingView(r, booking, language, isBackOffice(c.var.user)))
  })

  api.post('/cancel-booking/:id', auth, async (c) => {
    const repo = c.var.repo
    const booking = await repo.bookings.forUpdate(c.req.param('id'))
    const me = c.var.user
    if (!booking || booking.driver !== me._id || !isCancellable(booking, now())) return noContent(c)
    booking.cancelRequest = true
    await repo.bookings.put(booking)
    await notifySupplier(deps, repo, booking, me, 'cancelRequest')
    return ok(c)
  })
}
