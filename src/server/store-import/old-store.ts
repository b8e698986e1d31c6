import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FileKind, IdempotentBooking } from '../db/repo.ts'
import type {
  AdditionalDriverRecord,
  BookingRecord,
  CarRecord,
  LocationRecord,
  NotificationRecord,
  TokenRecord,
  UserRecord,
} from '../types.ts'

/**
 * The data folder the server kept before issue 48 (`store.json`, `journal.ndjson`, `files/<kind>/<name>`),
 * read for `npm run import` only: the snapshot, upgraded to the last version that format had, with
 * the journal's whole lines replayed over it (a last line cut short by a crash was never acknowledged).
 */

/** The last version of store.json. */
export const SNAPSHOT_VERSION = 4

interface FileEntry {
  name: string
  contentType: string
  owner?: string
  booking?: string
  createdAt?: string
}

/** store.json as the old server wrote it (dates are ISO strings). */
interface StoreSnapshot {
  version: number
  counter: number
  users: UserRecord[]
  locations: LocationRecord[]
  cars: CarRecord[]
  bookings: BookingRecord[]
  additionalDrivers: AdditionalDriverRecord[]
  notifications: NotificationRecord[]
  counters: Record<string, number>
  tokens: TokenRecord[]
  idempotency: Record<string, IdempotentBooking>
  avatars: FileEntry[]
  carImages: FileEntry[]
  tempCarImages: FileEntry[]
  licenses: FileEntry[]
  tempLicenses: FileEntry[]
  handoverPhotos: FileEntry[]
}

/**
 * The old format's upgrades (issue 37): store.json records its shape as `version`; an older one is
 * brought up to version 4, one step at a time, before the import. One it cannot read, or a version
 * it does not know, stops the import with a message. The format no longer changes (issue 48).
 */

type Data = Record<string, unknown>

/** store.json as the old server wrote it: the snapshot and the last journal line it includes. */
export type StoredSnapshot = StoreSnapshot & { journalSeq: number }

/** STEPS[n] turns a version n store into a version n + 1 one. */
const STEPS: Record<number, (data: Data) => Data> = {
  // Version 1 (issues 10 to 36): store.json rewritten whole, 200 ms after a change. Version 2 adds the
  // journal beside it (journal.ndjson) and names the last journal line the snapshot includes.
  1: (data) => ({ ...data, version: 2, journalSeq: 0 }),
  // Version 3 (issue 33): drivers' licences and the uploads waiting for a booking (files/licenses,
  // files/tempLicenses), and every supplier's policies said outright (no licence needed, no minimum).
  2: (data) => ({
    ...data,
    version: 3,
    licenses: [],
    tempLicenses: [],
    users: (data.users as Data[]).map((u) => (u.type === 'company' ? { licenseRequired: false, minimumRentalDays: 1, ...u } : u)),
  }),
  // Version 4 (issue 49): the photos of bookings' handovers (files/handoverPhotos); bookings gain an optional `handover`.
  3: (data) => ({ ...data, version: 4, handoverPhotos: [] }),
}

export class DataError extends Error {}

export function migrate(input: unknown): { data: StoredSnapshot; from: number } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new DataError('store.json does not hold a store.')
  let data = input as Data
  const from = data.version
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1) throw new DataError('store.json has no valid version.')
  if (from > SNAPSHOT_VERSION) {
    throw new DataError(
      `store.json was written by a newer server (data version ${from}; this one reads up to ${SNAPSHOT_VERSION}). Run the newer server, or restore a backup.`,
    )
  }
  for (let version = from; version < SNAPSHOT_VERSION; version++) {
    const step = STEPS[version]
    if (!step) throw new DataError(`No upgrade from data version ${version}.`)
    data = step(data)
    if (data.version !== version + 1) throw new DataError(`The upgrade from data version ${version} did not reach ${version + 1}.`)
  }
  return { data: data as unknown as StoredSnapshot, from }
}

const RECORD_COLLECTIONS = ['users', 'locations', 'cars', 'bookings', 'additionalDrivers', 'notifications'] as const
const KEYED_COLLECTIONS = ['counters', 'idempotency'] as const
export const OLD_FILE_KINDS: readonly FileKind[] = ['avatars', 'carImages', 'tempCarImages', 'licenses', 'tempLicenses', 'handoverPhotos']

interface JournalLine {
  q: number
  n: number
  ops: [collection: string, key: string, value: unknown][]
  t?: TokenRecord[]
}

/** The journal's whole lines (a torn last line is left out; a damaged line in the middle stops the import). */
function readJournal(path: string): JournalLine[] {
  if (!existsSync(path)) return []
  const bytes = readFileSync(path)
  const lines: JournalLine[] = []
  let start = 0
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start)
    if (end === -1) break
    try {
      lines.push(JSON.parse(bytes.subarray(start, end).toString('utf8')) as JournalLine)
    } catch {
      if (end + 1 >= bytes.length) break
      throw new DataError(`${path} is damaged at byte ${start} (a line in the middle cannot be read).`)
    }
    start = end + 1
  }
  return lines
}

/** Applies the journal's lines after the snapshot's to it, in order. */
function replay(data: StoredSnapshot, lines: JournalLine[]): void {
  let last = data.journalSeq
  const raw = data as unknown as Record<string, unknown>
  const byKey = new Map<string, Map<string, unknown>>()
  for (const c of RECORD_COLLECTIONS) byKey.set(c, new Map((raw[c] as { _id: string }[]).map((r) => [r._id, r])))
  for (const kind of OLD_FILE_KINDS) byKey.set(kind, new Map((raw[kind] as { name: string }[]).map((f) => [f.name, f])))
  for (const line of lines.filter((l) => l.q > data.journalSeq)) {
    if (line.q !== last + 1) throw new DataError(`The journal skips from line ${last} to ${line.q}.`)
    last = line.q
    if (line.t) raw.tokens = line.t
    for (const [collection, key, value] of line.ops) {
      if ((KEYED_COLLECTIONS as readonly string[]).includes(collection)) {
        const object = raw[collection] as Record<string, unknown>
        if (value === null) delete object[key]
        else object[key] = value
        continue
      }
      const map = byKey.get(collection)
      if (!map) throw new DataError(`The journal names an unknown collection ${collection}.`)
      if (value === null) map.delete(key)
      else map.set(key, value)
    }
  }
  for (const [c, map] of byKey) raw[c] = [...map.values()]
  data.journalSeq = last
}

export interface OldStore {
  data: StoredSnapshot
  /** The data version store.json had. */
  from: number
  /** An uploaded file's bytes (null when the folder lacks it). */
  bytes(kind: FileKind, name: string): Uint8Array | null
}

const SAFE_NAME = /^[\w-]+(\.[a-z0-9]+)?$/i

export function readOldStore(dir: string): OldStore {
  const storePath = join(dir, 'store.json')
  if (!existsSync(storePath)) throw new DataError(`${storePath} does not exist: ${dir} is not a data folder of the old server.`)
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(storePath, 'utf8'))
  } catch (err) {
    throw new DataError(`${storePath} cannot be read (${err instanceof Error ? err.message : String(err)}).`)
  }
  const { data, from } = migrate(parsed)
  replay(data, readJournal(join(dir, 'journal.ndjson')))
  return {
    data,
    from,
    bytes(kind, name) {
      if (!SAFE_NAME.test(name)) return null
      const path = join(dir, 'files', kind, name)
      return existsSync(path) ? new Uint8Array(readFileSync(path)) : null
    },
  }
}
