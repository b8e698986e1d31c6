import { randomBytes } from 'node:crypto'
import { sniffLicense } from './image-type.ts'
import type { AppContext } from './context.ts'
import { adoptTempLicense, fileExists, fileInfo, pruneTempLicenseFiles, supplierHasBookingOf } from './db/queries/users.ts'
import type { Repo } from './db/repo.ts'
import type { UploadedFile, UserRecord } from './types.ts'
import { badRequest } from './validate.ts'

/**
 * Drivers' licences (issue 33, calls 62–66 and the licence rule of call 25). A licence is private:
 * its bytes stay in the database (files of kind licenses), no public path serves them,
 * and call 66 hands them only to the driver, a supplier with a booking of that driver, or an
 * admin. Every file name is random (32 hex digits and the extension), never a user's id.
 */

const LICENSE_MAX_BYTES = 5 * 1024 * 1024
/** An upload of call 62 waits this long for its booking; then it is gone. */
const TEMP_TTL_MS = 24 * 3_600_000
/** At most this many bytes of uploads wait at once (the oldest go first): call 62 needs no account. */
export const TEMP_MAX_TOTAL_BYTES = 100 * 1024 * 1024

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
export async function pruneTempLicenses(repo: Repo, now: Date, maxTotalBytes = TEMP_MAX_TOTAL_BYTES): Promise<void> {
  await pruneTempLicenseFiles(await repo.kx(), new Date(now.getTime() - TEMP_TTL_MS), maxTotalBytes)
}

/** An upload of call 62, named by call 25. */
export interface TempLicenseUpload {
  name: string
  createdAt: Date
}

/**
 * The upload of call 62 that `name` names, for call 25; 400 for anything else (a name call 62 did
 * not give, one already used, deleted or expired). Nothing is changed: `adoptLicense` does that.
 */
export async function tempLicense(repo: Repo, name: unknown, now: Date): Promise<TempLicenseUpload> {
  const file = typeof name === 'string' && NAME_PATTERN.test(name) ? await fileInfo(await repo.kx(), 'tempLicenses', name) : undefined
  if (!file || file.createdAt.getTime() < now.getTime() - TEMP_TTL_MS) {
    throw badRequest('Unknown licence upload: upload the licence again.')
  }
  return { name: name as string, createdAt: file.createdAt }
}

/**
 * The driver's licence on file becomes `file`, under a new name; the previous one is deleted. The
 * driver's record is changed here: the caller puts it.
 */
export async function setLicense(repo: Repo, driver: UserRecord, file: UploadedFile, extension: string, now: Date): Promise<string> {
  const name = licenseName(extension)
  if (driver.license) await repo.files.delete('licenses', driver.license)
  await repo.files.put({ kind: 'licenses', name, bytes: file.bytes, contentType: file.contentType, owner: driver._id, createdAt: now })
  driver.license = name
  return name
}

/** A temporary upload becomes the driver's licence (call 25, once the booking is made); the caller puts the driver. */
export async function adoptLicense(repo: Repo, driver: UserRecord, temp: TempLicenseUpload, now: Date): Promise<void> {
  const extension = temp.name.slice(temp.name.lastIndexOf('.') + 1)
  const name = licenseName(extension)
  if (!(await adoptTempLicense(await repo.kx(), temp.name, name, driver._id, now))) {
    throw badRequest('Unknown licence upload: upload the licence again.')
  }
  if (driver.license) await repo.files.delete('licenses', driver.license)
  driver.license = name
}

/** The driver's licence is deleted; the caller puts the driver. */
export async function removeLicense(repo: Repo, driver: UserRecord): Promise<void> {
  if (driver.license) await repo.files.delete('licenses', driver.license)
  delete driver.license
}

/** Whether a driver has a licence on file. */
export async function hasLicense(repo: Repo, driver: UserRecord | null | undefined): Promise<boolean> {
  return !!driver?.license && (await fileExists(await repo.kx(), 'licenses', driver.license))
}

/** Call 66's rule: the driver, an admin, or a supplier with a booking (any status) of that driver. */
export async function mayReadLicense(repo: Repo, reader: UserRecord, driverId: string): Promise<boolean> {
  if (reader.type === 'admin') return true
  if (reader.type === 'user') return reader._id === driverId
  return supplierHasBookingOf(await repo.kx(), reader._id, driverId)
}
