import { sql } from 'kysely'
import type { BookingRecord, NotificationRecord, UserRecord } from '../../types.ts'
import type { Executor } from '../database.ts'
import { revive } from '../repo.ts'

/** Named queries of the notification list (call 30 and its marks) and of Web Push (push.ts). */

/** Accounts with a subscribed device: the predicate of the partial index users_with_devices (0003_background_scans.sql). */
const WITH_DEVICES = sql<boolean>`(doc->'push'->'devices') <> '[]'::jsonb`

/** A page of an account's notifications, newest first, and how many it has. */
export async function notificationPage(
  kx: Executor,
  user: string,
  { page, size }: { page: number; size: number },
): Promise<{ items: NotificationRecord[]; total: number }> {
  const { n } = await kx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user)
    .executeTakeFirstOrThrow()
  const total = Number(n)
  if (!total || (page - 1) * size >= total) return { items: [], total }
  const rows = await kx
    .selectFrom('notifications')
    .select('doc')
    .where('user_id', '=', user)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { items: rows.map((r) => revive.notification(r.doc)), total }
}

/** Marks the account's notifications among `ids` read (or unread), row and record; ids of others are left alone. */
export async function markNotifications(kx: Executor, user: string, ids: readonly string[], isRead: boolean): Promise<void> {
  if (!ids.length) return
  await kx
    .updateTable('notifications')
    .set({ is_read: isRead, doc: sql`jsonb_set(doc, '{isRead}', to_jsonb(${isRead}::boolean))` })
    .where('user_id', '=', user)
    .where('id', 'in', [...new Set(ids)])
    .where('is_read', '<>', isRead)
    .execute()
}

/** Deletes the account's notifications among `ids`; ids of others are left alone. */
export async function deleteNotifications(kx: Executor, user: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return
  await kx
    .deleteFrom('notifications')
    .where('user_id', '=', user)
    .where('id', 'in', [...new Set(ids)])
    .execute()
}

/** Every supplier (call 29: the list of companies). */
export async function companies(kx: Executor): Promise<UserRecord[]> {
  const rows = await kx.selectFrom('users').select('doc').where('type', '=', 'company').execute()
  return rows.map((r) => revive.user(r.doc))
}

// --- Web Push (push.ts) ------------------------------------------------------------------------

/** The account, its row locked until the transaction ends (the push loop and the reminders take turns with calls). */
export async function userForUpdate(kx: Executor, id: string): Promise<UserRecord | undefined> {
  const row = await kx.selectFrom('users').select('doc').where('id', '=', id).forUpdate().executeTakeFirst()
  return row && revive.user(row.doc)
}

/** Accounts other than `except` with a device of this endpoint (an endpoint belongs to its last subscriber). */
export async function endpointOwners(kx: Executor, endpoint: string, except: string): Promise<UserRecord[]> {
  const rows = await kx
    .selectFrom('users')
    .select('doc')
    .where(WITH_DEVICES)
    .where(sql<boolean>`doc->'push'->'devices' @> ${JSON.stringify([{ endpoint }])}::jsonb`)
    .where('id', '<>', except)
    .forUpdate()
    .execute()
  return rows.map((r) => revive.user(r.doc))
}

/** Accounts with a device subscribed with another VAPID key than `key` (start-up, after a rotation). */
export async function usersWithOtherKeys(kx: Executor, key: string): Promise<UserRecord[]> {
  const rows = await kx
    .selectFrom('users')
    .select('doc')
    .where(sql<boolean>`jsonb_typeof(doc->'push'->'devices') = 'array'`)
    .where(WITH_DEVICES)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements(doc->'push'->'devices') d WHERE d->>'key' <> ${key})`)
    .forUpdate()
    .execute()
  return rows.map((r) => revive.user(r.doc))
}

/** Accounts with pushes queued: the predicate of the partial index users_push_queued (0003_background_scans.sql). */
const QUEUED = sql<boolean>`(doc->'push'->'queue') <> '[]'::jsonb`

/**
 * Claims accounts with a push due by `now`: their rows locked until the transaction ends, skipping
 * rows another process holds (it is sending those), at most `limit`.
 */
export async function claimQueuedPushes(kx: Executor, now: Date, limit: number): Promise<UserRecord[]> {
  const rows = await kx
    .selectFrom('users')
    .select('doc')
    .where(QUEUED)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements(doc->'push'->'queue') q WHERE (q->>'next')::timestamptz <= ${now})`)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()
  return rows.map((r) => revive.user(r.doc))
}

/** When the earliest queued push is due (null: none is queued). */
export async function nextQueuedPush(kx: Executor): Promise<Date | null> {
  const row = await kx
    .selectFrom('users')
    .select(sql<string | null>`min((SELECT min((q->>'next')::timestamptz) FROM jsonb_array_elements(doc->'push'->'queue') q))`.as('next'))
    .where(QUEUED)
    .executeTakeFirst()
  return row?.next ? new Date(row.next) : null
}

/** Accounts with a subscribed device, oldest first (test mode's view). */
export async function usersWithDevices(kx: Executor): Promise<UserRecord[]> {
  const rows = await kx.selectFrom('users').select('doc').where(WITH_DEVICES).orderBy('created_at').orderBy('id').execute()
  return rows.map((r) => revive.user(r.doc))
}

/**
 * Bookings whose pick-up is after `now` and within `withinMs`, of drivers with a device, not reminded
 * of yet (the caller checks the status holds, and checks again with the driver's row locked).
 */
export async function bookingsToRemind(kx: Executor, now: Date, withinMs: number): Promise<BookingRecord[]> {
  const rows = await kx
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.driver')
    .select('b.doc')
    .where('b.from_at', '>', now)
    .where('b.from_at', '<=', new Date(now.getTime() + withinMs))
    .where(sql<boolean>`(u.doc->'push'->'devices') <> '[]'::jsonb`)
    .where(sql<boolean>`NOT coalesce(u.doc->'push'->'reminded' ? b.id, false)`)
    .orderBy('b.from_at')
    .orderBy('b.id')
    .execute()
  return rows.map((r) => revive.booking(r.doc))
}
