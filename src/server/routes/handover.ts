import type { Hono } from 'hono'
import { noContent, type AppContext, type AppEnv, type Deps } from '../context.ts'
import {
  checkRecord,
  isConfirm,
  isHandoverKind,
  keepPhoto,
  mayConfirm,
  partyOf,
  photoOf,
  readPhoto,
  readRecord,
  withRecord,
  type HandoverKind,
} from '../handover.ts'
import { HANDOVER_MESSAGES } from '../handover-messages.ts'
import type { BookingRecord, HandoverRecord } from '../types.ts'
import { badRequest, readJson } from '../validate.ts'
import { bookingView } from '../views.ts'

/** Calls 77–79: the handover kit (issue 49); the rules are in handover.ts. */

/** Never kept by a browser, a proxy or the app's service worker. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function handoverRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, auth, now } = deps

  /** The booking of the path with the token owner's part in it, or null (204: not a booking of the token's owner). */
  function ownBooking(c: AppContext) {
    const booking = store.bookings.get(c.req.param('bookingId') ?? '')
    const party = booking ? partyOf(booking, c.var.user) : null
    return booking && party ? { booking, party } : null
  }

  const reply = (c: AppContext, booking: BookingRecord) =>
    c.json(bookingView(store, booking, c.var.user.language, c.var.user.type !== 'user'))

  /** The other party is told of a new record, in its language, linked to the booking. */
  function notifyOther(booking: BookingRecord, kind: HandoverKind, record: HandoverRecord) {
    const author = record.by === 'driver' ? store.users.get(booking.driver) : store.users.get(booking.company)
    const recipient = record.by === 'driver' ? store.users.get(booking.company) : store.users.get(booking.driver)
    if (!recipient) return
    const message = HANDOVER_MESSAGES[recipient.language].recorded(author?.fullName ?? '', kind, booking._id)
    store.addNotification(recipient._id, message, booking._id)
  }

  // Call 77: a record (idempotent by clientId), or `{confirm: true}` from the other party.
  api.post('/handover/:bookingId/:kind', auth, async (c) => {
    const kind = c.req.param('kind')
    if (!isHandoverKind(kind)) throw badRequest('The record is pickup or return.')
    const own = ownBooking(c)
    if (!own) return noContent(c)
    const { booking, party } = own
    const body = await readJson(c)
    const existing = booking.handover?.[kind]
    if (isConfirm(body)) {
      if (!existing) throw badRequest(`There is no ${kind === 'pickup' ? 'pick-up' : 'return'} record to confirm.`)
      if (!mayConfirm(existing, party)) throw badRequest('A record is confirmed by the other party.')
      if (!existing.confirmedAt) booking.handover = { ...booking.handover, [kind]: { ...existing, confirmedAt: now().toISOString() } }
      return reply(c, booking)
    }
    const fields = readRecord(body)
    if (existing) {
      // The same device retrying after a lost reply: the record as it was, nothing changed.
      if (existing.clientId === fields.clientId) return reply(c, booking)
      return c.json({ existing }, 409)
    }
    checkRecord(store, booking, kind, fields, now())
    const record: HandoverRecord = { ...fields, by: party === 'driver' ? 'driver' : 'supplier' }
    booking.handover = withRecord(store, booking, kind, record)
    notifyOther(booking, kind, record)
    return reply(c, booking)
  })

  // Call 78: a photo for a record of this booking.
  api.post('/handover-photo/:bookingId', auth, async (c) => {
    const own = ownBooking(c)
    if (!own) return noContent(c)
    const photo = await readPhoto(c)
    return c.json(keepPhoto(store, own.booking, c.var.user, photo, now()))
  })

  // Call 79: the photo's bytes, to the booking's parties and the operator only, never kept by a cache.
  api.get('/handover-photo/:bookingId/:name', auth, (c) => {
    const booking = store.bookings.get(c.req.param('bookingId'))
    if (!booking) return c.body(null, 204, PRIVATE)
    if (!partyOf(booking, c.var.user)) return c.json({ message: 'Forbidden' }, 403, PRIVATE)
    const photo = photoOf(store, booking._id, c.req.param('name'))
    if (!photo) return c.body(null, 204, PRIVATE)
    return c.body(photo.bytes.slice().buffer, 200, {
      ...PRIVATE,
      'Content-Type': photo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
  })
}
