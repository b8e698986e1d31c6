import { sql } from 'kysely'
import type { Executor } from '../database.ts'
import type { FileKind } from '../repo.ts'

/** Named queries of accounts, their links and their licences (routes/users.ts, profile.ts, license.ts). */

/**
 * Spends an account's activation or reset link if `token` is it and still good: checked and spent
 * in one statement, so two calls with one link cannot both use it. True when it was spent.
 */
export async function spendLink(kx: Executor, user: string, token: string, now: Date): Promise<boolean> {
  const row = await kx
    .deleteFrom('tokens')
    .where('user_id', '=', user)
    .where('token', '=', token)
    .where('expire_at', '>', now)
    .returning('user_id')
    .executeTakeFirst()
  return !!row
}

/** Whether a file of this kind and name is kept (its bytes are not read). */
export async function fileExists(kx: Executor, kind: FileKind, name: string): Promise<boolean> {
  const row = await kx.selectFrom('files').select('name').where('kind', '=', kind).where('name', '=', name).executeTakeFirst()
  return !!row
}

/** The upload's size and age without its bytes (call 62's uploads may be read by name only once checked). */
export async function fileInfo(kx: Executor, kind: FileKind, name: string): Promise<{ createdAt: Date } | undefined> {
  const row = await kx.selectFrom('files').select('created_at').where('kind', '=', kind).where('name', '=', name).executeTakeFirst()
  return row && { createdAt: row.created_at }
}

/**
 * Drops the temporary licence uploads made before `oldest`, then the oldest of the rest until the
 * others fit in `maxTotalBytes` (newest first: a running total of their sizes).
 */
export async function pruneTempLicenseFiles(kx: Executor, oldest: Date, maxTotalBytes: number): Promise<void> {
  await sql`
    DELETE FROM files WHERE kind = 'tempLicenses' AND (created_at < ${oldest} OR name IN (
      SELECT name FROM (
        SELECT name, sum(octet_length(bytes)) OVER (ORDER BY created_at DESC, name DESC ROWS UNBOUNDED PRECEDING) AS total
        FROM files WHERE kind = 'tempLicenses'
      ) AS running WHERE total > ${maxTotalBytes}))`.execute(kx)
}

/** Whether a supplier has a booking (any status) of this driver: call 66's rule. */
export async function supplierHasBookingOf(kx: Executor, company: string, driver: string): Promise<boolean> {
  const row = await kx
    .selectFrom('bookings')
    .select('id')
    .where('driver', '=', driver)
    .where('company', '=', company)
    .limit(1)
    .executeTakeFirst()
  return !!row
}

/** Whether an account has this id (the licence calls tell a stranger's id from an unknown one). */
export async function userExists(kx: Executor, id: string): Promise<boolean> {
  const row = await kx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()
  return !!row
}

/** A temporary licence upload becomes a driver's licence, under a new name, uploaded `now` (its bytes are not copied). */
export async function adoptTempLicense(kx: Executor, temp: string, name: string, owner: string, now: Date): Promise<boolean> {
  const row = await kx
    .updateTable('files')
    .set({ kind: 'licenses', name, owner, created_at: now })
    .where('kind', '=', 'tempLicenses')
    .where('name', '=', temp)
    .returning('name')
    .executeTakeFirst()
  return !!row
}
