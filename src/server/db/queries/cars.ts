import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import { CAR_TYPES, type CarRecord, type UserRecord } from '../../types.ts'
import type { Executor } from '../database.ts'
import { revive } from '../repo.ts'
import type { Tables } from '../tables.ts'
import { containsPattern } from './bookings.ts'

/**
 * Named queries of cars: the driver's search (call 18), the supplier's lists (calls 36 and the
 * booking form's car picker), whether bookings name a car, the public places and suppliers (calls
 * 70–71), and the CDN's look-ups of generated pictures. Fields only in the record are read from
 * `doc`; names sort as validate.ts's foldText folds them (case and accents ignored), then byte by byte.
 */

type Cars = ExpressionBuilder<Tables, 'cars'>
type CarQuery = SelectQueryBuilder<Tables, 'cars', object>

interface Page {
  page: number
  size: number
}

/** A number of the record (`doc->>key`). */
const docNumber = (key: string) => sql<number>`(doc->>${key})::float8`
const docText = (key: string) => sql<string>`doc->>${key}`

/** By name (folded: the stored `name_key`, then as written), then by id, byte by byte. */
function byName(q: CarQuery): CarQuery {
  return q
    .orderBy(sql`name_key`)
    .orderBy(sql`name COLLATE "C"`)
    .orderBy(sql`id COLLATE "C"`)
}

/** Cars serving this place (the gin index of `locations`). */
const servesPlace = (place: string) => sql<boolean>`locations @> ARRAY[${place}]::text[]`

/** Limited (km a day) and unlimited (-1) mileage, as call 18's and call 36's `mileage` name them. */
function mileageIn(eb: Cars, mileage: readonly string[]) {
  const limited = mileage.includes('limited')
  const unlimited = mileage.includes('unlimited')
  return eb.or([
    ...(limited ? [sql<boolean>`${docNumber('mileage')} > -1`] : []),
    ...(unlimited ? [sql<boolean>`${docNumber('mileage')} = -1`] : []),
  ])
}

/** The page's records and how many match (count first; no rows are read for a page past the end). */
async function pageOf(q: CarQuery, order: (q: CarQuery) => CarQuery, { page, size }: Page): Promise<{ items: CarRecord[]; total: number }> {
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  const total = Number(n)
  if (!total || (page - 1) * size >= total) return { items: [], total }
  const rows = await order(q)
    .select('doc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { items: rows.map((r) => revive.car(r.doc)), total }
}

/**
 * The page's records and how many match. The matching rows are read once: their ids, counted by a window
 * (ids only: the window keeps every row), sorted by a bounded sort; then the page's records by id. A
 * page past the end has no row to carry the count: counted then.
 */
async function countedPageOf(
  kx: Executor,
  q: CarQuery,
  order: (q: CarQuery) => CarQuery,
  { page, size }: Page,
): Promise<{ items: CarRecord[]; total: number }> {
  const rows = await order(q)
    .select(['id', sql<string>`count(*) OVER ()`.as('n')])
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  if (!rows.length) {
    if (page === 1) return { items: [], total: 0 }
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    return { items: [], total: Number(n) }
  }
  const found = rows.map((r) => r.id)
  const docs = await kx.selectFrom('cars').select(['id', 'doc']).where('id', 'in', found).execute()
  const byId = new Map(docs.map((r) => [r.id, r.doc]))
  const items = rows.flatMap((r) => (byId.has(r.id) ? [revive.car(byId.get(r.id))] : []))
  return { items, total: Number(rows[0].n) }
}

/** Whether a filter's list names every value a car may have (cars are checked on writing: such a filter keeps every car). */
const allOf = (list: readonly string[], values: readonly string[]) => values.every((v) => list.includes(v))
const GEARBOXES = ['manual', 'automatic']

export type CarOrder = 'name' | 'price' | '-price'

interface CarSearch {
  /** Suppliers whose cars are wanted (those whose shortest rental the period does not meet already left out). */
  companies: readonly string[]
  pickupLocation: string | null
  fuel: readonly string[]
  gearbox: readonly string[]
  mileage: readonly string[]
  fuelPolicy: readonly string[] | undefined
  /** -1: any deposit. */
  deposit: number
  seats: number | null
  doors: number | null
  aircon: boolean
  /** Cars some booking holds for part of it are left out. */
  period: { from: Date; to: Date } | null
  now: Date
  sort: CarOrder
}

/**
 * Call 18: available cars matching every filter, not held over the period (a booking holds its car
 * while `holds` and its payment hold, if any, has not run out), by name or by daily price.
 */
export async function carSearchPage(kx: Executor, s: CarSearch, page: Page): Promise<{ items: CarRecord[]; total: number }> {
  if (!s.companies.length || !s.fuel.length || !s.gearbox.length || (s.fuelPolicy && !s.fuelPolicy.length)) return { items: [], total: 0 }
  if (!s.mileage.includes('limited') && !s.mileage.includes('unlimited')) return { items: [], total: 0 }
  let q: CarQuery = kx
    .selectFrom('cars')
    .where('available', '=', true)
    .where('company', 'in', [...new Set(s.companies)])
  // Filters naming every value keep every car: left out, as reading each car's record costs most of the search.
  if (!allOf(s.fuel, CAR_TYPES)) q = q.where(docText('type'), 'in', [...new Set(s.fuel)])
  if (!allOf(s.gearbox, GEARBOXES)) q = q.where(docText('gearbox'), 'in', [...new Set(s.gearbox)])
  if (!allOf(s.mileage, ['limited', 'unlimited'])) q = q.where((eb) => mileageIn(eb, s.mileage))
  if (s.pickupLocation) q = q.where(servesPlace(s.pickupLocation))
  if (s.fuelPolicy) q = q.where(docText('fuelPolicy'), 'in', [...new Set(s.fuelPolicy)])
  if (s.deposit !== -1) q = q.where(docNumber('deposit'), '<=', s.deposit)
  if (s.seats !== null) q = q.where(docNumber('seats'), '>=', s.seats)
  if (s.doors !== null) q = q.where(docNumber('doors'), '>=', s.doors)
  if (s.aircon) q = q.where(sql<boolean>`(doc->>'aircon')::boolean`)
  if (s.period) {
    const { from, to } = s.period
    // The cars held over the period, as one set (the gist index bookings_holding), hashed once: not a look-up per car.
    q = q.where(
      sql<boolean>`cars.id NOT IN (SELECT b.car FROM bookings b WHERE b.holds
        AND (b.hold_expires IS NULL OR b.hold_expires > ${s.now})
        AND tstzrange(b.from_at, b.to_at) && tstzrange(${from}, ${to}))`,
    )
  }
  const order = (q: CarQuery): CarQuery => {
    if (s.sort === 'price') return byName(q.orderBy('price', 'asc'))
    if (s.sort === '-price') return byName(q.orderBy('price', 'desc'))
    return byName(q)
  }
  return countedPageOf(kx, q, order, page)
}

/** The booking form's car picker: a supplier's available cars at a place, named with the keyword, by name (no count). */
export async function bookableCars(
  kx: Executor,
  company: string,
  place: string,
  keyword: string,
  { page, size }: Page,
): Promise<CarRecord[]> {
  let q: CarQuery = kx.selectFrom('cars').where('available', '=', true).where('company', '=', company).where(servesPlace(place))
  if (keyword) q = q.where(sql<boolean>`lower_icu(name) LIKE ${containsPattern(keyword)}`)
  const rows = await byName(q)
    .select('doc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return rows.map((r) => revive.car(r.doc))
}

interface SupplierCarFilter {
  /** The supplier's own id, or the suppliers an admin asked for. */
  companies: readonly string[]
  /** Trimmed; '' for none. */
  keyword: string
  fuel?: readonly string[]
  gearbox?: readonly string[]
  mileage?: readonly string[]
  availability?: readonly string[]
  /** -1: any deposit. */
  deposit: number
}

/** Call 36: the suppliers' cars matching the filters (an absent filter keeps all), newest first (ids grow with time). */
export async function supplierCarPage(kx: Executor, f: SupplierCarFilter, page: Page): Promise<{ items: CarRecord[]; total: number }> {
  const none = (list?: readonly string[]) => list !== undefined && !list.length
  if (!f.companies.length || none(f.fuel) || none(f.gearbox)) return { items: [], total: 0 }
  if (f.mileage && !f.mileage.includes('limited') && !f.mileage.includes('unlimited')) return { items: [], total: 0 }
  const availability = f.availability
  const available = availability?.includes('available') ?? true
  const unavailable = availability?.includes('unavailable') ?? true
  if (!available && !unavailable) return { items: [], total: 0 }
  let q: CarQuery = kx.selectFrom('cars').where('company', 'in', [...new Set(f.companies)])
  if (f.keyword) q = q.where(sql<boolean>`lower_icu(name) LIKE ${containsPattern(f.keyword)}`)
  if (f.fuel && !allOf(f.fuel, CAR_TYPES)) q = q.where(docText('type'), 'in', [...new Set(f.fuel)])
  if (f.gearbox && !allOf(f.gearbox, GEARBOXES)) q = q.where(docText('gearbox'), 'in', [...new Set(f.gearbox)])
  const mileage = f.mileage
  if (mileage && !allOf(mileage, ['limited', 'unlimited'])) q = q.where((eb) => mileageIn(eb, mileage))
  if (available !== unavailable) q = q.where('available', '=', available)
  if (f.deposit !== -1) q = q.where(docNumber('deposit'), '<=', f.deposit)
  return pageOf(q, (q) => q.orderBy(sql`id COLLATE "C"`, 'desc'), page)
}

/** Whether any booking, whatever its status, names the car (calls 42–43). */
export async function carHasBookings(kx: Executor, car: string): Promise<boolean> {
  const row = await kx.selectFrom('bookings').select('id').where('car', '=', car).limit(1).executeTakeFirst()
  return row !== undefined
}

/** Which of these place ids exist. */
export async function existingLocations(kx: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await kx
    .selectFrom('locations')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Set(rows.map((r) => r.id))
}

// --- calls 70–71: the places and suppliers of the cars a driver is offered -------------------

/** The cars call 18 offers: available, of a supplier that exists. */
const OFFERED = sql<boolean>`cars.available AND EXISTS (SELECT 1 FROM users u WHERE u.id = cars.company AND u.type = 'company')`

/** Each place an offered car serves, with the suppliers of the cars serving it. */
export async function offeredPlaces(kx: Executor): Promise<{ place: string; company: string }[]> {
  const { rows } = await sql<{ place: string; company: string }>`
    SELECT DISTINCT place, cars.company FROM cars, unnest(cars.locations) AS place WHERE ${OFFERED}`.execute(kx)
  return rows
}

/** Each supplier with an offered car: how many it offers, and the places they serve. */
export async function offeringSuppliers(kx: Executor): Promise<{ company: string; count: number; places: string[] }[]> {
  const { rows } = await sql<{ company: string; count: string; places: string[] | null }>`
    SELECT cars.company, count(*) AS count,
      (SELECT array_agg(DISTINCT p) FROM cars c2, unnest(c2.locations) AS p
        WHERE c2.company = cars.company AND c2.available) AS places
    FROM cars WHERE ${OFFERED} GROUP BY cars.company`.execute(kx)
  return rows.map((r) => ({ company: r.company, count: Number(r.count), places: r.places ?? [] }))
}

// --- the CDN's generated pictures (images.ts) --------------------------------------------------

/** A car whose (generated) picture has this name. */
export async function carWithImage(kx: Executor, image: string): Promise<CarRecord | undefined> {
  const row = await kx.selectFrom('cars').select('doc').where(docText('image'), '=', image).orderBy('id').limit(1).executeTakeFirst()
  return row && revive.car(row.doc)
}

/** An account whose (generated) avatar or logo has this name. */
export async function userWithAvatar(kx: Executor, avatar: string): Promise<UserRecord | undefined> {
  const row = await kx
    .selectFrom('users')
    .select('doc')
    .where(sql<string>`doc->>'avatar'`, '=', avatar)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return row && revive.user(row.doc)
}
