import { buildSeed } from './seed.ts'
import type {
  AdditionalDriverRecord,
  BookingRecord,
  CarRecord,
  IdKind,
  LocationRecord,
  NotificationRecord,
  TempCarImage,
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
  readonly idempotency = new Map<string, IdempotentBooking>()
  private counter = 0

  constructor(private readonly now: () => Date) {
    this.reset()
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

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase()
    for (const user of this.users.values()) if (user.email === wanted) return user
    return undefined
  }

  companies(): UserRecord[] {
    return [...this.users.values()].filter((u) => u.type === 'company')
  }

  addNotification(user: string, message: string, booking: string | undefined): NotificationRecord {
    const record: NotificationRecord = {
      _id: this.nextId('notification'),
      user,
      message,
      ...(booking ? { booking } : {}),
      isRead: false,
      createdAt: this.now(),
    }
    this.notifications.set(record._id, record)
    this.adjustCounter(user, 1)
    return record
  }

  adjustCounter(user: string, delta: number): void {
    this.counters.set(user, Math.max(0, (this.counters.get(user) ?? 0) + delta))
  }

  /** Activation / reset tokens live 24 h. */
  createToken(user: string, token: string): TokenRecord {
    const record = { user, token, expireAt: new Date(this.now().getTime() + 24 * 3_600_000) }
    this.tokens.push(record)
    return record
  }
}
