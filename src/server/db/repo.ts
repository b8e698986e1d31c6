import { randomBytes } from 'node:crypto'
import type { ControlledTransaction, Insertable, Selectable } from 'kysely'
import { bookingHolds } from '../availability.ts'
import type {
  AdditionalDriverRecord,
  BookingRecord,
  CarRecord,
  IdKind,
  LocationRecord,
  NotificationRecord,
  TokenRecord,
  UserRecord,
} from '../types.ts'
import type { Db, Executor } from './database.ts'
import type { Tables } from './tables.ts'

/**
 * The one way the server reads and writes its data (issue 48). A Repo belongs to one call: its
 * first query starts the call's transaction, and server.ts commits it once the reply is ready (or
 * rolls it back when the call failed), so a call that fails changes nothing and an acknowledged
 * change is committed. Work outside a call (start-up, the payment and push timers) makes its own
 * Repo over the database and ends it with `finish`.
 *
 * Records keep the shapes of types.ts; each table's codec turns them into a row (the record as
 * jsonb, plus the columns that are searched, sorted or constrained) and back. Named queries over
 * more than one record live in db/queries/.
 */

/** The tables of records kept whole (`doc`) by id. */
type DocTable = 'users' | 'locations' | 'cars' | 'additional_drivers' | 'bookings' | 'notifications'
type RowOf<T extends DocTable> = Insertable<Tables[T]>

export type IdempotentBooking = {
  bookingId: string
  at: Date
  /** A booking paid now (issue 47): the same reply again, page and payment token included. */
  checkoutUrl?: string
  paymentToken?: string
}

const ID_KINDS: Record<IdKind, string> = {
  user: '5e',
  location: '10',
  car: 'ca',
  booking: 'b0',
  driver: 'ad',
  notification: 'f0',
}

/**
 * A new 24-hex id: the second it was made, two hex digits for the kind (readable in logs), and 56
 * random bits, so processes sharing a database never hand out the same id and need not ask it.
 */
export function newId(kind: IdKind, now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
  return `${seconds}${ID_KINDS[kind]}${randomBytes(7).toString('hex')}`
}

/** The sample data's ids: deterministic, so the same seed always has the same ids. */
export function seedIdMaker(): (kind: IdKind) => string {
  let counter = 0
  return (kind) => {
    counter += 1
    return `6650${ID_KINDS[kind]}${counter.toString(16).padStart(18, '0')}`
  }
}

const date = (value: unknown): Date => new Date(value as string)
const optionalDate = (value: unknown): Date | undefined => (value === undefined || value === null ? undefined : date(value))

/** Records come back from jsonb with dates as ISO strings: each kind turns its own back into Dates. */
export const revive = {
  user(doc: unknown): UserRecord {
    const u = doc as UserRecord
    const birthDate = optionalDate(u.birthDate)
    return { ...u, createdAt: date(u.createdAt), ...(birthDate ? { birthDate } : {}) }
  },
  location: (doc: unknown): LocationRecord => doc as LocationRecord,
  car: (doc: unknown): CarRecord => doc as CarRecord,
  additionalDriver(doc: unknown): AdditionalDriverRecord {
    const d = doc as AdditionalDriverRecord
    return { ...d, birthDate: date(d.birthDate) }
  },
  booking(doc: unknown): BookingRecord {
    const b = doc as BookingRecord
    const amendedAt = optionalDate(b.amendedAt)
    return {
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
    }
  },
  notification(doc: unknown): NotificationRecord {
    const n = doc as NotificationRecord
    return { ...n, createdAt: date(n.createdAt) }
  },
}

const json = (record: unknown): string => JSON.stringify(record)

/** Row of a booking: the columns the exclusion constraint and the lists read. */
export function bookingRow(b: BookingRecord, now: Date) {
  const holdsNow = bookingHolds(b, now)
  const holdExpires = holdsNow && b.status === 'void' && b.payment ? new Date(b.payment.expiresAt) : null
  return {
    id: b._id,
    car: b.car,
    driver: b.driver,
    company: b.company,
    status: b.status,
    from_at: b.from,
    to_at: b.to,
    created_at: b.createdAt,
    holds: holdsNow,
    hold_expires: holdExpires,
    doc: json(b),
  }
}

export function userRow(u: UserRecord) {
  return { id: u._id, email: u.email, type: u.type, full_name: u.fullName, created_at: u.createdAt, doc: json(u) }
}

export function carRow(car: CarRecord) {
  return {
    id: car._id,
    company: car.company,
    name: car.name,
    available: car.available,
    price: car.price,
    locations: car.locations,
    doc: json(car),
  }
}

export function notificationRow(n: NotificationRecord) {
  return { id: n._id, user_id: n.user, is_read: n.isRead, created_at: n.createdAt, doc: json(n) }
}

export type FileKind = 'avatars' | 'carImages' | 'tempCarImages' | 'licenses' | 'tempLicenses' | 'handoverPhotos'

export interface StoredFile {
  kind: FileKind
  name: string
  contentType: string
  bytes: Uint8Array
  /** The account it belongs to (temporary car pictures, licences, handover photos). */
  owner?: string
  /** The booking a handover photo belongs to. */
  booking?: string
  createdAt: Date
}

type FileRow = Selectable<Tables['files']>

function fileOf(row: FileRow): StoredFile {
  return {
    kind: row.kind as FileKind,
    name: row.name,
    contentType: row.content_type,
    // node-postgres hands out a Buffer, often a view into a shared pool: a plain copy of its own bytes.
    bytes: new Uint8Array(row.bytes),
    ...(row.owner ? { owner: row.owner } : {}),
    ...(row.booking ? { booking: row.booking } : {}),
    createdAt: row.created_at,
  }
}

/**
 * Commits; when COMMIT itself fails, rolls back so the connection is released (Kysely keeps it
 * otherwise, and the embedded engine has only one), then throws the failure.
 */
async function commitOrRelease(t: ControlledTransaction<Tables>): Promise<void> {
  try {
    await t.commit().execute()
  } catch (err) {
    await t
      .rollback()
      .execute()
      .catch(() => undefined)
    throw err
  }
}

export class Repo {
  private tx: Promise<ControlledTransaction<Tables>> | null = null
  private readonly laterJobs: ((db: Db) => Promise<unknown>)[] = []
  private readonly committedJobs: (() => void)[] = []

  /**
   * @param db the database
   * @param now the server's clock (tests move it)
   * @param payAtDeskOnly issue 47: the server takes no money online, so drivers are offered paying at the desk only
   */
  constructor(
    readonly db: Db,
    readonly now: () => Date,
    readonly payAtDeskOnly = false,
  ) {}

  /** The executor of this call's queries: its transaction, started by the first query. */
  async kx(): Promise<Executor> {
    this.tx ??= this.db.startTransaction().execute()
    return this.tx
  }

  /** Commits what the call changed so far (before asking a payment provider for something); later queries start a new transaction. */
  async commitNow(): Promise<void> {
    const tx = this.tx
    this.tx = null
    if (tx) await commitOrRelease(await tx)
  }

  /**
   * Ends the call: commits (or rolls back) its transaction, then runs the work kept for after it
   * (`later`: whatever the outcome; `afterCommit`: only when committed).
   */
  async finish(commit: boolean): Promise<void> {
    const tx = this.tx
    this.tx = null
    let committed = false
    try {
      if (tx) {
        const t = await tx
        if (commit) {
          await commitOrRelease(t)
          committed = true
        } else {
          await t.rollback().execute()
        }
      } else {
        committed = commit
      }
    } finally {
      for (const job of this.laterJobs.splice(0)) {
        try {
          await job(this.db)
        } catch (err) {
          console.error('Work kept for after a call failed:', err)
        }
      }
    }
    if (committed) for (const job of this.committedJobs.splice(0)) job()
  }

  /** Work that must be kept whether the call succeeds or not (a failed attempt counts even when the call answers 401). */
  later(job: (db: Db) => Promise<unknown>): void {
    this.laterJobs.push(job)
  }

  /** Work for once the call's changes are committed (sending its emails, its pushes). */
  afterCommit(job: () => void): void {
    this.committedJobs.push(job)
  }

  nextId(kind: IdKind): string {
    return newId(kind, this.now())
  }

  /**
   * Reading and writing one table of records (a record per row, kept whole in `doc`): by id, several by
   * id, written whole (made or replaced), deleted. `toRow` gives the row: the record and its columns.
   */
  private docTable<T extends DocTable, R extends { _id: string }>(table: T, fromDoc: (doc: unknown) => R, toRow: (record: R) => RowOf<T>) {
    // Kysely cannot type a query over a union of tables: each names the table as one of them (they share `id` and `doc`).
    return {
      get: async (id: string): Promise<R | undefined> => {
        const row = await (
          await this.kx()
        )
          .selectFrom(table as 'users')
          .select('doc')
          .where('id', '=', id)
          .executeTakeFirst()
        return row && fromDoc(row.doc)
      },
      many: async (ids: readonly string[]): Promise<Map<string, R>> => {
        if (!ids.length) return new Map()
        const rows = await (
          await this.kx()
        )
          .selectFrom(table as 'users')
          .select('doc')
          .where('id', 'in', [...new Set(ids)])
          .execute()
        return new Map(rows.map((r) => fromDoc(r.doc)).map((record) => [record._id, record]))
      },
      put: async (record: R): Promise<void> => {
        const row = toRow(record) as RowOf<'users'>
        await (
          await this.kx()
        )
          .insertInto(table as 'users')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute()
      },
      delete: async (id: string): Promise<void> => {
        await (
          await this.kx()
        )
          .deleteFrom(table as 'users')
          .where('id', '=', id)
          .execute()
      },
    }
  }

  readonly users = {
    ...this.docTable('users', (doc) => revive.user(doc), userRow),
    byEmail: async (email: string): Promise<UserRecord | undefined> => {
      const row = await (
        await this.kx()
      )
        .selectFrom('users')
        .select('doc')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst()
      return row && revive.user(row.doc)
    },
  }

  readonly locations = {
    ...this.docTable(
      'locations',
      (doc) => revive.location(doc),
      (l: LocationRecord) => ({ id: l._id, doc: json(l) }),
    ),
    all: async (): Promise<LocationRecord[]> => {
      const rows = await (await this.kx()).selectFrom('locations').select('doc').orderBy('id').execute()
      return rows.map((r) => revive.location(r.doc))
    },
  }

  readonly cars = this.docTable('cars', (doc) => revive.car(doc), carRow)

  readonly additionalDrivers = this.docTable(
    'additional_drivers',
    (doc) => revive.additionalDriver(doc),
    (d: AdditionalDriverRecord) => ({
      id: d._id,
      doc: json(d),
    }),
  )

  /** `put`: a second hold of its car over overlapping days is refused by the database (isDoubleBooking). */
  readonly bookings = {
    ...this.docTable(
      'bookings',
      (doc) => revive.booking(doc),
      (b: BookingRecord) => bookingRow(b, this.now()),
    ),
    /** The booking, its row locked until the call ends (two calls changing one booking take turns). */
    forUpdate: async (id: string): Promise<BookingRecord | undefined> => {
      const row = await (await this.kx()).selectFrom('bookings').select('doc').where('id', '=', id).forUpdate().executeTakeFirst()
      return row && revive.booking(row.doc)
    },
  }

  // --- notifications -----------------------------------------------------------------------

  /** Issue 50: told of each new notification as it is made (push.ts queues it for the account's devices). */
  onNotification: ((record: NotificationRecord) => Promise<void>) | null = null

  readonly notifications = {
    ...this.docTable('notifications', (doc) => revive.notification(doc), notificationRow),
    add: async (user: string, message: string, booking: string | undefined): Promise<NotificationRecord> => {
      const record: NotificationRecord = {
        _id: this.nextId('notification'),
        user,
        message,
        ...(booking ? { booking } : {}),
        isRead: false,
        createdAt: this.now(),
      }
      await this.notifications.put(record)
      await this.onNotification?.(record)
      return record
    },
    unreadCount: async (user: string): Promise<number> => {
      const row = await (
        await this.kx()
      )
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', user)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }

  // --- activation and reset links ----------------------------------------------------------

  readonly tokens = {
    /** Activation / reset links live 24 h, and only the newest of an account counts: a new link voids the older one. */
    create: async (user: string, token: string): Promise<TokenRecord> => {
      const record = { user, token, expireAt: new Date(this.now().getTime() + 24 * 3_600_000) }
      const row = { user_id: user, token, expire_at: record.expireAt }
      const kx = await this.kx()
      await kx.deleteFrom('tokens').where('expire_at', '<=', this.now()).execute()
      await kx
        .insertInto('tokens')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute()
      return record
    },
    /** The link, while it is still good. */
    find: async (token: string): Promise<TokenRecord | undefined> => {
      const row = await (
        await this.kx()
      )
        .selectFrom('tokens')
        .selectAll()
        .where('token', '=', token)
        .where('expire_at', '>', this.now())
        .executeTakeFirst()
      return row && { user: row.user_id, token: row.token, expireAt: row.expire_at }
    },
    ofUser: async (user: string): Promise<TokenRecord | undefined> => {
      const row = await (await this.kx()).selectFrom('tokens').selectAll().where('user_id', '=', user).executeTakeFirst()
      return row && { user: row.user_id, token: row.token, expireAt: row.expire_at }
    },
    /** Spends an account's link: it no longer works. */
    spend: async (user: string): Promise<void> => {
      await (await this.kx()).deleteFrom('tokens').where('user_id', '=', user).execute()
    },
  }

  // --- idempotency keys of bookings --------------------------------------------------------

  readonly idempotency = {
    get: async (key: string): Promise<IdempotentBooking | undefined> => {
      const row = await (await this.kx()).selectFrom('idempotency').select(['doc', 'at']).where('key', '=', key).executeTakeFirst()
      return row && { ...(row.doc as IdempotentBooking), at: row.at }
    },
    /** Remembers a key for `ttlMs`; older keys go. */
    remember: async (key: string, entry: IdempotentBooking, ttlMs: number): Promise<void> => {
      const kx = await this.kx()
      await kx
        .deleteFrom('idempotency')
        .where('at', '<', new Date(entry.at.getTime() - ttlMs))
        .execute()
      const row = { key, at: entry.at, doc: json(entry) }
      await kx
        .insertInto('idempotency')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute()
    },
  }

  // --- uploads -----------------------------------------------------------------------------

  readonly files = {
    get: async (kind: FileKind, name: string): Promise<StoredFile | undefined> => {
      const row = await (
        await this.kx()
      )
        .selectFrom('files')
        .selectAll()
        .where('kind', '=', kind)
        .where('name', '=', name)
        .executeTakeFirst()
      return row && fileOf(row)
    },
    put: async (file: StoredFile): Promise<void> => {
      const row = {
        kind: file.kind,
        name: file.name,
        content_type: file.contentType,
        bytes: file.bytes,
        owner: file.owner ?? null,
        booking: file.booking ?? null,
        created_at: file.createdAt,
      }
      await (
        await this.kx()
      )
        .insertInto('files')
        .values(row)
        .onConflict((oc) => oc.columns(['kind', 'name']).doUpdateSet(row))
        .execute()
    },
    delete: async (kind: FileKind, name: string): Promise<void> => {
      await (await this.kx()).deleteFrom('files').where('kind', '=', kind).where('name', '=', name).execute()
    },
    /** Names of a kind's files, with whom and what they belong to (no bytes). */
    list: async (
      kind: FileKind,
      where: { owner?: string; booking?: string; createdBefore?: Date } = {},
    ): Promise<Omit<StoredFile, 'bytes'>[]> => {
      let q = (await this.kx())
        .selectFrom('files')
        .select(['kind', 'name', 'content_type', 'owner', 'booking', 'created_at'])
        .where('kind', '=', kind)
      if (where.owner !== undefined) q = q.where('owner', '=', where.owner)
      if (where.booking !== undefined) q = q.where('booking', '=', where.booking)
      if (where.createdBefore) q = q.where('created_at', '<', where.createdBefore)
      const rows = await q.orderBy('created_at').execute()
      return rows.map((r) => {
        const { bytes: _bytes, ...rest } = fileOf({ ...r, bytes: new Uint8Array() })
        return rest
      })
    },
    /** Moves a file to another kind or name (a temporary upload kept by a booking or a car). */
    rename: async (from: { kind: FileKind; name: string }, to: { kind: FileKind; name: string; owner?: string | null }): Promise<void> => {
      await (
        await this.kx()
      )
        .updateTable('files')
        .set({ kind: to.kind, name: to.name, ...(to.owner !== undefined ? { owner: to.owner } : {}) })
        .where('kind', '=', from.kind)
        .where('name', '=', from.name)
        .execute()
    },
  }
}
