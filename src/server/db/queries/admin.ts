import { sql, type RawBuilder } from 'kysely'
import type { Language, LocationRecord, UserRecord } from '../../types.ts'
import { foldText } from '../../validate.ts'
import type { Executor } from '../database.ts'
import { revive } from '../repo.ts'

/**
 * Named queries of the operator corner (calls 45–59): the suppliers' and users' lists, name checks,
 * and whether a place or a supplier is still used. Names are searched and sorted as validate.ts's
 * foldText does (case and accents ignored), then by id, both compared byte by byte (COLLATE "C") as
 * JavaScript's `<` compares the keys.
 */

/**
 * `text` folded in SQL as foldText folds it in JavaScript: the function `fold` of 0002_search_speed.sql (lower
 * case by ICU, decomposed (NFD), the combining marks of Latin, Greek and Cyrillic dropped, and the
 * letters NFD keeps whole replaced: ł → l, ß → ss …). Tables keep it for names and emails (name_key,
 * email_key), indexed.
 */
export function folded(text: RawBuilder<unknown> | string): RawBuilder<string> {
  const value = typeof text === 'string' ? sql.ref(text) : text
  return sql<string>`fold(${value})`
}

/** A LIKE pattern matching the folded `keyword` anywhere, its wildcards (and the escape character) taken literally. */
function foldedPattern(keyword: string): string {
  return `%${foldText(keyword).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The account's name or email contains the keyword, case and accents ignored (the trigram indexes of name_key and email_key). */
function nameOrEmailContains(keyword: string): RawBuilder<boolean> {
  const pattern = foldedPattern(keyword)
  return sql<boolean>`(name_key LIKE ${pattern} OR email_key LIKE ${pattern})`
}

/** By name (case and accents ignored: name_key, byte by byte), then by id, as validate.ts's byName (the indexes users_by_*name). */
const BY_NAME = [sql`name_key`, sql`id COLLATE "C"`] as const

export interface Page {
  page: number
  size: number
}

/** The rows of a page, and how many match. */
export interface PageOf<T> {
  items: T[]
  total: number
}

/** Suppliers with their car count (call 47): name or email containing the keyword, by name then id. */
export async function supplierPage(
  kx: Executor,
  keyword: string,
  { page, size }: Page,
): Promise<PageOf<{ supplier: UserRecord; carCount: number }>> {
  let q = kx.selectFrom('users').where('type', '=', 'company')
  if (keyword) q = q.where(nameOrEmailContains(keyword))
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  const total = Number(n)
  if (!total || (page - 1) * size >= total) return { items: [], total }
  const rows = await q
    .select(['doc', sql<string>`(SELECT count(*) FROM cars c WHERE c.company = users.id)`.as('cars')])
    .orderBy(BY_NAME[0])
    .orderBy(BY_NAME[1])
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { items: rows.map((r) => ({ supplier: revive.user(r.doc), carCount: Number(r.cars) })), total }
}

/** The accounts' records by id, in the order of `ids` (those gone since left out). */
async function usersInOrder(kx: Executor, ids: readonly string[]): Promise<UserRecord[]> {
  if (!ids.length) return []
  const rows = await kx
    .selectFrom('users')
    .select(['id', 'doc'])
    .where('id', 'in', [...ids])
    .execute()
  const docs = new Map(rows.map((r) => [r.id, r.doc]))
  return ids.flatMap((id) => (docs.has(id) ? [revive.user(docs.get(id))] : []))
}

/**
 * Accounts of the given types but `leftOut` (call 58): name or email containing the keyword, by name then id.
 * The page is found by ids, then read. Without a keyword: counted without `leftOut` (an index-only scan of
 * users_by_type), less one if it is among them, and the page walks users_by_name (index only, deep pages
 * too). With one: the matches (the trigram indexes) counted and sorted in one pass, as walking the names
 * in order to the first matches may cross most of the index.
 */
export async function userPage(
  kx: Executor,
  types: readonly string[],
  leftOut: string | undefined,
  keyword: string,
  { page, size }: Page,
): Promise<PageOf<UserRecord>> {
  if (!types.length) return { items: [], total: 0 }
  let q = kx.selectFrom('users').where('type', 'in', [...new Set(types)])
  if (keyword) {
    q = q.where(nameOrEmailContains(keyword))
    if (leftOut !== undefined) q = q.where('id', '<>', leftOut)
    const matches = q.select(['id', sql<string>`name_key`.as('name_key')])
    const rows = await kx
      .with(
        (cte) => cte('m').materialized(),
        () => matches,
      )
      .selectFrom('m')
      .select(['m.id', sql<string>`count(*) OVER ()`.as('n')])
      .orderBy(sql`m.name_key`)
      .orderBy(sql`m.id COLLATE "C"`)
      .limit(size)
      .offset((page - 1) * size)
      .execute()
    const found = rows.map((r) => r.id)
    if (found.length) return { items: await usersInOrder(kx, found), total: Number(rows[0].n) }
    // A page past the end has no row to carry the count.
    const { n } = page === 1 ? { n: '0' } : await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    return { items: [], total: Number(n) }
  }
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  let total = Number(n)
  if (total && leftOut !== undefined && (await q.select('id').where('id', '=', leftOut).executeTakeFirst())) total -= 1
  if (!total || (page - 1) * size >= total) return { items: [], total }
  if (leftOut !== undefined) q = q.where('id', '<>', leftOut)
  const rows = await q
    .select('id')
    .orderBy(BY_NAME[0])
    .orderBy(BY_NAME[1])
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  const found = rows.map((r) => r.id)
  return { items: await usersInOrder(kx, found), total }
}

/** Another supplier (not `except`) has this name, case and surrounding spaces ignored (calls 45, 46, 49). */
export async function supplierNameTaken(kx: Executor, name: string, except?: string): Promise<boolean> {
  let q = kx
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'company')
    // Names are kept trimmed; lower_icu(full_name) (toLowerCase's lower case) is what users_by_lower_name indexes.
    .where(sql<boolean>`lower_icu(full_name) = ${name.trim().toLowerCase()}`)
  if (except !== undefined) q = q.where('id', '<>', except)
  return (await q.limit(1).executeTakeFirst()) !== undefined
}

/** Any booking, whatever its status, of the supplier's cars (calls 51, 52). */
export async function supplierHasBookings(kx: Executor, supplier: string): Promise<boolean> {
  const { used } = await kx
    .selectNoFrom(sql<boolean>`EXISTS (SELECT 1 FROM bookings WHERE company = ${supplier})`.as('used'))
    .executeTakeFirstOrThrow()
  return used
}

/**
 * Removes a supplier that has no bookings (call 52), in the call's transaction: its cars and their
 * pictures, its logo, its notifications, its uploads (temporary car pictures) and its links. Gone,
 * its access tokens name nobody: 401 from its next call on.
 */
export async function deleteSupplier(kx: Executor, supplier: UserRecord): Promise<void> {
  const cars = await kx
    .deleteFrom('cars')
    .where('company', '=', supplier._id)
    .returning(sql<string>`doc->>'image'`.as('image'))
    .execute()
  const images = cars.map((c) => c.image).filter(Boolean)
  if (images.length) await kx.deleteFrom('files').where('kind', '=', 'carImages').where('name', 'in', images).execute()
  if (supplier.avatar) await kx.deleteFrom('files').where('kind', '=', 'avatars').where('name', '=', supplier.avatar).execute()
  await kx.deleteFrom('files').where('kind', '=', 'tempCarImages').where('owner', '=', supplier._id).execute()
  await kx.deleteFrom('notifications').where('user_id', '=', supplier._id).execute()
  await kx.deleteFrom('tokens').where('user_id', '=', supplier._id).execute()
  await kx.deleteFrom('users').where('id', '=', supplier._id).execute()
}

const LANGUAGES: readonly Language[] = ['pl', 'fr', 'en']

/**
 * The first language in which another place (not `except`) already has the name, case and accents
 * ignored (calls 53, 55); null when none.
 */
export async function takenPlaceName(kx: Executor, names: Record<Language, string>, except?: string): Promise<Language | null> {
  let q = kx.selectFrom('locations').select('doc')
  if (except !== undefined) q = q.where('id', '<>', except)
  q = q.where((eb) =>
    eb.or(LANGUAGES.map((language) => sql<boolean>`${folded(sql`doc->'names'->>${language}`)} = ${foldText(names[language])}`)),
  )
  const row = await q.orderBy('id').limit(1).executeTakeFirst()
  if (!row) return null
  const other: LocationRecord = revive.location(row.doc)
  return LANGUAGES.find((language) => foldText(other.names[language] ?? '') === foldText(names[language])) ?? LANGUAGES[0]
}

/** A car serves the place, or a booking (any status) picks up or drops off there (calls 56, 57). */
export async function placeInUse(kx: Executor, id: string): Promise<boolean> {
  const { used } = await kx
    .selectNoFrom(
      sql<boolean>`EXISTS (SELECT 1 FROM cars WHERE locations @> ARRAY[${id}]::text[])
        OR EXISTS (SELECT 1 FROM bookings WHERE doc->>'pickupLocation' = ${id} OR doc->>'dropOffLocation' = ${id})`.as('used'),
    )
    .executeTakeFirstOrThrow()
  return used
}
