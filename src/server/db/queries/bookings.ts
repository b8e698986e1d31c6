import { sql, type ExpressionBuilder } from 'kysely'
import type { BookingRecord } from '../../types.ts'
import type { Executor } from '../database.ts'
import { revive } from '../repo.ts'
import type { Tables } from '../tables.ts'

/** Named queries of bookings: the lists of call 24, and which bookings hold a car (availability.ts). */

type Bookings = ExpressionBuilder<Tables, 'bookings'>

/** A LIKE pattern matching `text` anywhere, its wildcards (and the escape character) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The rows that hold their car at `now`: `holds`, and an online payment's hold not yet run out. */
function holdingAt(eb: Bookings, now: Date) {
  return eb.and([eb('holds', '=', true), eb.or([eb('hold_expires', 'is', null), eb('hold_expires', '>', now)])])
}

/** Rows overlapping [from, to) (half-open, as availability.ts's `overlaps`). */
function overlapping(eb: Bookings, from: Date, to: Date) {
  const plain = [eb('from_at', '<', to), eb('to_at', '>', from)]
  // The range test is what the gist index of holding bookings serves; it says the same for a proper period.
  return eb.and(from < to ? [...plain, sql<boolean>`tstzrange(from_at, to_at) && tstzrange(${from}, ${to})`] : plain)
}

/**
 * Payment holds of a car that ran out (issue 47: a void booking waits 30 minutes for its money) stop
 * holding in the table too, so the exclusion constraint no longer counts them. `hold_expires` stays.
 */
export async function releaseExpiredHolds(kx: Executor, car: string, now: Date): Promise<void> {
  await kx
    .updateTable('bookings')
    .set({ holds: false })
    .where('car', '=', car)
    .where('holds', '=', true)
    .where('hold_expires', '<=', now)
    .execute()
}

/** The earliest booking of `car` holding it for part of [from, to), other than `except`. */
export async function conflictingHold(
  kx: Executor,
  car: string,
  from: Date,
  to: Date,
  now: Date,
  except?: string,
): Promise<BookingRecord | null> {
  let q = kx
    .selectFrom('bookings')
    .select('doc')
    .where('car', '=', car)
    .where((eb) => holdingAt(eb, now))
    .where((eb) => overlapping(eb, from, to))
  if (except !== undefined) q = q.where('id', '<>', except)
  const row = await q.orderBy('from_at').orderBy('id').limit(1).executeTakeFirst()
  return row ? revive.booking(row.doc) : null
}

/** How many bookings these suppliers have in these statuses, from booking_counts (0002_search_speed.sql). */
async function countByCompanyAndStatus(kx: Executor, companies: readonly string[], statuses: readonly string[]): Promise<{ n: string }> {
  const { rows } = await sql<{ n: string }>`SELECT coalesce(sum(n), 0) AS n FROM booking_counts
    WHERE company IN (${sql.join([...new Set(companies)])}) AND status IN (${sql.join([...new Set(statuses)])})`.execute(kx)
  return rows[0]
}

/** Who reads the list (call 24): a driver his own bookings, a supplier its cars', an admin every one. */
export type Reader = { type: 'user' | 'company' | 'admin'; id: string }

interface BookingListFilter {
  /** Suppliers whose bookings are wanted (a supplier's own list ignores it). */
  companies: readonly string[]
  statuses: readonly string[]
  /** An admin's list: one driver's bookings. */
  driver: string | null
  from: Date | null
  to: Date | null
  pickupLocation?: string
  dropOffLocation?: string
  /** Trimmed; '' for none. */
  keyword: string
  /** `keyword` is a booking id (lower case): it matches that booking too. */
  keywordId: string | null
}

/**
 * A page of call 24, newest first (the same time: the greater id first), and how many bookings match.
 * The keyword matches the booking's id, its car's name or its supplier's name, and, for the back office
 * (a supplier, an admin), its driver's name, ignoring case.
 */
export async function bookingPage(
  kx: Executor,
  reader: Reader,
  f: BookingListFilter,
  { page, size }: { page: number; size: number },
): Promise<{ items: BookingRecord[]; total: number }> {
  if (!f.statuses.length || (reader.type !== 'company' && !f.companies.length)) return { items: [], total: 0 }
  const backOffice = reader.type !== 'user'
  let q = kx.selectFrom('bookings as b').where('b.status', 'in', [...new Set(f.statuses)])
  if (reader.type === 'user') q = q.where('b.driver', '=', reader.id)
  if (reader.type === 'company') q = q.where('b.company', '=', reader.id)
  else q = q.where('b.company', 'in', [...new Set(f.companies)])
  if (f.driver) q = q.where('b.driver', '=', f.driver)
  if (f.from) q = q.where('b.from_at', '>=', f.from)
  if (f.to) q = q.where('b.to_at', '<=', f.to)
  if (f.pickupLocation !== undefined) q = q.where(sql<boolean>`b.doc->>'pickupLocation' = ${f.pickupLocation}`)
  if (f.dropOffLocation !== undefined) q = q.where(sql<boolean>`b.doc->>'dropOffLocation' = ${f.dropOffLocation}`)
  if (f.keyword) {
    const pattern = containsPattern(f.keyword)
    const named = (column: 'b.company' | 'b.driver', type: string) =>
      sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${sql.ref(column)} AND u.type = ${type} AND lower_icu(u.full_name) LIKE ${pattern})`
    q = q.where((eb) =>
      eb.or([
        ...(f.keywordId ? [eb('b.id', '=', f.keywordId)] : []),
        sql<boolean>`EXISTS (SELECT 1 FROM cars c WHERE c.id = b.car AND lower_icu(c.name) LIKE ${pattern})`,
        named('b.company', 'company'),
        ...(backOffice ? [named('b.driver', 'user')] : []),
      ]),
    )
  }
  // Filtered by supplier and status only: counted from booking_counts (kept by triggers) rather than row by row.
  const byCompanyAndStatus =
    reader.type !== 'user' &&
    !f.driver &&
    !f.from &&
    !f.to &&
    f.pickupLocation === undefined &&
    f.dropOffLocation === undefined &&
    !f.keyword
  const { n } = byCompanyAndStatus
    ? await countByCompanyAndStatus(kx, reader.type === 'company' ? [reader.id] : f.companies, f.statuses)
    : await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  const total = Number(n)
  if (!total || (page - 1) * size >= total) return { items: [], total }
  const rows = await q
    .select('b.doc')
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { items: rows.map((r) => revive.booking(r.doc)), total }
}

/** Forgets an idempotency key of call 25 (its booking was taken back: the same key may try again). */
export async function forgetIdempotencyKey(kx: Executor, key: string): Promise<void> {
  await kx.deleteFrom('idempotency').where('key', '=', key).execute()
}

/**
 * Makes calls with the same idempotency key take turns until the first one's transaction ends (a
 * transaction-level advisory lock): the second then finds the key the first remembered.
 */
export async function lockIdempotencyKey(kx: Executor, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`idempotency:${key}`}))`.execute(kx)
}
