import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { Agent } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { holds } from './availability.ts'
import { withRepo, type Deps } from './context.ts'
import {
  bookingsToRemind,
  claimQueuedPushes,
  endpointOwners,
  nextQueuedPush,
  usersWithDevices,
  usersWithOtherKeys,
  userForUpdate,
} from './db/queries/notifications.ts'
import type { Repo } from './db/repo.ts'
import type { PushDevice, PushState, QueuedPush } from './push-types.ts'
import type { Language, NotificationRecord, UserRecord } from './types.ts'
import { badRequest, isObject, type Json } from './validate.ts'
import type { VapidKeys } from './vapid.ts'

/**
 * Web Push (issue 50, calls 80–82). Every notification the server makes for an account (call 30's
 * list: repo.notifications.add) is also pushed to that account's subscribed devices, as
 * `{title, body, url, tag}` in the account's language, encrypted (RFC 8291, aes128gcm) and signed
 * with the server's VAPID keys (RFC 8292) by the `web-push` package.
 *
 * Durable: what is to be pushed is a queue on the user record (push-types.ts), written in the
 * transaction that made the notification (issue 48), and sent only once that transaction is
 * committed. Whichever process claims a push sends it (the account's row locked while the claim is
 * written, SKIP LOCKED for the others; a claim a crash left runs out after CLAIM_MS). A send that
 * fails is tried again with backoff (RETRY_DELAYS_MS), across restarts too; a 404 or 410 from the
 * push service removes the device; another 4xx drops that push for that device (trying again would
 * get the same answer). A failure never reaches the call that made the notification: it runs after
 * the reply, and the notification is in call 30's list anyway.
 *
 * The pick-up reminder: 24 hours before `from`, a booking that holds its car (pending, deposit,
 * paid, reserved) gets a notification for its driver, pushed like any other, once per booking:
 * `push.reminded` on the driver's record says it was made, in the same transaction as the
 * notification. It is made for drivers with a device only (the sample data's bookings would
 * otherwise fill every driver's list at each start), and as soon as the 24 hours have begun.
 */

export const MAX_DEVICES = 10
/** After the first failed try: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h; then the push is given up. */
const RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000]
/** How long a push service keeps a push for a device that is offline, and how long a queued push lives. */
const TTL_S = 24 * 3600
/** Queued pushes kept per account (the oldest go): a device unreachable for days must not grow the record. */
const MAX_QUEUE = 50
/** The payload must fit a push (4 KB with its encryption); a long amendment's text is cut. */
const MAX_BODY = 1000
const DAY_MS = 86_400_000
const REMINDER_EVERY_MS = 60_000
const SEND_TIMEOUT_MS = 10_000
const PARALLEL_SENDS = 16
/** How long a process may take to send the pushes it claimed before another process may send them. */
const CLAIM_MS = 5 * 60_000
/** Accounts claimed a round. */
const CLAIM_BATCH = 100
/** The wait before looking again when what is due was claimed by another process, or after a database error. */
const IDLE_WAIT_MS = 1000
const ERROR_WAIT_MS = 10_000

export interface PushConfig {
  keys: VapidKeys
  /** The VAPID subject push services may write to: `mailto:` or an https URL. */
  subject: string
  /** How to reach push services (tests: one trusting their receiver's certificate); by default public addresses only. */
  agent?: Agent
  retryDelaysMs?: readonly number[]
  /** Test mode: endpoints on this machine (https://localhost) are accepted. Never in production. */
  allowLocalEndpoints?: boolean
}

/** What a device receives (decrypted); src/sw/sw.ts reads the same four fields. */
export interface PushPayload {
  title: string
  body: string
  url: string
  tag: string
}

const TEXTS: Record<
  Language,
  { update: string; reminder: string; remind: (p: { id: string; car: string; when: string; place: string }) => string }
> = {
  en: {
    update: 'Volta: booking news',
    reminder: 'Volta: pick-up soon',
    remind: (p) => `Booking ${p.id}: pick up the ${p.car} on ${p.when} at ${p.place}.`,
  },
  fr: {
    update: 'Volta : du nouveau sur une réservation',
    reminder: 'Volta : prise en charge bientôt',
    remind: (p) => `Réservation ${p.id} : prise en charge du véhicule ${p.car} le ${p.when} à ${p.place}.`,
  },
  pl: {
    update: 'Volta: zmiana w rezerwacji',
    reminder: 'Volta: wkrótce odbiór',
    remind: (p) => `Rezerwacja ${p.id}: odbiór samochodu ${p.car} ${p.when}, ${p.place}.`,
  },
}

/** The app's path for a notification: the booking as its reader's role opens it, or the list. */
function pathFor(user: UserRecord, booking: string | undefined): string {
  if (!booking) return '/notifications'
  const prefix = user.type === 'company' ? '/supplier' : user.type === 'admin' ? '/admin' : ''
  return `${prefix}/booking?b=${encodeURIComponent(booking)}`
}

// Addresses a push endpoint may not point at (this machine, private networks): the server would
// otherwise POST wherever an account asks it to. (BlockList checks IPv4-mapped IPv6 addresses against the IPv4 rules.)
const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6')
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  return family !== 0 && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** An https.Agent whose name lookups refuse private addresses (a public host name resolving to 10.0.0.1, say). */
function publicOnlyAgent(): Agent {
  const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err)
      const allowed = addresses.filter((a) => !isPrivateAddress(a.address))
      if (!allowed.length) return callback(Object.assign(new Error(`${hostname} resolves to a private address.`), { code: 'EPRIVATE' }))
      if (options.all) callback(null, allowed)
      else callback(null, allowed[0].address, allowed[0].family)
    })
  }) as unknown as LookupFunction
  return new Agent({ keepAlive: true, lookup })
}

const base64urlBytes = (value: unknown): number =>
  typeof value === 'string' && value.length <= 200 && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url').length : -1

export interface Subscription {
  endpoint: string
  p256dh: string
  auth: string
}

/** Call 81's body: a browser's PushSubscription as JSON; anything else is a 400 that says what is wrong. */
export function readSubscription(body: Json, allowLocal: boolean): Subscription {
  const sub = body.subscription
  if (!isObject(sub)) throw badRequest('Not a push subscription: `subscription` must be an object.')
  const { endpoint, keys } = sub
  let url: URL | null = null
  try {
    url = typeof endpoint === 'string' && endpoint.length <= 2048 ? new URL(endpoint) : null
  } catch {
    url = null
  }
  if (!url || url.protocol !== 'https:' || url.username || url.password) {
    throw badRequest('Not a push subscription: `endpoint` must be an https address.')
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowLocal && (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))) {
    throw badRequest('Not a push subscription: `endpoint` must be a push service on the internet.')
  }
  if (!isObject(keys)) throw badRequest('Not a push subscription: `keys` (p256dh and auth) are missing.')
  const p256dh = keys.p256dh
  const auth = keys.auth
  // p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: 16 random bytes (RFC 8291).
  if (base64urlBytes(p256dh) !== 65 || Buffer.from(p256dh as string, 'base64url')[0] !== 4) {
    throw badRequest('Not a push subscription: `keys.p256dh` must be a P-256 public key (65 bytes, base64url).')
  }
  if (base64urlBytes(auth) !== 16) throw badRequest('Not a push subscription: `keys.auth` must be 16 bytes, base64url.')
  if (body.language !== undefined && !['pl', 'fr', 'en'].includes(body.language as string)) {
    throw badRequest('language must be pl, fr or en.')
  }
  return { endpoint: endpoint as string, p256dh: p256dh as string, auth: auth as string }
}

type Outcome = 'ok' | 'gone' | 'drop' | 'retry'

interface Job {
  user: string
  tag: string
  device: PushDevice
  payload: PushPayload
}

/** A queued push as test mode's /api/__test/push lists it. */
interface Queued {
  user: string
  payload: PushPayload
  endpoints: string[]
}

/** Removes a device from the account, and from the pushes still to reach it. */
function removeDevice(user: UserRecord, endpoint: string): void {
  const push = user.push
  if (!push) return
  push.devices = push.devices.filter((d) => d.endpoint !== endpoint)
  pruneQueue(user, (e) => e !== endpoint)
}

function pruneQueue(user: UserRecord, keep: (endpoint: string) => boolean): void {
  const push = user.push
  if (!push || !push.queue.some((q) => !q.to.every(keep))) return
  push.queue = push.queue.map((q) => ({ ...q, to: q.to.filter(keep) })).filter((q) => q.to.length > 0)
}

export class Pusher {
  private timer: ReturnType<typeof setTimeout> | null = null
  private reminders: ReturnType<typeof setInterval> | null = null
  private running: Promise<void> | null = null
  /** Something may be due (a push queued by this process, a timer, the start): the next kick looks in the database. */
  private dirty = false
  private stopped = false
  private readonly delays: readonly number[]
  private readonly agent: Agent | undefined
  /** The newest 200 pushes queued (test mode lists them: Playwright delivers one to the worker). */
  readonly recent: Queued[] = []
  /** Sends that reached a push service, pushes given up, devices removed (404/410), by this process. */
  delivered = 0
  givenUp = 0
  removed = 0

  /** Touches no data: the start-up work is `start()`'s. */
  constructor(
    private readonly deps: Pick<Deps, 'repo' | 'now'>,
    readonly config: PushConfig,
  ) {
    this.delays = config.retryDelaysMs ?? RETRY_DELAYS_MS
    this.agent = config.agent ?? (config.allowLocalEndpoints ? undefined : publicOnlyAgent())
  }

  get publicKey(): string {
    return this.config.keys.publicKey
  }

  private now(): Date {
    return this.deps.now()
  }

  /**
   * The running server (main.ts): drops the devices of keys rotated since, sends what a restart found
   * queued, and looks for due reminders now and every minute. Never rejects (a failure is logged).
   */
  async start(): Promise<void> {
    this.stopped = false
    this.reminders ??= setInterval(() => void this.tick(), REMINDER_EVERY_MS)
    this.reminders.unref()
    try {
      await withRepo(this.deps, async (repo) => {
        // Devices subscribed with keys rotated since cannot receive what these keys sign.
        for (const user of await usersWithOtherKeys(await repo.kx(), this.publicKey)) {
          for (const d of user.push?.devices ?? []) if (d.key !== this.publicKey) removeDevice(user, d.endpoint)
          await repo.users.put(user)
        }
      })
    } catch (err) {
      console.error('Dropping the devices of old push keys failed:', err)
    }
    await this.tick()
  }

  /** The minute's work: reminders due, then whatever is queued (another process's pushes whose claim ran out too). */
  private async tick(): Promise<void> {
    try {
      await this.remindDue()
    } catch (err) {
      console.error('Making the pick-up reminders failed:', err)
    }
    this.dirty = true
    this.kick()
  }

  stop(): void {
    this.stopped = true
    if (this.reminders) clearInterval(this.reminders)
    if (this.timer) clearTimeout(this.timer)
    this.reminders = null
    this.timer = null
  }

  /** Call 81: this device for this account (and for no other: an endpoint moves with its last subscription). */
  async subscribe(repo: Repo, userId: string, sub: Subscription): Promise<void> {
    const kx = await repo.kx()
    for (const other of await endpointOwners(kx, sub.endpoint, userId)) {
      removeDevice(other, sub.endpoint)
      await repo.users.put(other)
    }
    const user = await userForUpdate(kx, userId)
    if (!user) return
    const push: PushState = (user.push ??= { devices: [], queue: [], reminded: [] })
    const device: PushDevice = { ...sub, key: this.publicKey, createdAt: this.now().toISOString() }
    // The same endpoint again replaces the old one (it becomes the newest); beyond 10, the oldest goes.
    push.devices = [...push.devices.filter((d) => d.endpoint !== sub.endpoint), device].slice(-MAX_DEVICES)
    const kept = new Set(push.devices.map((d) => d.endpoint))
    pruneQueue(user, (endpoint) => kept.has(endpoint))
    await repo.users.put(user)
  }

  /** Call 82: the device no longer gets this account's pushes (nothing when it was not subscribed). */
  async unsubscribe(repo: Repo, userId: string, endpoint: string): Promise<void> {
    const user = await userForUpdate(await repo.kx(), userId)
    if (!user?.push?.devices.some((d) => d.endpoint === endpoint)) return
    removeDevice(user, endpoint)
    await repo.users.put(user)
  }

  /**
   * Repo.onNotification: a new notification is queued for the account's devices, on its record, in the
   * transaction that made the notification; it is sent once that transaction is committed.
   */
  async queue(repo: Repo, n: NotificationRecord, kind: 'update' | 'reminder' = 'update'): Promise<void> {
    const user = await userForUpdate(await repo.kx(), n.user)
    const push = user?.push
    if (!user || !push?.devices.length) return
    const texts = TEXTS[user.language] ?? TEXTS.en
    const at = this.now().toISOString()
    const body = n.message.length > MAX_BODY ? `${n.message.slice(0, MAX_BODY - 1)}…` : n.message
    const entry: QueuedPush = {
      tag: n._id,
      title: kind === 'reminder' ? texts.reminder : texts.update,
      body,
      url: pathFor(user, n.booking),
      to: push.devices.map((d) => d.endpoint),
      attempts: 0,
      next: at,
      createdAt: at,
    }
    push.queue = [...push.queue, entry].slice(-MAX_QUEUE)
    await repo.users.put(user)
    repo.afterCommit(() => {
      this.recent.push({ user: user._id, payload: payloadOf(entry), endpoints: entry.to })
      if (this.recent.length > 200) this.recent.splice(0, this.recent.length - 200)
      this.dirty = true
      this.kick()
    })
  }

  /**
   * Makes the reminders now due: bookings holding their car whose pick-up is within 24 hours and not
   * past, of drivers with a device, not reminded before. Each is made with its driver's row locked, so
   * two processes never make the same one. Returns how many this call made.
   */
  async remindDue(): Promise<number> {
    const now = this.now()
    const due = await withRepo(this.deps, async (repo) => bookingsToRemind(await repo.kx(), now, DAY_MS))
    let made = 0
    for (const candidate of due) {
      if (!holds(candidate.status)) continue
      made += await withRepo(this.deps, async (repo) => {
        repo.onNotification = (n) => this.queue(repo, n, 'reminder')
        const kx = await repo.kx()
        const driver = await userForUpdate(kx, candidate.driver)
        const push = driver?.push
        if (!driver || !push?.devices.length || push.reminded.includes(candidate._id)) return 0
        const b = await repo.bookings.get(candidate._id)
        const wait = b ? b.from.getTime() - now.getTime() : 0
        if (!b || wait <= 0 || wait > DAY_MS || !holds(b.status) || b.driver !== driver._id) return 0
        // Bookings whose pick-up has passed need no record any more.
        const earlier = await repo.bookings.many(push.reminded)
        push.reminded = [...push.reminded.filter((id) => (earlier.get(id)?.from.getTime() ?? 0) > now.getTime()), b._id]
        await repo.users.put(driver)
        const language = driver.language
        const texts = TEXTS[language] ?? TEXTS.en
        const message = texts.remind({
          id: b._id,
          car: (await repo.cars.get(b.car))?.name ?? '',
          when: b.from.toISOString().slice(0, 16).replace('T', ' '),
          place: (await repo.locations.get(b.pickupLocation))?.names[language] ?? '',
        })
        // queue (onNotification) re-reads the driver's record: the reminder's mark is in it already.
        await repo.notifications.add(driver._id, message, b._id)
        return 1
      })
    }
    return made
  }

  /** Sends what is due, in the background (server.ts calls it after each call's commit; a no-op when nothing was queued). */
  kick(): void {
    if (this.stopped || !this.dirty || this.running) return
    this.running = this.loop().finally(() => {
      this.running = null
      if (this.dirty) this.kick()
    })
  }

  /** Resolves when no run is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  private async loop(): Promise<void> {
    let claimed = 0
    try {
      while (this.dirty && !this.stopped) {
        this.dirty = false
        claimed += await this.run()
      }
    } catch (err) {
      console.error('Pushing failed (it will be tried again):', err)
      this.setTimer(ERROR_WAIT_MS)
      return
    }
    if (this.stopped) return
    try {
      // The next run at the earliest retry time; not at once when this run found nothing it could claim
      // (another process holds those accounts: it is sending their pushes).
      const next = await withRepo(this.deps, async (repo) => nextQueuedPush(await repo.kx()))
      if (next) this.setTimer(Math.max(claimed ? 0 : IDLE_WAIT_MS, next.getTime() - this.now().getTime()))
    } catch (err) {
      console.error('Pushing failed (it will be tried again):', err)
      this.setTimer(ERROR_WAIT_MS)
    }
  }

  private setTimer(ms: number): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.dirty = true
      this.kick()
    }, ms)
    this.timer.unref()
  }

  /**
   * One round: claims the due pushes (their accounts' rows locked while the claim is written: another
   * process skips them, then finds them not due until CLAIM_MS has passed), sends them with no
   * transaction open, and writes what the sends found. Returns how many accounts it claimed.
   */
  private async run(): Promise<number> {
    const { jobs, accounts, stale } = await withRepo(this.deps, (repo) => this.claim(repo))
    // Counted once written (tests wait for the counts, then read the database).
    this.givenUp += stale
    if (accounts === CLAIM_BATCH) this.dirty = true
    if (!jobs.length) return accounts
    const outcomes: Outcome[] = []
    for (let i = 0; i < jobs.length; i += PARALLEL_SENDS) {
      outcomes.push(...(await Promise.all(jobs.slice(i, i + PARALLEL_SENDS).map((job) => this.send(job)))))
    }
    const byUser = new Map<string, { job: Job; outcome: Outcome }[]>()
    jobs.forEach((job, i) => byUser.set(job.user, [...(byUser.get(job.user) ?? []), { job, outcome: outcomes[i] }]))
    // One transaction an account: a process never holds two accounts' rows while waiting for a third.
    for (const [id, sent] of byUser) {
      const counts = await withRepo(this.deps, (repo) => this.apply(repo, id, sent))
      this.delivered += counts.delivered
      this.removed += counts.removed
      this.givenUp += counts.givenUp
    }
    return accounts
  }

  private async claim(repo: Repo): Promise<{ jobs: Job[]; accounts: number; stale: number }> {
    const now = this.now()
    const users = await claimQueuedPushes(await repo.kx(), now, CLAIM_BATCH)
    const jobs: Job[] = []
    const claimedUntil = new Date(now.getTime() + CLAIM_MS).toISOString()
    let staleCount = 0
    for (const user of users) {
      const push = user.push!
      // A push older than its time to live is of no use any more.
      const stale = push.queue.filter((q) => now.getTime() - Date.parse(q.createdAt) > TTL_S * 1000)
      staleCount += stale.length
      push.queue = push.queue.filter((q) => !stale.includes(q))
      // A push none of whose devices is left has nowhere to go.
      push.queue = push.queue.filter((q) => q.to.some((e) => push.devices.some((d) => d.endpoint === e)))
      for (const q of push.queue) {
        if (Date.parse(q.next) > now.getTime()) continue
        const devices = q.to.flatMap((endpoint) => push.devices.filter((d) => d.endpoint === endpoint))
        for (const device of devices) jobs.push({ user: user._id, tag: q.tag, device: { ...device }, payload: payloadOf(q) })
        q.next = claimedUntil
      }
      await repo.users.put(user)
    }
    return { jobs, accounts: users.length, stale: staleCount }
  }

  /** Writes what the sends found: delivered and refused endpoints leave the push, gone devices the account, the rest waits. */
  private async apply(
    repo: Repo,
    id: string,
    sent: { job: Job; outcome: Outcome }[],
  ): Promise<{ delivered: number; removed: number; givenUp: number }> {
    const counts = { delivered: 0, removed: 0, givenUp: 0 }
    const user = await userForUpdate(await repo.kx(), id)
    const byTag = new Map<string, { done: Set<string>; retry: boolean }>()
    for (const { job, outcome } of sent) {
      const entry = byTag.get(job.tag) ?? { done: new Set<string>(), retry: false }
      byTag.set(job.tag, entry)
      if (outcome === 'retry') entry.retry = true
      else entry.done.add(job.device.endpoint)
      if (outcome === 'ok') counts.delivered += 1
      if (outcome === 'gone' && user?.push?.devices.some((d) => d.endpoint === job.device.endpoint)) {
        counts.removed += 1
        removeDevice(user, job.device.endpoint)
      }
    }
    const push = user?.push
    if (!user || !push) return counts
    const at = this.now().getTime()
    for (const [tag, { done, retry }] of byTag) {
      const q = push.queue.find((e) => e.tag === tag)
      if (!q) continue
      const to = q.to.filter((e) => !done.has(e))
      const delay = this.delays[q.attempts]
      if (!to.length || (retry && delay === undefined)) {
        if (to.length) {
          counts.givenUp += 1
          console.error(`A push to ${to.length} device(s) was given up after ${q.attempts + 1} tries (notification ${tag}).`)
        }
        push.queue = push.queue.filter((e) => e.tag !== tag)
        continue
      }
      // Not retried: what is left are endpoints subscribed since the claim, due at once.
      Object.assign(q, { to, next: new Date(retry ? at + delay : at).toISOString(), attempts: retry ? q.attempts + 1 : q.attempts })
      if (!retry) this.dirty = true
    }
    await repo.users.put(user)
    return counts
  }

  private async send(job: Job): Promise<Outcome> {
    const { device, payload } = job
    try {
      // web-push is loaded with the first push, not at the server's start (cached by the module loader).
      const { default: webPush } = await import('web-push')
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.config.subject, publicKey: this.config.keys.publicKey, privateKey: this.config.keys.privateKey },
          TTL: TTL_S,
          // A push sent again after an unclear failure replaces the first at the push service.
          ...(/^[A-Za-z0-9_-]{1,32}$/.test(payload.tag) ? { topic: payload.tag } : {}),
          urgency: 'normal',
          timeout: SEND_TIMEOUT_MS,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      )
      return 'ok'
    } catch (err) {
      const status = (err as { statusCode?: unknown }).statusCode
      if (status === 404 || status === 410) return 'gone'
      if (typeof status === 'number') return status === 429 || status >= 500 ? 'retry' : 'drop'
      if ((err as NodeJS.ErrnoException).code === 'EPRIVATE') return 'gone'
      // No answer (network, timeout): the push service may answer later.
      return 'retry'
    }
  }

  /**
   * Test mode's view (/api/__test/push): the devices by account and the pushes queued lately. Inside a
   * call, pass the call's repo (a second transaction would wait for the call's on the embedded engine).
   */
  async testView(
    repo?: Repo,
  ): Promise<{ publicKey: string; devices: { user: string; email: string; endpoint: string }[]; recent: Queued[] }> {
    const users = repo ? await usersWithDevices(await repo.kx()) : await withRepo(this.deps, async (r) => usersWithDevices(await r.kx()))
    const devices = users.flatMap((u) => (u.push?.devices ?? []).map((d) => ({ user: u._id, email: u.email, endpoint: d.endpoint })))
    return { publicKey: this.publicKey, devices, recent: this.recent }
  }
}

function payloadOf(q: QueuedPush): PushPayload {
  return { title: q.title, body: q.body, url: q.url, tag: q.tag }
}
