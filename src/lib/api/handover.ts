/**
 * The handover kit (issue 49, contract calls 77–79): a booking's records of the car at pick-up and
 * return, their photos, and the other party's confirmation. Every call carries the token. A photo
 * is never at a public address: call 79 answers its bytes to the booking's parties only, and the
 * app shows them from a blob URL of its own (the worker never keeps them: src/sw/sw.ts).
 */
import { apiUrl, requestData, requestFileName, type CallOptions } from './client'
import { bookingSchema, type Booking } from './entities'
import { ApiError } from './errors'
import { callHeaders } from './headers'
import { apiPath } from './path'

export type HandoverKind = 'pickup' | 'return'

export interface HandoverInput {
  /** 8–64 characters, made on the device: the same record sent again is answered as it was. */
  clientId: string
  /** ISO date-time the record was taken. */
  at: string
  odometer: number
  fuel: number
  notes?: string
  /** Names from call 78 (at most 8). */
  photos?: string[]
}

/** Call 77: a record. 400 a rule (bad-request), 409 another record is there (conflict: the booking read again shows it), 204 not the owner's booking (no-content). */
export function recordHandover(bookingId: string, kind: HandoverKind, input: HandoverInput, opts?: CallOptions): Promise<Booking> {
  return requestData(
    {
      name: 'recordHandover',
      method: 'POST',
      path: apiPath`/api/handover/${bookingId}/${kind}`,
      auth: 'token',
      body: input,
      signal: opts?.signal,
    },
    bookingSchema,
  )
}

/** Call 77 with `{confirm: true}`: the other party's record confirmed. */
export function confirmHandover(bookingId: string, kind: HandoverKind, opts?: CallOptions): Promise<Booking> {
  return requestData(
    {
      name: 'confirmHandover',
      method: 'POST',
      path: apiPath`/api/handover/${bookingId}/${kind}`,
      auth: 'token',
      body: { confirm: true },
      signal: opts?.signal,
    },
    bookingSchema,
  )
}

/** Call 78: a photo (JPEG, PNG or WebP, 5 MB) for a record of this booking; returns its name. */
export function uploadHandoverPhoto(bookingId: string, photo: Blob, opts?: CallOptions): Promise<string> {
  const form = new FormData()
  form.append('file', photo, 'photo.jpg')
  return requestFileName({
    name: 'uploadHandoverPhoto',
    method: 'POST',
    path: apiPath`/api/handover-photo/${bookingId}`,
    auth: 'token',
    body: form,
    signal: opts?.signal,
  })
}

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/**
 * Call 79: a photo's bytes; null when unknown (204) or not this account's to see (403: another
 * booking's party, which is not an ended session). Past the worker's caches and the browser's
 * (`no-store`): no copy is kept where another account could read it.
 */
export async function fetchHandoverPhoto(bookingId: string, name: string, opts?: CallOptions): Promise<Blob | null> {
  const call = 'fetchHandoverPhoto'
  const { headers, token } = callHeaders('token')
  if (token === null) throw new ApiError('unauthorized', call, { detail: 'not signed in' })
  let response: Response
  try {
    response = await globalThis.fetch(apiUrl(apiPath`/api/handover-photo/${bookingId}/${name}`), {
      headers,
      cache: 'no-store',
      credentials: 'omit',
      signal: opts?.signal ?? null,
    })
  } catch (cause) {
    if (opts?.signal?.aborted) throw opts.signal.reason ?? cause
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    throw new ApiError(offline ? 'offline' : 'network', call, { cause })
  }
  if (response.status === 204 || response.status === 403) return null
  if (!response.ok) throw new ApiError(response.status >= 500 ? 'server' : 'http', call, { status: response.status })
  const blob = await response.blob()
  if (!PHOTO_TYPES.includes(blob.type)) throw new ApiError('malformed', call, { status: response.status, detail: 'not a picture' })
  return blob
}
