import { SNAPSHOT_VERSION, type StoreSnapshot } from './db.ts'

/**
 * Upgrades of the data on disk (issue 37). store.json records its shape as `version`; a newer
 * server brings an older store up to its own version on start, one step at a time, after keeping
 * a copy of the old file (persist.ts). A store it cannot read, or one written by a newer server,
 * stops the start with a message: it is never reset or overwritten silently.
 *
 * To change the shape: raise SNAPSHOT_VERSION in db.ts and add the step from the previous version
 * here, with a test that opens a store of the previous shape (migrate.test.ts).
 */

type Data = Record<string, unknown>

/** The store as persist.ts writes it: the snapshot and the last journal line it includes. */
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
