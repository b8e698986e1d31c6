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
import { bookingView, related } from '../views.ts'

/** Calls 77–79: the handover kit (issue 49); the rules are in handover.ts. */

/** Never kept by a browser, a proxy or the app's service worker. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function handoverRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth, now } = deps

  /**
   * The booking of the path with the token owner's part in it, or null (204: not a booking of the token's
   * owner). `lock`: its row is locked until the call ends (two records or uploads at once take turns).
   */
  async function ownBooking(c: AppContext, lock = false) {
    const id = c.req.param('bookingId') ?? ''
    const booking = lock ? await c.var.repo.bookings.forUpdate(id) : await c.var.repo.bookings.get(id)
    const party = booking ? partyOf(booking, c.var.user) : null
    return booking && party ? { booking, party } : null
  }

  const reply = async (c: AppContext, booking: BookingRecord) => {
    const r = await related(c.var.repo, { bookings: [booking] })
    return c.json(bookingView(r, booking, c.var.user.language, c.var.user.type !== 'user'))
  }

  /** The other party is told of a new record, in its language, linked to the booking. */
  async function notifyOther(c: AppContext, booking: BookingRecord, kind: HandoverKind, record: HandoverRecord) {
    const repo = c.var.repo
    const people = await repo.users.many([booking.driver, booking.company])
    const [author, recipient] =
      record.by === 'driver'
        ? [people.get(booking.driver), people.get(booking.company)]
        : [people.get(booking.company), people.get(booking.driver)]
    if (!recipient) return
    const message = HANDOVER_MESSAGES[recipient.language].recorded(author?.fullName ?? '', kind, booking._id)
    await repo.notifications.add(recipient._id, message, booking._id)
  }

  // Call 77: a record (idempotent by clientId), or `{confirm: true}` from the other party.
  api.post('/handover/:bookingId/:kind', auth, async (c) => {
    const kind = c.req.param('kind')
    if (!isHandoverKind(kind)) throw badRequest('The record is pickup or return.')
    const own = await ownBooking(c, true)
    if (!own) return noContent(c)
    const { booking, party } = own
    const body = await readJson(c)
    const existing = booking.handover?.[kind]
    if (isConfirm(body)) {
      if (!existing) throw badRequest(`There is no ${kind === 'pickup' ? 'pick-up' : 'return'} record to confirm.`)
      if (!mayConfirm(existing, party)) throw badRequest('A record is confirmed by the other party.')
      if (!existing.confirmedAt) {
        booking.handover = { ...booking.handover, [kind]: { ...existing, confirmedAt: now().toISOString() } }
        await c.var.repo.bookings.put(booking)
      }
      return reply(c, booking)
    }
    const fields = readRecord(body)
    if (existing) {
      // The same device retrying after a lost reply: the record as it was, nothing changed.
      if (existing.clientId === fields.clientId) return reply(c, booking)
      return c.json({ existing }, 409)
    }
    await checkRecord(c.var.repo, booking, kind, fields, now())
    const record: HandoverRecord = { ...fields, by: party === 'driver' ? 'driver' : 'supplier' }
    booking.handover = await withRecord(c.var.repo, booking, kind, record)
    await c.var.repo.bookings.put(booking)
    await notifyOther(c, booking, kind, record)
    return reply(c, booking)
  })

  // Call 78: a photo for a record of this booking.
  api.post('/handover-photo/:bookingId', auth, async (c) => {
    if (!(await ownBooking(c))) return noContent(c)
    const photo = await readPhoto(c)
    // Locked once the photo is read: uploads at once for one booking take turns at its count.
    const own = await ownBooking(c, true)
    if (!own) return noContent(c)
    return c.json(await keepPhoto(c.var.repo, own.booking, c.var.user, photo, now()))
  })

  // Call 79: the photo's bytes, to the booking's parties and the operator only, never kept by a cache.
  api.get('/handover-photo/:bookingId/:name', auth, async (c) => {
    const booking = await c.var.repo.bookings.get(c.req.param('bookingId'))
    if (!booking) return c.body(null, 204, PRIVATE)
    if (!partyOf(booking, c.var.user)) return c.json({ message: 'Forbidden' }, 403, PRIVATE)
    const photo = await photoOf(c.var.repo, booking._id, c.req.param('name'))
    if (!photo) return c.body(null, 204, PRIVATE)
    return c.body(photo.bytes.slice().buffer, 200, {
      ...PRIVATE,
      'Content-Type': photo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
  })
}
