import { buildSeed } from './seed.ts'
import type {
  AdditionalDriverRecord,
  BookingRecord,
  CarRecord,
  HandoverPhoto,
  IdKind,
  LicenseFile,
  LocationRecord,
  NotificationRecord,
  TempCarImage,
  TempLicense,
  TokenRecord,
  UploadedFile,
  UserRecord,
} from './types.ts'

/** Two hex digits per kind make ids readable in logs; the rest is a global counter. */
const ID_KINDS: Record<IdKind, string> = {
  user: '5e',
  location: '10',
  car: 'ca',
  booking: 'b0',
  driver: 'ad',
  notification: 'f0',
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

export interface IdempotentBooking {
  bookingId: string
  at: Date
  /** A booking paid now (issue 47): the same reply again, page and payment token included. */
  checkoutUrl?: string
  paymentToken?: string
}

/** The shape of the data on disk; migrate.ts brings older stores up to it (issue 37). */
export const SNAPSHOT_VERSION = 4
/** Licences (issue 33) are private: kept in the data folder like the rest, served by no public path. */
/** Handover photos (issue 49) too: private, read only through call 79. */
export const FILE_KINDS = ['avatars', 'carImages', 'tempCarImages', 'licenses', 'tempLicenses', 'handoverPhotos'] as const
export type FileKind = (typeof FILE_KINDS)[number]

interface FileEntry {
  name: string
  contentType: string
}

/** The store as JSON keeps it (see Store.snapshot); dates are ISO strings once written. */
export interface StoreSnapshot {
  version: number
  counter: number
  users: UserRecord[]
  locations: LocationRecord[]
  cars: CarRecord[]
  bookings: BookingRecord[]
  additionalDrivers: AdditionalDriverRecord[]
  notifications: NotificationRecord[]
  counters: Record<string, number>
  tokens: TokenRecord[]
  idempotency: Record<string, IdempotentBooking>
  avatars: FileEntry[]
  carImages: FileEntry[]
  tempCarImages: (FileEntry & { owner: string; createdAt: Date })[]
  licenses: (FileEntry & { owner: string; createdAt: Date })[]
  tempLicenses: (FileEntry & { createdAt: Date })[]
  handoverPhotos: (FileEntry & { booking: string; owner: string; createdAt: Date })[]
}

/** The whole state of the bundled API, in memory; `reset()` puts the seed back. */
export class Store {
  readonly users = new Map<string, UserRecord>()
  readonly locations = new Map<string, LocationRecord>()
  readonly cars = new Map<string, CarRecord>()
  readonly bookings = new Map<string, BookingRecord>()
  readonly additionalDrivers = new Map<string, AdditionalDriverRecord>()
  readonly notifications = new Map<string, NotificationRecord>()
  /** Unread notifications per user, kept alongside the notifications like BookCars does. */
  readonly counters = new Map<string, number>()
  tokens: TokenRecord[] = []
  readonly avatars = new Map<string, UploadedFile>()
  /** Car pictures uploaded by suppliers, by file name (the sample cars' pictures are generated). */
  readonly carImages = new Map<string, UploadedFile>()
  readonly tempCarImages = new Map<string, TempCarImage>()
  /** Drivers' licences on file, by their random file name (UserRecord.license names one). */
  readonly licenses = new Map<string, LicenseFile>()
  /** Uploads of call 62 waiting for a booking (call 25), by their random file name. */
  readonly tempLicenses = new Map<string, TempLicense>()
  /** Photos of a booking's handover (issue 49, call 78), by their random file name. */
  readonly handoverPhotos = new Map<string, HandoverPhoto>()
  readonly idempotency = new Map<string, IdempotentBooking>()
  /**
   * Issue 47: the server takes no money online (--no-online-payment), so drivers are offered paying at
   * the desk only: every supplier is said to allow paying later in the replies drivers read. Not data.
   */
  payAtDeskOnly = false
  private counter = 0

  /** `seed: false` starts empty: no sample account (the production start, issue 37). */
  constructor(
    readonly now: () => Date,
    seed = true,
  ) {
    if (seed) this.reset()
  }

  /** The last id handed out (the journal keeps it, so a restart never reuses an id). */
  get idCounter(): number {
    return this.counter
  }

  /** Deterministic 24-hex ids: the same seed always gets the same ids. */
  nextId(kind: IdKind): string {
    this.counter += 1
    return `6650${ID_KINDS[kind]}${this.counter.toString(16).padStart(18, '0')}`
  }

  reset(): void {
    for (const map of [
      this.users,
      this.locations,
      this.cars,
      this.bookings,
      this.additionalDrivers,
      this.notifications,
      this.counters,
      this.avatars,
      this.carImages,
      this.tempCarImages,
      this.licenses,
      this.tempLicenses,
      this.handoverPhotos,
      this.idempotency,
    ]) {
      map.clear()
    }
    this.tokens = []
    this.counter = 0
    const seed = buildSeed(startOfUtcDay(this.now()), (kind) => this.nextId(kind))
    for (const u of seed.users) this.users.set(u._id, u)
    for (const l of seed.locations) this.locations.set(l._id, l)
    for (const car of seed.cars) this.cars.set(car._id, car)
    for (const d of seed.additionalDrivers) this.additionalDrivers.set(d._id, d)
    for (const b of seed.bookings) this.bookings.set(b._id, b)
    for (const n of seed.notifications) {
      this.notifications.set(n._id, n)
      if (!n.isRead) this.counters.set(n.user, (this.counters.get(n.user) ?? 0) + 1)
    }
  }

  /**
   * Everything as plain JSON-able data (dates stay Date objects; JSON turns them into ISO
   * strings, `restore` turns them back). Uploaded files appear by name and type only: their
   * bytes are the caller's to keep (persist.ts writes them as files).
   */
  snapshot(): StoreSnapshot {
    const files = (map: Map<string, UploadedFile>) => [...map].map(([name, f]) => ({ name, contentType: f.contentType }))
    return {
      version: SNAPSHOT_VERSION,
      counter: this.counter,
      users: [...this.users.values()],
      locations: [...this.locations.values()],
      cars: [...this.cars.values()],
      bookings: [...this.bookings.values()],
      additionalDrivers: [...this.additionalDrivers.values()],
      notifications: [...this.notifications.values()],
      counters: Object.fromEntries(this.counters),
      tokens: this.tokens,
      idempotency: Object.fromEntries(this.idempotency),
      avatars: files(this.avatars),
      carImages: files(this.carImages),
      tempCarImages: [...this.tempCarImages].map(([name, t]) => ({
        name,
        contentType: t.contentType,
        owner: t.owner,
        createdAt: t.createdAt,
      })),
      licenses: [...this.licenses].map(([name, l]) => ({ name, contentType: l.contentType, owner: l.owner, createdAt: l.createdAt })),
      tempLicenses: [...this.tempLicenses].map(([name, l]) => ({ name, contentType: l.contentType, createdAt: l.createdAt })),
      handoverPhotos: [...this.handoverPhotos].map(([name, p]) => ({
        name,
        contentType: p.contentType,
        booking: p.booking,
        owner: p.owner,
        createdAt: p.createdAt,
      })),
    }
  }

  /** Replaces the whole state with a snapshot read back from JSON; `bytes(kind, name)` gives each file's content. */
  restore(data: StoreSnapshot, bytes: (kind: FileKind, name: string) => Uint8Array | null): void {
    if (data.version !== SNAPSHOT_VERSION) throw new Error(`Unsupported data version ${String(data.version)}.`)
    const date = (value: unknown): Date => {
      const d = new Date(value as string)
      if (Number.isNaN(d.getTime())) throw new Error(`Invalid date ${String(value)} in the data.`)
      return d
    }
    const optionalDate = (value: unknown): Date | undefined => (value === undefined || value === null ? undefined : date(value))
    for (const map of [
      this.users,
      this.locations,
      this.cars,
      this.bookings,
      this.additionalDrivers,
      this.notifications,
      this.counters,
      this.avatars,
      this.carImages,
      this.tempCarImages,
      this.licenses,
      this.tempLicenses,
      this.handoverPhotos,
      this.idempotency,
    ]) {
      map.clear()
    }
    this.counter = data.counter
    for (const u of data.users) {
      const birthDate = optionalDate(u.birthDate)
      this.users.set(u._id, { ...u, createdAt: date(u.createdAt), ...(birthDate ? { birthDate } : {}) })
    }
    for (const l of data.locations) this.locations.set(l._id, l)
    for (const car of data.cars) this.cars.set(car._id, car)
    for (const b of data.bookings) {
      const amendedAt = optionalDate(b.amendedAt)
      this.bookings.set(b._id, {
        ...b,
        from: date(b.from),
        to: date(b.to),
        createdAt: date(b.createdAt),
        ...(amendedAt ? { amendedAt } : {}),
        ...(b.history
          ? {
              history: b.history.map((h) => {
                const extra = h.previous._additionalDriver
                return {
                  ...h,
                  at: date(h.at),
                  previous: {
                    ...h.previous,
                    from: date(h.previous.from),
                    to: date(h.previous.to),
                    ...(extra ? { _additionalDriver: { ...extra, birthDate: date(extra.birthDate) } } : {}),
                  },
                }
              }),
            }
          : {}),
      })
    }
    for (const d of data.additionalDrivers) this.additionalDrivers.set(d._id, { ...d, birthDate: date(d.birthDate) })
    for (const n of data.notifications) this.notifications.set(n._id, { ...n, createdAt: date(n.createdAt) })
    for (const [user, count] of Object.entries(data.counters)) this.counters.set(user, count)
    this.tokens = data.tokens.map((t) => ({ ...t, expireAt: date(t.expireAt) }))
    for (const [key, entry] of Object.entries(data.idempotency)) this.idempotency.set(key, { ...entry, at: date(entry.at) })
    for (const [kind, list, map] of [
      ['avatars', data.avatars, this.avatars],
      ['carImages', data.carImages, this.carImages],
    ] as const) {
      for (const f of list) {
        const content = bytes(kind, f.name)
        if (content) map.set(f.name, { bytes: content, contentType: f.contentType })
      }
    }
    for (const t of data.tempCarImages) {
      const content = bytes('tempCarImages', t.name)
      if (content)
        this.tempCarImages.set(t.name, { bytes: content, contentType: t.contentType, owner: t.owner, createdAt: date(t.createdAt) })
    }
    for (const l of data.licenses) {
      const content = bytes('licenses', l.name)
      if (content) this.licenses.set(l.name, { bytes: content, contentType: l.contentType, owner: l.owner, createdAt: date(l.createdAt) })
    }
    for (const l of data.tempLicenses) {
      const content = bytes('tempLicenses', l.name)
      if (content) this.tempLicenses.set(l.name, { bytes: content, contentType: l.contentType, createdAt: date(l.createdAt) })
    }
    for (const p of data.handoverPhotos) {
      const content = bytes('handoverPhotos', p.name)
      if (content) {
        this.handoverPhotos.set(p.name, {
          bytes: content,
          contentType: p.contentType,
          booking: p.booking,
          owner: p.owner,
          createdAt: date(p.createdAt),
        })
      }
    }
  }

  /** The uploaded files of one kind, by name. */
  files(kind: FileKind): Map<string, UploadedFile> {
    const maps: Record<FileKind, Map<string, UploadedFile>> = {
      avatars: this.avatars,
      carImages: this.carImages,
      tempCarImages: this.tempCarImages,
      licenses: this.licenses,
      tempLicenses: this.tempLicenses,
      handoverPhotos: this.handoverPhotos,
    }
    return maps[kind]
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase()
    for (const user of this.users.values()) if (user.email === wanted) return user
    return undefined
  }

  companies(): UserRecord[] {
    return [...this.users.values()].filter((u) => u.type === 'company')
  }

  /** Issue 50: told of each new notification as it is made (push.ts queues it for the account's devices). */
  onNotification: ((record: NotificationRecord) => void) | null = null

  addNotification(user: string, message: string, booking: string | undefined): NotificationRecord {
    const record: NotificationRecord = {
      _id: this.nextId('notification'),
      user,
      message,
      ...(booking ? { booking } : {}),
      isRead: false,
      createdAt: this.now(),
    }
    this.onNotification?.(record)
    this.notifications.set(record._id, record)
    this.adjustCounter(user, 1)
    return record
  }

  adjustCounter(user: string, delta: number): void {
    this.counters.set(user, Math.max(0, (this.counters.get(user) ?? 0) + delta))
  }

  /** Remembers a booking's idempotency key; keys older than `ttlMs` go, and at most 10,000 are kept. */
  rememberIdempotent(key: string, entry: IdempotentBooking, ttlMs: number): void {
    const oldest = entry.at.getTime() - ttlMs
    for (const [k, v] of this.idempotency) {
      if (v.at.getTime() >= oldest && this.idempotency.size < 10_000) break
      this.idempotency.delete(k)
    }
    this.idempotency.set(key, entry)
  }

  /**
   * Activation / reset tokens live 24 h, and only the newest of an account counts: a new
   * link voids the older ones (expired links of everyone go too, so the list stays small).
   */
  createToken(user: string, token: string): TokenRecord {
    const at = this.now().getTime()
    const record = { user, token, expireAt: new Date(at + 24 * 3_600_000) }
    this.tokens = this.tokens.filter((t) => t.user !== user && t.expireAt.getTime() > at)
    this.tokens.push(record)
    return record
  }

  /** Spends an account's link: it, and any older one, no longer works. */
  spendTokens(user: string): void {
    this.tokens = this.tokens.filter((t) => t.user !== user)
  }
}
