// @vitest-environment node
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, createServer as createHttpsServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import ece from 'http_ece'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withRepo } from './context.ts'
import { revive } from './db/repo.ts'
import type { PushState } from './push-types.ts'
import { isPrivateAddress, MAX_DEVICES, type PushConfig, type PushPayload } from './push.ts'
import { createServer, type ApiServer } from './server.ts'
import { call, signIn, TEST_SECRET, testServer, userId, type Session } from './testing.ts'
import type { BookingRecord, NotificationRecord } from './types.ts'
import { makeVapidKeys } from './vapid.ts'

/**
 * Issue 50: pushes go to a push service started here, an https server on localhost with a
 * self-signed certificate (fixtures/push-receiver.*) that the test's agent trusts. web-push only
 * speaks https, and this keeps call 81's rule "https only" the same in every mode: test mode only
 * adds that an endpoint may be on this machine. The receiver decrypts each push with http_ece (RFC
 * 8291, aes128gcm) using the subscription's private key, and checks the VAPID JWT's ES256 signature
 * with the server's public key (RFC 8292).
 */

const CERT = readFileSync(new URL('./fixtures/push-receiver.crt', import.meta.url))
const KEY = readFileSync(new URL('./fixtures/push-receiver.key', import.meta.url))

interface Hit {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  at: number
}

class Receiver {
  private server: Server | null = null
  readonly hits: Hit[] = []
  /** Answers to give, in order; 201 once they run out. */
  answers: number[] = []
  port = 0

  async start(): Promise<void> {
    this.server = createHttpsServer({ key: KEY, cert: CERT }, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        this.hits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() })
        res.statusCode = this.answers.shift() ?? 201
        res.end()
      })
    })
    const server = this.server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    this.port = (server.address() as AddressInfo).port
  }

  endpoint(name: string): string {
    return `https://localhost:${this.port}/push/${name}`
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}

/** A browser's side of a subscription: its P-256 pair and auth secret. */
interface Device {
  ecdh: ECDH
  auth: Buffer
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
}

function device(endpoint: string): Device {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } } }
}

function decrypt(hit: Hit, d: Device): PushPayload {
  expect(hit.headers['content-encoding']).toBe('aes128gcm')
  const plain = ece.decrypt(hit.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth })
  return JSON.parse(plain.toString('utf8')) as PushPayload
}

/** The VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by the key's pair. */
function checkVapid(hit: Hit, publicKey: string, endpoint: string): Record<string, unknown> {
  const header = String(hit.headers.authorization)
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header)
  expect(match, header).not.toBeNull()
  const [, jwt, k] = match!
  expect(k).toBe(publicKey)
  const [head, claims, signature] = jwt.split('.')
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' })
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  })
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  expect(signed).toBe(true)
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
  expect(body.aud).toBe(new URL(endpoint).origin)
  expect(body.sub).toBe('mailto:push-test@volta.example')
  expect(Number(body.exp) * 1000).toBeGreaterThan(Date.now())
  expect(Number(body.exp) * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
  return body
}

async function until(what: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

const receiver = new Receiver()
const agent = new Agent({ ca: CERT })
let config: PushConfig
let app: ApiServer
let anna: Session

function pushConfig(retryDelaysMs: number[] = [150, 300]): PushConfig {
  return { keys: makeVapidKeys(), subject: 'mailto:push-test@volta.example', agent, allowLocalEndpoints: true, retryDelaysMs }
}

beforeEach(async () => {
  if (!receiver.port) await receiver.start()
  receiver.hits.length = 0
  receiver.answers = []
  config = pushConfig()
  app = await testServer({ push: config })
  anna = await signIn(app, 'anna@example.com', 'anna1234')
}, 60_000)
afterEach(async () => {
  app.deps.push?.stop()
  await app.deps.push?.idle()
})
afterAll(async () => {
  await receiver.close()
  agent.destroy()
})

/** The server over the same database again, as after a restart (testServer would put the sample data back). */
const restarted = (options: { push: PushConfig; now?: () => Date }): ApiServer =>
  createServer({ testMode: true, jwtSecret: TEST_SECRET, db: app.deps.db, ...options })

/** The account's push state as the database has it. */
const pushOf = async (server: ApiServer, email: string): Promise<PushState | undefined> =>
  (await withRepo(server.deps, (r) => r.users.byEmail(email)))?.push

/** A driver's bookings (tests may scan). */
const bookingsOf = (server: ApiServer, driver: string): Promise<BookingRecord[]> =>
  withRepo(server.deps, async (r) =>
    (await (await r.kx()).selectFrom('bookings').select('doc').where('driver', '=', driver).orderBy('id').execute()).map((row) =>
      revive.booking(row.doc),
    ),
  )

const notificationsOf = (server: ApiServer, user: string): Promise<NotificationRecord[]> =>
  withRepo(server.deps, async (r) =>
    (await (await r.kx()).selectFrom('notifications').select('doc').where('user_id', '=', user).orderBy('id').execute()).map((row) =>
      revive.notification(row.doc),
    ),
  )

const subscribe = (session: Session, body: unknown) => call(app, 'POST', '/api/push-subscribe', { token: session.token, body })

/** One of anna's bookings that a supplier may set to void (holding nothing, it is always allowed). */
async function voidAnnaBooking(): Promise<{ booking: string; reply: number }> {
  const annaId = await userId(app, 'anna@example.com')
  const sunrent = (await withRepo(app.deps, (r) => r.users.byEmail('contact@sunrent.example')))!
  const booking = (await bookingsOf(app, annaId)).find((b) => b.company === sunrent._id && b.status !== 'void')!
  const session = await call(app, 'POST', '/api/sign-in/backend', { body: { email: sunrent.email, password: 'supplier123' } })
  const token = (session.json as { accessToken: string }).accessToken
  const reply = await call(app, 'POST', '/api/update-booking-status', { token, body: { ids: [booking._id], status: 'void' } })
  return { booking: booking._id, reply: reply.status }
}

describe('calls 80–82', () => {
  it('80 gives the public key without a token; a server that does not push answers 204', async () => {
    const reply = await call(app, 'GET', '/api/push-key')
    expect(reply.status).toBe(200)
    expect(reply.json).toEqual({ publicKey: config.keys.publicKey })
    expect(Buffer.from(config.keys.publicKey, 'base64url')).toHaveLength(65)
    const silent = await testServer({ push: null })
    expect((await call(silent, 'GET', '/api/push-key')).status).toBe(204)
  })

  it('81 and 82 need a token; 81 refuses what is not a subscription', async () => {
    const good = device(receiver.endpoint('a')).subscription
    expect((await call(app, 'POST', '/api/push-subscribe', { body: { subscription: good } })).status).toBe(403)
    expect((await call(app, 'POST', '/api/push-unsubscribe', { body: { endpoint: good.endpoint } })).status).toBe(403)
    const refused: [unknown, RegExp][] = [
      [{}, /subscription/],
      [{ subscription: { ...good, endpoint: 'http://push.example.com/x' } }, /https/],
      [{ subscription: { ...good, endpoint: 'not a url' } }, /https/],
      [{ subscription: { endpoint: good.endpoint } }, /keys/],
      [{ subscription: { ...good, keys: { auth: good.keys.auth } } }, /p256dh/],
      [{ subscription: { ...good, keys: { p256dh: good.keys.p256dh } } }, /auth/],
      [{ subscription: { ...good, keys: { ...good.keys, p256dh: randomBytes(65).toString('base64url').replace(/^./, 'A') } } }, /p256dh/],
      [{ subscription: { ...good, keys: { ...good.keys, auth: 'short' } } }, /auth/],
      [{ subscription: good, language: 'de' }, /language/],
    ]
    for (const [body, message] of refused) {
      const reply = await subscribe(anna, body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.text).toMatch(message)
    }
    expect((await call(app, 'POST', '/api/push-subscribe', { token: anna.token, body: '{"subscription":' })).status).toBe(400)
    expect((await app.deps.push!.testView()).devices).toEqual([])
  })

  it('outside test mode, 81 refuses endpoints on this machine or a private network', async () => {
    const strict = await testServer({ push: { ...config, allowLocalEndpoints: false } })
    const session = await signIn(strict, 'anna@example.com', 'anna1234')
    for (const endpoint of [
      receiver.endpoint('x'),
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://192.168.0.7/x',
      'https://a.localhost/x',
    ]) {
      const reply = await call(strict, 'POST', '/api/push-subscribe', {
        token: session.token,
        body: { subscription: device(endpoint).subscription },
      })
      expect(reply.status, endpoint).toBe(400)
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false)
    expect(isPrivateAddress('172.20.1.1')).toBe(true)
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true)
    const ok = await call(strict, 'POST', '/api/push-subscribe', {
      token: session.token,
      body: { subscription: device('https://fcm.googleapis.com/fcm/send/abc').subscription, language: 'pl' },
    })
    expect(ok.status).toBe(200)
    strict.deps.push!.stop()
  })

  it('keeps at most 10 devices an account (the oldest goes), replaces the same endpoint, moves an endpoint to its new account', async () => {
    for (let i = 0; i <= MAX_DEVICES; i++)
      expect((await subscribe(anna, { subscription: device(receiver.endpoint(`d${i}`)).subscription })).status).toBe(200)
    const annaDevices = async () =>
      (await app.deps.push!.testView()).devices.filter((d) => d.email === 'anna@example.com').map((d) => d.endpoint)
    expect(await annaDevices()).toHaveLength(MAX_DEVICES)
    expect(await annaDevices()).not.toContain(receiver.endpoint('d0'))
    expect(await annaDevices()).toContain(receiver.endpoint('d1'))
    // The same endpoint again (new keys): still one device, now the newest.
    expect((await subscribe(anna, { subscription: device(receiver.endpoint('d1')).subscription })).status).toBe(200)
    expect(await annaDevices()).toHaveLength(MAX_DEVICES)
    expect((await annaDevices()).at(-1)).toBe(receiver.endpoint('d1'))
    // John signs in on anna's device: the endpoint is his now.
    const john = await signIn(app, 'john@example.com', 'john1234')
    expect((await subscribe(john, { subscription: device(receiver.endpoint('d5')).subscription })).status).toBe(200)
    expect(await annaDevices()).not.toContain(receiver.endpoint('d5'))
    expect((await app.deps.push!.testView()).devices.filter((d) => d.endpoint === receiver.endpoint('d5'))).toEqual([
      expect.objectContaining({ email: 'john@example.com' }),
    ])
    // 82: only the token's owner's device goes; an unknown endpoint is 200 too.
    const unsubscribe = (s: Session, endpoint: unknown) =>
      call(app, 'POST', '/api/push-unsubscribe', { token: s.token, body: { endpoint } })
    expect((await unsubscribe(anna, receiver.endpoint('d5'))).status).toBe(200)
    expect((await app.deps.push!.testView()).devices.some((d) => d.endpoint === receiver.endpoint('d5'))).toBe(true)
    expect((await unsubscribe(anna, receiver.endpoint('d2'))).status).toBe(200)
    expect(await annaDevices()).not.toContain(receiver.endpoint('d2'))
    expect((await unsubscribe(anna, 42)).status).toBe(400)
    // The devices never show in the account's replies.
    const me = await call(app, 'GET', `/api/user/${anna.id}`, { token: anna.token })
    expect(me.text).not.toContain('push')
  })
})

describe('pushing', () => {
  it('pushes a status change to the driver, encrypted (RFC 8291) and signed with VAPID (RFC 8292), in the driver’s language', async () => {
    const phone = device(receiver.endpoint('phone'))
    expect((await subscribe(anna, { subscription: phone.subscription })).status).toBe(200)
    const { booking, reply } = await voidAnnaBooking()
    expect(reply).toBe(200)
    await until(() => receiver.hits.length === 1)
    const hit = receiver.hits[0]
    expect(hit.path).toBe('/push/phone')
    checkVapid(hit, config.keys.publicKey, phone.subscription.endpoint)
    expect(hit.headers.ttl).toBe('86400')
    const payload = decrypt(hit, phone)
    // anna's account is in Polish: the notification of call 30, its id as the tag, the booking's path.
    const notification = (await withRepo(app.deps, (r) => r.notifications.get(payload.tag)))!
    expect(notification).toMatchObject({ user: anna.id, booking })
    expect(payload).toEqual({
      title: 'Volta: zmiana w rezerwacji',
      body: notification.message,
      url: `/booking?b=${booking}`,
      tag: notification._id,
    })
    expect(hit.headers.topic).toBe(notification._id)
    await app.deps.push!.idle()
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
  })

  it('gives a supplier the path of its own booking screen, in its language', async () => {
    const sunrent = await call(app, 'POST', '/api/sign-in/backend', { body: { email: 'contact@sunrent.example', password: 'supplier123' } })
    const supplier = { id: (sunrent.json as { id: string }).id, token: (sunrent.json as { accessToken: string }).accessToken }
    const desk = device(receiver.endpoint('desk'))
    expect((await subscribe(supplier, { subscription: desk.subscription })).status).toBe(200)
    // anna asks to cancel a booking of SunRent's: the supplier is told (notifySupplier).
    const booking = (await bookingsOf(app, anna.id)).find(
      (b) => b.company === supplier.id && b.cancellation && !b.cancelRequest && b.status !== 'cancelled' && b.from > new Date(),
    )!
    const reply = await call(app, 'POST', `/api/cancel-booking/${booking._id}`, { token: anna.token })
    expect(reply.status).toBe(200)
    await until(() => receiver.hits.length === 1)
    const payload = decrypt(receiver.hits[0], desk)
    expect(payload.url).toBe(`/supplier/booking?b=${booking._id}`)
    expect(payload.title).toBe('Volta: booking news')
  })

  it('retries with backoff; a failure never fails the call that made the notification', async () => {
    const phone = device(receiver.endpoint('flaky'))
    await subscribe(anna, { subscription: phone.subscription })
    receiver.answers = [500, 503]
    const { reply } = await voidAnnaBooking()
    expect(reply).toBe(200)
    await until(() => receiver.hits.length === 3)
    const [first, second, third] = receiver.hits.map((h) => h.at)
    expect(second - first).toBeGreaterThanOrEqual(140)
    expect(third - second).toBeGreaterThanOrEqual(290)
    // The same push each time (same tag), and it is off the queue once delivered.
    const tags = receiver.hits.map((h) => decrypt(h, phone).tag)
    expect(new Set(tags).size).toBe(1)
    await app.deps.push!.idle()
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
    expect(app.deps.push!.delivered).toBe(1)
  })

  it('gives up after the last retry', async () => {
    await subscribe(anna, { subscription: device(receiver.endpoint('down')).subscription })
    receiver.answers = [500, 500, 500, 500]
    await voidAnnaBooking()
    await until(() => receiver.hits.length === 3)
    await until(() => app.deps.push!.givenUp === 1)
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
    // The device stays: only 404 and 410 say it is gone.
    expect((await app.deps.push!.testView()).devices).toHaveLength(1)
  })

  it('removes a device the push service answers 410 (or 404) to, without retrying', async () => {
    const gone = device(receiver.endpoint('gone'))
    const kept = device(receiver.endpoint('kept'))
    await subscribe(anna, { subscription: gone.subscription })
    await subscribe(anna, { subscription: kept.subscription })
    receiver.answers = [410]
    await voidAnnaBooking()
    await until(() => receiver.hits.length === 2)
    await app.deps.push!.idle()
    await new Promise((r) => setTimeout(r, 400))
    expect(receiver.hits).toHaveLength(2)
    const annaDevices = (await app.deps.push!.testView()).devices.map((d) => d.endpoint)
    expect(annaDevices).toHaveLength(1)
    expect(app.deps.push!.removed).toBe(1)
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
  })
})

describe('outside test mode', () => {
  it('never posts to this machine, even through a name that resolves to it: the device is dropped', async () => {
    const strict = await testServer({ push: { keys: makeVapidKeys(), subject: 'mailto:push-test@volta.example', retryDelaysMs: [100] } })
    const pusher = strict.deps.push!
    const annaId = await userId(strict, 'anna@example.com')
    // Past call 81's check (a public name that resolves to 127.0.0.1 would pass it): straight into the database.
    await withRepo(strict.deps, (r) =>
      pusher.subscribe(r, annaId, { endpoint: receiver.endpoint('inside'), ...device('x').subscription.keys }),
    )
    await withRepo(strict.deps, (r) => r.notifications.add(annaId, 'A test notification', undefined))
    pusher.kick()
    await until(() => pusher.removed === 1)
    expect(receiver.hits).toEqual([])
    expect((await pusher.testView()).devices).toEqual([])
    pusher.stop()
    await pusher.idle()
  })
})

describe('across a restart', () => {
  it('sends a reminder 24 hours before pick-up once per booking, across a restart; a queued push survives it', async () => {
    let now = new Date()
    const clock = () => now
    const keys = makeVapidKeys()
    app.deps.push!.stop()
    await app.deps.push!.idle()
    app = await testServer({ now: clock, push: { ...pushConfig([60_000]), keys } })
    const phone = device(receiver.endpoint('reminded'))
    anna = await signIn(app, 'anna@example.com', 'anna1234')
    expect((await subscribe(anna, { subscription: phone.subscription })).status).toBe(200)
    // None of anna's bookings starts within a day of the seed's clock; one does 23 hours from now.
    const mine = await bookingsOf(app, anna.id)
    const booking = mine.find((b) => b.status === 'reserved')!
    const length = booking.to.getTime() - booking.from.getTime()
    booking.from = new Date(now.getTime() + 23 * 3_600_000)
    booking.to = new Date(booking.from.getTime() + length)
    const cancelled = mine.find((b) => b.status === 'cancelled')!
    cancelled.from = new Date(now.getTime() + 20 * 3_600_000)
    await withRepo(app.deps, async (r) => {
      await r.bookings.put(booking)
      await r.bookings.put(cancelled)
    })
    // The push service is down: the reminder waits in the queue (retry in a minute).
    receiver.answers = [503]
    expect(await app.deps.push!.remindDue()).toBe(1)
    expect(await app.deps.push!.remindDue()).toBe(0)
    await until(() => receiver.hits.length === 1)
    await app.deps.push!.idle()
    const reminders = async () =>
      (await notificationsOf(app, anna.id)).filter(
        (n) => n.booking === booking._id && n.message.startsWith(`Rezerwacja ${booking._id}: odbiór`),
      )
    expect(await reminders()).toHaveLength(1)
    expect(decrypt(receiver.hits[0], phone)).toMatchObject({ title: 'Volta: wkrótce odbiór', url: `/booking?b=${booking._id}` })
    app.deps.push!.stop()
    await app.deps.push!.idle()

    // A restart, an hour later: the reminder is not made again; the queued push goes at once.
    now = new Date(now.getTime() + 3_600_000)
    app = restarted({ now: clock, push: { ...pushConfig([60_000]), keys } })
    expect((await pushOf(app, 'anna@example.com'))!.queue).toHaveLength(1)
    await app.deps.push!.start()
    await until(() => receiver.hits.length === 2)
    await app.deps.push!.idle()
    expect(decrypt(receiver.hits[1], phone).tag).toBe((await reminders())[0]._id)
    expect(await app.deps.push!.remindDue()).toBe(0)
    expect(await reminders()).toHaveLength(1)
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
  })

  it('drops the devices of keys rotated since', async () => {
    await call(app, 'POST', '/api/push-subscribe', {
      token: anna.token,
      body: { subscription: device(receiver.endpoint('old')).subscription },
    })
    expect((await app.deps.push!.testView()).devices).toHaveLength(1)
    app.deps.push!.stop()
    await app.deps.push!.idle()
    app = restarted({ push: pushConfig() })
    // The constructor touches no data: start() drops them.
    expect((await app.deps.push!.testView()).devices).toHaveLength(1)
    await app.deps.push!.start()
    expect((await app.deps.push!.testView()).devices).toEqual([])
  })

  it('two processes sharing the database never send the same push twice', async () => {
    const phone = device(receiver.endpoint('shared'))
    expect((await subscribe(anna, { subscription: phone.subscription })).status).toBe(200)
    const other = restarted({ push: config })
    const annaId = anna.id
    // Queued in one transaction of this server's (it sends once that is committed) while the other looks for due pushes too.
    await withRepo(app.deps, async (r) => {
      for (let i = 0; i < 5; i++) await r.notifications.add(annaId, `Push ${i}`, undefined)
    })
    void other.deps.push!.start()
    await until(() => receiver.hits.length >= 5)
    await Promise.all([app.deps.push!.idle(), other.deps.push!.idle()])
    await new Promise((r) => setTimeout(r, 300))
    expect(receiver.hits).toHaveLength(5)
    expect(new Set(receiver.hits.map((h) => decrypt(h, phone).body))).toEqual(new Set([0, 1, 2, 3, 4].map((i) => `Push ${i}`)))
    expect((await pushOf(app, 'anna@example.com'))!.queue).toEqual([])
    other.deps.push!.stop()
    await other.deps.push!.idle()
  })
})
