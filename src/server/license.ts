import { randomBytes } from 'node:crypto'
import type { Store } from './db.ts'
import { sniffLicense } from './image-type.ts'
import { readOnlyValues } from './journal.ts'
import type { AppContext } from './context.ts'
import type { TempLicense, UploadedFile, UserRecord } from './types.ts'
import { badRequest } from './validate.ts'

/**
 * Drivers' licences (issue 33, calls 62–66 and the licence rule of call 25). A licence is private:
 * its bytes stay in the store (and the data folder's files/licenses), no public path serves them,
 * and call 66 hands them only to the driver, a supplier with a booking of that driver, or an
 * admin. Every file name is random (32 hex digits and the extension), never a user's id.
 */

const LICENSE_MAX_BYTES = 5 * 1024 * 1024
/** An upload of call 62 waits this long for its booking; then it is gone. */
const TEMP_TTL_MS = 24 * 3_600_000
/** At most this many bytes of uploads wait at once (the oldest go first): call 62 needs no account. */
const TEMP_MAX_TOTAL_BYTES = 100 * 1024 * 1024

const NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/

/** A new random file name with this extension. */
export function licenseName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`
}

/** The multipart field `file` as a JPEG, PNG, WebP or PDF (by its content) of at most 5 MB; anything else is a 400. */
export async function readLicense(c: AppContext): Promise<UploadedFile & { extension: string }> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > LICENSE_MAX_BYTES + 64 * 1024) throw badRequest('The licence must be at most 5 MB.')
  let file: unknown
  try {
    file = (await c.req.parseBody())['file']
  } catch {
    throw badRequest('Expected a multipart form with a file field "file".')
  }
  if (!(file instanceof File)) throw badRequest('Please add the licence as the file field "file".')
  if (file.size > LICENSE_MAX_BYTES) throw badRequest('The licence must be at most 5 MB.')
  if (file.size === 0) throw badRequest('The file is empty.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffLicense(bytes)
  if (!kind) throw badRequest('The licence must be a JPEG, PNG or WebP picture or a PDF.')
  return { bytes, contentType: kind.contentType, extension: kind.extension }
}

/** Drops uploads older than a day, then the oldest until the rest fit the total. */
export function pruneTempLicenses(store: Store, now: Date): void {
  const oldest = now.getTime() - TEMP_TTL_MS
  let total = 0
  // Newest first: the ones that no longer fit are the oldest.
  const byAge = [...store.tempLicenses].sort((a, b) => b[1].createdAt.getTime() - a[1].createdAt.getTime())
  for (const [name, temp] of byAge) {
    total += temp.bytes.length
    if (temp.createdAt.getTime() < oldest || total > TEMP_MAX_TOTAL_BYTES) store.tempLicenses.delete(name)
  }
}

/**
 * The upload of call 62 that `name` names, for call 25; 400 for anything else (a name call 62 did
 * not give, one already used, deleted or expired). Nothing is changed: `adoptLicense` does that.
 */
export function tempLicense(store: Store, name: unknown, now: Date): { name: string; file: TempLicense } {
  const file = typeof name === 'string' && NAME_PATTERN.test(name) ? store.tempLicenses.get(name) : undefined
  if (!file || file.createdAt.getTime() < now.getTime() - TEMP_TTL_MS) {
    throw badRequest('Unknown licence upload: upload the licence again.')
  }
  return { name: name as string, file }
}

/** The driver's licence on file becomes `file`, under a new name; the previous one is deleted. */
export function setLicense(store: Store, driver: UserRecord, file: UploadedFile, extension: string, now: Date): string {
  const name = licenseName(extension)
  if (driver.license) store.licenses.delete(driver.license)
  store.licenses.set(name, { bytes: file.bytes, contentType: file.contentType, owner: driver._id, createdAt: now })
  driver.license = name
  return name
}

/** A temporary upload becomes the driver's licence (call 25, once the booking is made). */
export function adoptLicense(store: Store, driver: UserRecord, temp: { name: string; file: TempLicense }, now: Date): void {
  store.tempLicenses.delete(temp.name)
  const extension = temp.name.slice(temp.name.lastIndexOf('.') + 1)
  setLicense(store, driver, temp.file, extension, now)
}

export function removeLicense(store: Store, driver: UserRecord): void {
  if (driver.license) store.licenses.delete(driver.license)
  delete driver.license
}

/** Whether a driver has a licence on file. */
export function hasLicense(store: Store, driver: UserRecord | null | undefined): boolean {
  return !!driver?.license && store.licenses.has(driver.license)
}

/** Call 66's rule: the driver, an admin, or a supplier with a booking (any status) of that driver. */
export function mayReadLicense(store: Store, reader: UserRecord, driverId: string): boolean {
  if (reader.type === 'admin') return true
  if (reader.type === 'user') return reader._id === driverId
  for (const b of readOnlyValues(store.bookings)) if (b.company === reader._id && b.driver === driverId) return true
  return false
}
