// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, ANNA, ATLAS, JOHN, PNG, SUNRENT, session } from './admin-testing.ts'
import { withRepo } from './context.ts'
import { revive, type Repo } from './db/repo.ts'
import { JPEG, PDF, sendFile } from './life-testing.ts'
import { createServer } from './server.ts'
import { call, TEST_SECRET, testServer, type Session } from './testing.ts'
import type { BookingRecord, HandoverRecord, NotificationRecord } from './types.ts'

/** Issue 49: the handover kit, calls 77–79, with every refusal. */

const HOUR = 3_600_000
const DAY = 24 * HOUR
let clock = Date.now()
const app = await testServer({ now: () => new Date(clock) })
const db = <T>(work: (repo: Repo) => Promise<T>) => withRepo(app.deps, work)
const saved = async (id: string) => (await db((r) => r.bookings.get(id)))!
const save = (b: BookingRecord) => db((r) => r.bookings.put(b))
const setMileage = (car: string, mileage: number) =>
  db(async (r) => {
    const record = (await r.cars.get(car))!
    await r.cars.put({ ...record, mileage })
  })
/** The first booking of this driver with this supplier (in the status, when given). */
const bookingOf = (driver: string, company: string, status?: string) =>
  db(async (r) => {
    let q = (await r.kx()).selectFrom('bookings').select('doc').where('driver', '=', driver).where('company', '=', company)
    if (status) q = q.where('status', '=', status)
    const row = await q.orderBy('id').executeTakeFirst()
    return revive.booking(row!.doc)
  })
const notificationsOf = (user: string) =>
  db(async (r) =>
    (await (await r.kx()).selectFrom('notifications').select('doc').where('user_id', '=', user).execute()).map((row) =>
      revive.notification(row.doc),
    ),
  )
const notificationCount = () =>
  db(async (r) =>
    Number(
      (
        await (
          await r.kx()
        )
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  )
const photosOf = (booking: string) => db((r) => r.files.list('handoverPhotos', { booking }))

let admin: Session
let anna: Session
let john: Session
let sunrent: Session
let atlas: Session
beforeAll(async () => {
  ;[admin, anna, john, sunrent, atlas] = await Promise.all([ADMIN, ANNA, JOHN, SUNRENT, ATLAS].map((a) => session(app, a)))
  // Five scrypt sign-ins: slow on a busy machine.
}, 60_000)

/** John's pending booking with SunRent, starting in 2 hours for 3 days; its car allows 200 km a day. */
let booking: BookingRecord
beforeEach(async () => {
  clock = Date.now()
  await call(app, 'POST', '/api/__test/reset')
  booking = await bookingOf(john.id, sunrent.id, 'pending')
  booking.from = new Date(clock + 2 * HOUR)
  booking.to = new Date(clock + 2 * HOUR + 2 * DAY)
  await save(booking)
  await setMileage(booking.car, 200)
})

/** Moves the clock on; the sessions are opened again (a token lasts a day). */
async function later(ms: number) {
  clock += ms
  ;[john, sunrent] = await Promise.all([JOHN, SUNRENT].map((a) => session(app, a)))
}

const path = (kind: string, id = booking._id) => `/api/handover/${id}/${kind}`
const record = (extra: Record<string, unknown> = {}) => ({
  clientId: 'device-1234-abcd',
  at: new Date(clock).toISOString(),
  odometer: 12_000,
  fuel: 8,
  notes: 'Scratch on the rear bumper',
  ...extra,
})
const send = (kind: string, body: unknown, token = john.token, id = booking._id) => call(app, 'POST', path(kind, id), { token, body })
const photo = async (token = john.token, id = booking._id, bytes: Uint8Array = JPEG) => {
  const reply = await sendFile(app, `/api/handover-photo/${id}`, bytes, token, 'side.jpg')
  expect(reply.status).toBe(200)
  return reply.json!
}
const handoverOf = (reply: { json: unknown }) =>
  (reply.json as { handover: { pickup?: HandoverRecord; return?: HandoverRecord; summary?: unknown } }).handover

describe('call 77: a record', () => {
  it('keeps the pick-up record with its photos, answers the booking, and notifies the supplier in its language', async () => {
    const name = await photo()
    const unread = () => db((r) => r.notifications.unreadCount(sunrent.id))
    const before = await unread()
    const known = new Set((await notificationsOf(sunrent.id)).map((n) => n._id))
    const reply = await send('pickup', record({ photos: [name] }))
    expect(reply.status).toBe(200)
    expect(handoverOf(reply).pickup).toEqual({ ...record(), photos: [name], by: 'driver' })
    expect((await saved(booking._id)).handover?.pickup?.odometer).toBe(12_000)
    expect(await unread()).toBe(before + 1)
    const added = (await notificationsOf(sunrent.id)).filter((n) => !known.has(n._id))
    expect(added).toHaveLength(1)
    const note: NotificationRecord = added[0]
    expect(note.booking).toBe(booking._id)
    expect(note.message).toContain('pick-up')
  })

  it('answers a retry with the same clientId with the record as it was, and another clientId with 409 and the existing record', async () => {
    const first = await send('pickup', record())
    expect(first.status).toBe(200)
    const notes = await notificationCount()
    const again = await send('pickup', record({ odometer: 99, fuel: 1 }))
    expect(again.status).toBe(200)
    expect(handoverOf(again).pickup?.odometer).toBe(12_000)
    expect(await notificationCount()).toBe(notes)
    const other = await send('pickup', record({ clientId: 'another-device-1', odometer: 1 }), sunrent.token)
    expect(other.status).toBe(409)
    expect((other.json as { existing: HandoverRecord }).existing).toMatchObject({
      clientId: 'device-1234-abcd',
      odometer: 12_000,
      by: 'driver',
    })
    expect((await saved(booking._id)).handover?.pickup?.odometer).toBe(12_000)
  })

  it('refuses with 204 a booking that is not the token owner’s (another driver, another supplier, an unknown id)', async () => {
    expect((await send('pickup', record(), anna.token)).status).toBe(204)
    expect((await send('pickup', record(), atlas.token)).status).toBe(204)
    expect((await send('pickup', record(), john.token, '6650b0000000000000000fff')).status).toBe(204)
    expect((await send('pickup', { confirm: true }, anna.token)).status).toBe(204)
    expect((await call(app, 'POST', path('pickup'), { body: record() })).status).toBe(403)
    expect((await saved(booking._id)).handover).toBeUndefined()
  })

  it('refuses bad fields with 400', async () => {
    const foreign = await bookingOf(anna.id, sunrent.id)
    const foreignPhoto = await photo(anna.token, foreign._id)
    const bad: Record<string, unknown>[] = [
      { clientId: 'short' },
      { clientId: 'x'.repeat(65) },
      { clientId: 12345678 },
      { at: 'yesterday' },
      { odometer: -1 },
      { odometer: 12.5 },
      { odometer: 2_000_001 },
      { odometer: '12000' },
      { fuel: 9 },
      { fuel: -1 },
      { fuel: 4.5 },
      { notes: 'x'.repeat(1001) },
      { photos: 'a.jpg' },
      { photos: Array.from({ length: 9 }, (_, i) => `${String(i).repeat(32)}.jpg`) },
      { photos: ['0'.repeat(32) + '.jpg'] },
      { photos: ['../../store.json'] },
      { photos: [foreignPhoto] },
      { at: new Date(clock + HOUR).toISOString() },
    ]
    for (const extra of bad) {
      const reply = await send('pickup', record(extra))
      expect(reply.status, JSON.stringify(extra).slice(0, 80)).toBe(400)
    }
    const name = await photo()
    expect((await send('pickup', record({ photos: [name, name] }))).status).toBe(400)
    expect((await send('somewhen', record())).status).toBe(400)
    expect((await send('pickup', 'not json')).status).toBe(400)
    expect((await saved(booking._id)).handover).toBeUndefined()
  })

  it('takes the pick-up only from 24 hours before the start until the end, and only for a booking paid, reserved, deposit or pending', async () => {
    booking.from = new Date(clock + 25 * HOUR)
    booking.to = new Date(clock + 3 * DAY)
    await save(booking)
    expect((await send('pickup', record())).text).toMatch(/24 hours before/)
    booking.from = new Date(clock - 3 * DAY)
    booking.to = new Date(clock - HOUR)
    await save(booking)
    expect((await send('pickup', record())).text).toMatch(/until the rental ends/)
    booking.to = new Date(clock + DAY)
    for (const status of ['void', 'cancelled'] as const) {
      booking.status = status
      await save(booking)
      const reply = await send('pickup', record())
      expect(reply.status).toBe(400)
      expect(reply.text).toMatch(/paid, reserved, deposit or pending/)
    }
    for (const status of ['paid', 'reserved', 'deposit'] as const) {
      booking.status = status
      booking.handover = undefined
      await save(booking)
      expect((await send('pickup', record())).status, status).toBe(200)
    }
  })

  it('takes the return only after the pick-up record, until 7 days after the end, with at least the pick-up’s odometer', async () => {
    expect((await send('return', record({ clientId: 'return-device-1' }))).text).toMatch(/after the pick-up record/)
    expect((await send('pickup', record())).status).toBe(200)
    expect((await send('return', record({ clientId: 'return-device-1', odometer: 11_999 }))).text).toMatch(/at least the pick-up/)
    expect((await send('return', record({ clientId: 'return-device-1', at: new Date(clock - HOUR).toISOString() }))).status).toBe(400)
    await later(booking.to.getTime() + 7 * DAY + HOUR - clock)
    expect((await send('return', record({ clientId: 'return-device-1', at: new Date(clock).toISOString() }))).text).toMatch(/7 days after/)
    expect((await saved(booking._id)).handover?.return).toBeUndefined()
  })

  it('gives the summary once both records exist: driven km, allowance (mileage × days), extra km and the fuel difference', async () => {
    expect((await send('pickup', record(), sunrent.token)).status).toBe(200)
    await later(2 * DAY)
    // 3 days × 200 km = 600 km allowed; 750 driven.
    const reply = await send(
      'return',
      record({ clientId: 'return-device-1', at: new Date(clock).toISOString(), odometer: 12_750, fuel: 5 }),
    )
    expect(reply.status).toBe(200)
    expect(handoverOf(reply).summary).toEqual({ driven: 750, allowance: 600, extraKm: 150, fuelDifference: -3 })
    // Unlimited mileage: no allowance, no extra km.
    booking = await saved(booking._id)
    booking.handover = { pickup: booking.handover!.pickup! }
    await save(booking)
    await setMileage(booking.car, -1)
    const unlimited = await send(
      'return',
      record({ clientId: 'return-device-2', at: new Date(clock).toISOString(), odometer: 12_750, fuel: 8 }),
    )
    expect(handoverOf(unlimited).summary).toEqual({ driven: 750, allowance: null, extraKm: 0, fuelDifference: 0 })
  })

  it('is confirmed by the other party only; a confirmation again changes nothing', async () => {
    expect((await send('pickup', { confirm: true }, sunrent.token)).text).toMatch(/no pick-up record/)
    expect((await send('pickup', record())).status).toBe(200)
    expect((await send('pickup', { confirm: true })).text).toMatch(/other party/)
    expect((await send('pickup', { confirm: 'yes' }, sunrent.token)).status).toBe(400)
    const confirmed = await send('pickup', { confirm: true }, sunrent.token)
    expect(confirmed.status).toBe(200)
    const at = handoverOf(confirmed).pickup?.confirmedAt
    expect(at).toBe(new Date(clock).toISOString())
    clock += HOUR
    expect(handoverOf(await send('pickup', { confirm: true }, admin.token)).pickup?.confirmedAt).toBe(at)
    // The supplier's record is the driver's to confirm.
    clock += HOUR
    expect((await send('return', record({ clientId: 'supplier-return', at: new Date(clock).toISOString() }), sunrent.token)).status).toBe(
      200,
    )
    expect((await send('return', { confirm: true }, sunrent.token)).status).toBe(400)
    expect(handoverOf(await send('return', { confirm: true })).return?.confirmedAt).toBeDefined()
  })
})

describe('call 78: a photo', () => {
  it('takes a JPEG, PNG or WebP by content under a random name; refuses anything else with 400 and another’s booking with 204', async () => {
    const name = await photo()
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/)
    expect(await photo(sunrent.token, booking._id, PNG)).toMatch(/^[0-9a-f]{32}\.png$/)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const bytes of [svg, PDF, Buffer.from('hello'), Buffer.alloc(0), Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)])]) {
      expect((await sendFile(app, `/api/handover-photo/${booking._id}`, bytes, john.token)).status).toBe(400)
    }
    expect((await sendFile(app, `/api/handover-photo/${booking._id}`, JPEG, john.token, 'a.jpg', 'image')).status).toBe(400)
    expect((await sendFile(app, `/api/handover-photo/${booking._id}`, JPEG, anna.token)).status).toBe(204)
    expect((await sendFile(app, `/api/handover-photo/${booking._id}`, JPEG, atlas.token)).status).toBe(204)
    expect((await sendFile(app, `/api/handover-photo/${booking._id}`, JPEG)).status).toBe(403)
    expect(await photosOf(booking._id)).toHaveLength(2)
  })
})

describe('call 79: reading a photo', () => {
  it('serves it to the driver, the supplier and the operator, private and never cached', async () => {
    const name = await photo()
    for (const token of [john.token, sunrent.token, admin.token]) {
      const res = await app.request(`/api/handover-photo/${booking._id}/${name}`, { headers: { 'x-access-token': token } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(JPEG))
    }
    for (const p of [`/cdn/users/${name}`, `/cdn/cars/${name}`, `/${name}`, `/api/${name}`])
      expect((await app.request(p)).status, p).toBe(404)
  })

  it('refuses another booking’s party with 403, a photo of another booking with 204, an unknown one with 204, no token with 403', async () => {
    const name = await photo()
    const get = (token: string | undefined, id: string, file: string) => call(app, 'GET', `/api/handover-photo/${id}/${file}`, { token })
    expect((await get(anna.token, booking._id, name)).status).toBe(403)
    expect((await get(atlas.token, booking._id, name)).status).toBe(403)
    expect((await get(anna.token, booking._id, name)).headers.get('cache-control')).toBe('private, no-store')
    // Anna asks through a booking of her own with SunRent: the photo is not of that booking.
    const hers = await bookingOf(anna.id, sunrent.id)
    expect((await get(anna.token, hers._id, name)).status).toBe(204)
    // SunRent is a party of both bookings, yet the photo is read only through its own.
    expect((await get(sunrent.token, hers._id, name)).status).toBe(204)
    expect((await get(john.token, booking._id, '0'.repeat(32) + '.jpg')).status).toBe(204)
    expect((await get(john.token, booking._id, '..%2F..%2Fstore.json')).status).toBe(204)
    expect((await get(john.token, '6650b0000000000000000fff', name)).status).toBe(204)
    expect((await get(undefined, booking._id, name)).status).toBe(403)
  })
})

describe('durability', () => {
  it('keeps the records and their photos in the database: a new server over it (a restart) has them', async () => {
    const live = createServer({ testMode: false, jwtSecret: TEST_SECRET, db: app.deps.db })
    const me = await session(live, JOHN)
    const mine = await bookingOf(me.id, sunrent.id, 'pending')
    mine.from = new Date(Date.now() + HOUR)
    mine.to = new Date(Date.now() + DAY)
    await save(mine)
    const upload = await sendFile(live, `/api/handover-photo/${mine._id}`, JPEG, me.token)
    expect(upload.status).toBe(200)
    const reply = await call(live, 'POST', `/api/handover/${mine._id}/pickup`, {
      token: me.token,
      body: { ...record(), at: new Date().toISOString(), photos: [upload.json] },
    })
    expect(reply.status).toBe(200)

    const again = createServer({ testMode: false, jwtSecret: TEST_SECRET, db: app.deps.db })
    const kept = await withRepo(again.deps, async (r) => ({
      booking: await r.bookings.get(mine._id),
      photo: await r.files.get('handoverPhotos', upload.json as string),
    }))
    expect(kept.booking!.handover?.pickup).toMatchObject({ odometer: 12_000, photos: [upload.json] })
    expect(kept.photo).toMatchObject({ booking: mine._id, owner: me.id, contentType: 'image/jpeg' })
    expect(kept.photo!.bytes).toEqual(new Uint8Array(JPEG))
    const res = await again.request(`/api/handover-photo/${mine._id}/${upload.json as string}`, { headers: { 'x-access-token': me.token } })
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(JPEG))
  })
})
