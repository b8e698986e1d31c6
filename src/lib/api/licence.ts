/**
 * The driving licence (contract calls 62–66). Calls 62 and 63 are a guest's or a booking form's
 * temporary upload and carry no token; 64–66 carry it. A licence is never at an address: call 66
 * hands its content (base64), which the app shows from a blob URL of its own.
 */
import { requestDataOrNull, requestDone, requestFileName, requestYesNo, type CallOptions } from './client'
import { apiPath } from './path'
import { num, obj, oneOf, str, type Infer } from './schema'

/** The kinds of file a licence may be (by content; the server checks again). */
const LICENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export type LicenceType = (typeof LICENCE_TYPES)[number]

/** At most 5 MB (the contract's limit for calls 62 and 64). */
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024

const licenceFileSchema = obj({
  name: str,
  type: oneOf(LICENCE_TYPES),
  /** In bytes. */
  size: num,
  /** The file in base64. */
  data: str,
})
export type LicenceFile = Infer<typeof licenceFileSchema>

function licenceForm(file: Blob): FormData {
  const form = new FormData()
  form.append('file', file)
  return form
}

/** Call 62: a temporary upload for the booking form; its name goes in call 25 (`license`, or a guest's `driver.license`). 400 not such a file. */
export function createTempLicence(file: Blob, opts?: CallOptions): Promise<string> {
  return requestFileName({
    name: 'createTempLicence',
    method: 'POST',
    path: '/api/create-license',
    auth: 'none',
    body: licenceForm(file),
    signal: opts?.signal,
  })
}

/** Call 63: forgets a temporary upload that will not be booked with (removed or replaced in the form). */
export async function deleteTempLicence(name: string, opts?: CallOptions): Promise<void> {
  await requestYesNo({
    name: 'deleteTempLicence',
    method: 'POST',
    path: apiPath`/api/delete-temp-license/${name}`,
    auth: 'none',
    signal: opts?.signal,
  })
}

/** Call 64: the driver's licence on file, replaced by this one; returns its file name. 400 not such a file. */
export function updateLicence(userId: string, file: Blob, opts?: CallOptions): Promise<string> {
  return requestFileName({
    name: 'updateLicence',
    method: 'POST',
    path: apiPath`/api/update-license/${userId}`,
    auth: 'token',
    body: licenceForm(file),
    signal: opts?.signal,
  })
}

/** Call 65: deletes the driver's licence (also fine when none is on file). */
export function deleteLicence(userId: string, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'deleteLicence',
    method: 'POST',
    path: apiPath`/api/delete-license/${userId}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/**
 * Call 66: a driver's licence, for the driver, a supplier with a booking of that driver, or an
 * admin. Null when none is on file (204). Its 403 means "not yours to see", not that the session
 * is over: it does not sign out.
 */
export function getLicence(userId: string, opts?: CallOptions): Promise<LicenceFile | null> {
  return requestDataOrNull(
    {
      name: 'getLicence',
      method: 'GET',
      path: apiPath`/api/license/${userId}`,
      auth: 'token',
      ownerCheck: true,
      signal: opts?.signal,
    },
    licenceFileSchema,
  )
}

/** The licence's content as a Blob of its type (for URL.createObjectURL); throws on base64 that does not decode. */
export function licenceBlob(file: LicenceFile): Blob {
  const binary = atob(file.data)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: file.type })
}
