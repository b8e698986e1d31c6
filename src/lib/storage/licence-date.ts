/**
 * When the driver's licence on file was uploaded, as this device knows it: the server keeps only
 * the file's name (User.license), so the device keeps the date it uploaded that file, or the
 * date it first saw that name on file (uploaded elsewhere, or with a booking). Personal: the
 * sign-out purge removes every entry (purge.ts).
 */
import { LICENCE_DATE_PREFIX } from './keys'

export interface LicenceDate {
  /** ISO date-time. */
  at: string
  /** True when this device uploaded it; false when it only saw it on file from then. */
  uploaded: boolean
}

function read(userId: string): (LicenceDate & { name: string }) | null {
  try {
    const raw = localStorage.getItem(LICENCE_DATE_PREFIX + userId)
    const o = raw ? (JSON.parse(raw) as Record<string, unknown>) : null
    if (!o || typeof o.name !== 'string' || typeof o.at !== 'string' || Number.isNaN(Date.parse(o.at))) return null
    return { name: o.name, at: o.at, uploaded: o.uploaded === true }
  } catch {
    return null
  }
}

function write(userId: string, entry: LicenceDate & { name: string }): void {
  try {
    localStorage.setItem(LICENCE_DATE_PREFIX + userId, JSON.stringify(entry))
  } catch {
    // Storage full or blocked: the date is only shown, nothing depends on it.
  }
}

/** The date of the licence `name` on file: the one kept for that name, else now (first seen), which is kept. */
export function licenceDateOf(userId: string, name: string, now = new Date()): LicenceDate {
  const kept = read(userId)
  if (kept?.name === name) return { at: kept.at, uploaded: kept.uploaded }
  const seen = { name, at: now.toISOString(), uploaded: false }
  write(userId, seen)
  return { at: seen.at, uploaded: false }
}

/** This device has just uploaded the licence `name`. */
export function rememberLicenceUpload(userId: string, name: string, now = new Date()): void {
  write(userId, { name, at: now.toISOString(), uploaded: true })
}

/** No licence is on file any more. */
export function forgetLicenceDate(userId: string): void {
  try {
    localStorage.removeItem(LICENCE_DATE_PREFIX + userId)
  } catch {
    // Nothing to forget.
  }
}

/** Every account's entry (the sign-out purge). */
export function clearLicenceDates(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LICENCE_DATE_PREFIX)) localStorage.removeItem(key)
  }
}
