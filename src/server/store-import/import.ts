import type { Executor } from '../db/database.ts'
import { bookingRow, carRow, notificationRow, revive, userRow, type FileKind } from '../db/repo.ts'
import { DataError, OLD_FILE_KINDS, type OldStore } from './old-store.ts'

/** What an import wrote, by table. */
export type ImportCounts = Record<string, number>

/**
 * Writes an old data folder's records and files into an empty database (issue 48), in the caller's
 * transaction: all of it, or nothing. Every record goes through the same codecs as the server's
 * writes, so its columns (and the exclusion constraint on holds) are the server's own.
 */
export async function importOldStore(kx: Executor, old: OldStore, now: Date): Promise<ImportCounts> {
  const anyone = await kx.selectFrom('users').select('id').limit(1).executeTakeFirst()
  if (anyone) throw new DataError('The database already has data: import into a new, empty database.')
  const { data } = old
  const counts: ImportCounts = {}
  async function insert<T>(table: string, rows: T[], write: (rows: T[]) => Promise<unknown>): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500))
    counts[table] = rows.length
  }
  await insert(
    'users',
    data.users.map((u) => userRow(revive.user(u))),
    (rows) => kx.insertInto('users').values(rows).execute(),
  )
  await insert(
    'locations',
    data.locations.map((l) => ({ id: l._id, doc: JSON.stringify(l) })),
    (rows) => kx.insertInto('locations').values(rows).execute(),
  )
  await insert(
    'cars',
    data.cars.map((c) => carRow(revive.car(c))),
    (rows) => kx.insertInto('cars').values(rows).execute(),
  )
  await insert(
    'additional_drivers',
    data.additionalDrivers.map((d) => ({ id: d._id, doc: JSON.stringify(revive.additionalDriver(d)) })),
    (rows) => kx.insertInto('additional_drivers').values(rows).execute(),
  )
  await insert(
    'bookings',
    data.bookings.map((b) => bookingRow(revive.booking(b), now)),
    (rows) => kx.insertInto('bookings').values(rows).execute(),
  )
  await insert(
    'notifications',
    data.notifications.map((n) => notificationRow(revive.notification(n))),
    (rows) => kx.insertInto('notifications').values(rows).execute(),
  )
  // Only an account's newest link counted; links already out of date are left behind.
  const links = new Map(data.tokens.filter((t) => new Date(t.expireAt).getTime() > now.getTime()).map((t) => [t.user, t]))
  await insert(
    'tokens',
    [...links.values()].map((t) => ({ user_id: t.user, token: t.token, expire_at: new Date(t.expireAt) })),
    (rows) => kx.insertInto('tokens').values(rows).execute(),
  )
  await insert(
    'idempotency',
    Object.entries(data.idempotency).map(([key, entry]) => ({ key, at: new Date(entry.at), doc: JSON.stringify(entry) })),
    (rows) => kx.insertInto('idempotency').values(rows).execute(),
  )
  let files = 0
  const missing: string[] = []
  for (const kind of OLD_FILE_KINDS) {
    for (const f of (
      data as unknown as Record<FileKind, { name: string; contentType: string; owner?: string; booking?: string; createdAt?: string }[]>
    )[kind]) {
      const bytes = old.bytes(kind, f.name)
      if (!bytes) {
        missing.push(`${kind}/${f.name}`)
        continue
      }
      await kx
        .insertInto('files')
        .values({
          kind,
          name: f.name,
          content_type: f.contentType,
          bytes,
          owner: f.owner ?? null,
          booking: f.booking ?? null,
          created_at: f.createdAt ? new Date(f.createdAt) : now,
        })
        .execute()
      files += 1
    }
  }
  counts.files = files
  if (missing.length) console.warn(`Not in the folder, so not imported: ${missing.join(', ')}`)
  // The sample data is never loaded over imported data.
  await kx
    .insertInto('settings')
    .values({ name: 'sample-data', value: 'imported' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  return counts
}
