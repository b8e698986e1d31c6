import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, newPGlite, openDatabase, SCHEMA_VERSION, statements, type Database, type Executor } from './database.ts'
import { claimQueuedPushes, endpointOwners, nextQueuedPush, usersWithOtherKeys } from './queries/notifications.ts'
import { lapsedPayments, paymentsToRecheck } from './queries/payments.ts'
import { testDatabase } from './test-database.ts'

/** Bookings per supplier and status: as booking_counts keeps them (0002), and as counted row by row. */
async function counts({ db }: Database): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
  const kept = await sql<{ key: string; n: string }>`SELECT company || '/' || status AS key, sum(n) AS n FROM booking_counts
    GROUP BY company, status HAVING sum(n) <> 0`.execute(db)
  const counted = await sql<{ key: string; n: string }>`SELECT company || '/' || status AS key, count(*) AS n FROM bookings
    GROUP BY company, status`.execute(db)
  const byKey = (rows: { key: string; n: string }[]) => Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))
  return { kept: byKey(kept.rows), counted: byKey(counted.rows) }
}

function bookingRow(id: string, company: string, status: string, day: number): string {
  const from = `2030-01-${String(day).padStart(2, '0')}T10:00:00Z`
  const to = `2030-01-${String(day + 1).padStart(2, '0')}T10:00:00Z`
  return `('${id}', 'car-${id}', 'driver', '${company}', '${status}', '${from}', '${to}', now(), false, NULL, '{}')`
}

const BOOKING_COLUMNS = '(id, car, driver, company, status, from_at, to_at, created_at, holds, hold_expires, doc)'

describe('schema 2 (search speed)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'volta-migrate-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('upgrades a database of schema 1 with its data: folded names, and the bookings already there counted', async () => {
    // A data folder as the first schema left it, with an account, a car and bookings.
    const old = await newPGlite({ dataDir: dir })
    const first = readFileSync(join(MIGRATIONS_DIR, '0001_init.sql'), 'utf8')
    for (const statement of statements(first)) await old.exec(statement)
    await old.exec(`CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migrations (version, name) VALUES (1, '0001_init.sql');
      INSERT INTO users (id, email, type, full_name, created_at, doc) VALUES ('s1', 'Biuro@Łódź.PL', 'company', 'Škoda Łódź', now(), '{}');
      INSERT INTO cars (id, company, name, available, price, locations, doc) VALUES ('c1', 's1', 'Ćma Æ', true, 100, '{}', '{}');
      INSERT INTO bookings ${BOOKING_COLUMNS} VALUES ${bookingRow('b1', 's1', 'paid', 1)}, ${bookingRow('b2', 's1', 'paid', 3)},
        ${bookingRow('b3', 's1', 'cancelled', 5)}, ${bookingRow('b4', 's2', 'paid', 7)};`)
    await old.close()

    const database = await openDatabase({ dir })
    try {
      expect(database.migratedFrom).toBe(1)
      const versions = await database.db.selectFrom('schema_migrations').select('version').orderBy('version').execute()
      expect(versions.map((v) => v.version)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1))
      const keys = await sql<{ name_key: string; email_key: string }>`SELECT name_key, email_key FROM users`.execute(database.db)
      expect(keys.rows).toEqual([{ name_key: 'skoda lodz', email_key: 'biuro@lodz.pl' }])
      const car = await sql<{ name_key: string }>`SELECT name_key FROM cars`.execute(database.db)
      expect(car.rows).toEqual([{ name_key: 'cma ae' }])
      expect((await counts(database)).kept).toEqual({ 's1/paid': 2, 's1/cancelled': 1, 's2/paid': 1 })
    } finally {
      await database.close()
    }
  })

  it('keeps each supplier’s bookings counted by status through inserts, updates, deletes and truncation', async () => {
    const database = await testDatabase()
    const { db } = database
    await sql.raw(`DELETE FROM bookings WHERE company LIKE 'count-%'`).execute(db)
    const before = await counts(database)
    expect(before.kept).toEqual(before.counted)
    await sql
      .raw(
        `INSERT INTO bookings ${BOOKING_COLUMNS} VALUES ${bookingRow('n1', 'count-a', 'pending', 1)}, ${bookingRow('n2', 'count-a', 'pending', 3)},
        ${bookingRow('n3', 'count-b', 'paid', 5)}`,
      )
      .execute(db)
    await sql.raw(`UPDATE bookings SET status = 'cancelled' WHERE id IN ('n1', 'n3')`).execute(db)
    // An update that leaves the status as it was changes no count.
    await sql.raw(`UPDATE bookings SET doc = '{"x":1}' WHERE id = 'n2'`).execute(db)
    await sql.raw(`DELETE FROM bookings WHERE id = 'n2'`).execute(db)
    const after = await counts(database)
    expect(after.kept).toEqual(after.counted)
    expect(after.counted).toMatchObject({ 'count-a/cancelled': 1, 'count-b/cancelled': 1 })
    expect(after.counted['count-a/pending']).toBeUndefined()
    await sql.raw(`DELETE FROM bookings WHERE company LIKE 'count-%'`).execute(db)
    expect((await counts(database)).kept).toEqual(before.kept)
    await sql.raw('TRUNCATE bookings').execute(db)
    expect(await counts(database)).toEqual({ kept: {}, counted: {} })
  })
})

describe('schema 3 (the background work’s look-ups)', () => {
  /** How many times each index was read (the statistics flushed first: this backend's, then a fresh view). */
  async function indexScans({ db }: Database): Promise<Record<string, number>> {
    await sql`SELECT pg_stat_clear_snapshot()`.execute(db)
    const { rows } = await sql<{ name: string; n: string }>`SELECT indexrelname AS name, idx_scan AS n FROM pg_stat_user_indexes`.execute(
      db,
    )
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]))
  }

  // With sequential scans off, a query whose conditions imply a partial index's predicate reads that index;
  // one whose conditions do not (a predicate written differently) cannot, and reads another or the table.
  it.each([
    ['bookings_payment_unsettled', 'paymentsToRecheck', (kx: Executor) => paymentsToRecheck(kx, 'test')],
    ['bookings_payment_open_void', 'lapsedPayments', (kx: Executor) => lapsedPayments(kx, new Date())],
    ['users_push_queued', 'claimQueuedPushes', (kx: Executor) => claimQueuedPushes(kx, new Date(), 10)],
    ['users_push_queued', 'nextQueuedPush', (kx: Executor) => nextQueuedPush(kx)],
    ['users_with_devices', 'usersWithOtherKeys', (kx: Executor) => usersWithOtherKeys(kx, 'key')],
    ['users_with_devices', 'endpointOwners', (kx: Executor) => endpointOwners(kx, 'https://push.example/1', 'nobody')],
  ] as const)('reads %s in %s', async (index, _query, run) => {
    const database = await testDatabase()
    const before = (await indexScans(database))[index] ?? 0
    await database.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx)
      await run(tx)
      await sql`SELECT pg_stat_force_next_flush()`.execute(tx)
    })
    await expect.poll(async () => (await indexScans(database))[index] ?? 0, { timeout: 5_000 }).toBeGreaterThan(before)
  })
})
