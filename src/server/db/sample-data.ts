import { sql } from 'kysely'
import { buildSeed } from '../seed.ts'
import { startOfUtcDay } from '../dates.ts'
import type { Db, Executor } from './database.ts'
import { bookingRow, carRow, notificationRow, seedIdMaker, userRow } from './repo.ts'

/** The sample data in the database (issue 48): loaded into an empty database only, once, whichever process starts first. */

const SEED_LOCK = 4_852_042_049
/** Every table of data (schema_migrations and settings' signing key aside). */
const DATA_TABLES = [
  'users',
  'locations',
  'cars',
  'additional_drivers',
  'bookings',
  'notifications',
  'tokens',
  'idempotency',
  'files',
  'failures',
  'outbox',
]

/** Inserts the sample data as of `now` (its dates are relative to that day). */
export async function insertSampleData(kx: Executor, now: Date): Promise<void> {
  const seed = buildSeed(startOfUtcDay(now), seedIdMaker())
  const chunks = <T>(rows: T[], size = 500): T[][] =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size))
  for (const rows of chunks(seed.users.map(userRow))) await kx.insertInto('users').values(rows).execute()
  for (const rows of chunks(seed.locations.map((l) => ({ id: l._id, doc: JSON.stringify(l) }))))
    await kx.insertInto('locations').values(rows).execute()
  for (const rows of chunks(seed.cars.map(carRow))) await kx.insertInto('cars').values(rows).execute()
  for (const rows of chunks(seed.additionalDrivers.map((d) => ({ id: d._id, doc: JSON.stringify(d) }))))
    await kx.insertInto('additional_drivers').values(rows).execute()
  for (const rows of chunks(seed.bookings.map((b) => bookingRow(b, now)))) await kx.insertInto('bookings').values(rows).execute()
  for (const rows of chunks(seed.notifications.map(notificationRow))) await kx.insertInto('notifications').values(rows).execute()
}

/**
 * Loads the sample data if the database has never had data: under a lock, so two processes
 * starting together load it once. Returns whether it was loaded now.
 */
export async function loadSampleDataOnce(db: Db, now: Date): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(conn)
    try {
      const done = await conn.selectFrom('settings').select('value').where('name', '=', 'sample-data').executeTakeFirst()
      const anyone = await conn.selectFrom('users').select('id').limit(1).executeTakeFirst()
      if (done || anyone) return false
      await conn.transaction().execute(async (tx) => {
        await insertSampleData(tx, now)
        await tx.insertInto('settings').values({ name: 'sample-data', value: now.toISOString() }).execute()
      })
      return true
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(conn)
    }
  })
}

/** Empties every table of data (test mode's reset, `--reset-data`); the signing key stays. */
export async function emptyData(kx: Executor): Promise<void> {
  await sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')}`).execute(kx)
  await kx.deleteFrom('settings').where('name', '=', 'sample-data').execute()
}

/** Puts the sample data back: everything else goes (test mode's reset, `--reset-data`). */
export async function resetToSampleData(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await emptyData(tx)
    await insertSampleData(tx, now)
    await tx.insertInto('settings').values({ name: 'sample-data', value: now.toISOString() }).execute()
  })
}
