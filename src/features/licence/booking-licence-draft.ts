/**
 * The booking form's licence upload (call 62's temporary name and the file's own name), kept as a
 * draft beside the form's so a reload or a detour through sign-in keeps it; gone once booked,
 * at sign-out (every draft) and after a day (lib/storage/drafts).
 */
import { readStoredDraft, writeStoredDraft } from '../../lib/storage/drafts'
import { DRAFT_PREFIX } from '../../lib/storage/keys'

const LICENCE_DRAFT_KEY = `${DRAFT_PREFIX}create-booking:licence`

export interface LicenceUpload {
  /** Call 62's temporary name, sent with the booking. */
  name: string
  /** The chosen file's name, shown. */
  fileName: string
}

export function loadLicenceUpload(): LicenceUpload | null {
  const o = readStoredDraft(LICENCE_DRAFT_KEY) as Record<string, unknown> | null
  if (!o || typeof o !== 'object' || typeof o.name !== 'string' || typeof o.fileName !== 'string') return null
  return { name: o.name.slice(0, 100), fileName: o.fileName.slice(0, 200) }
}

export function saveLicenceUpload(upload: LicenceUpload | null): void {
  try {
    if (upload) writeStoredDraft(LICENCE_DRAFT_KEY, upload)
    else localStorage.removeItem(LICENCE_DRAFT_KEY)
  } catch {
    // Storage full or blocked: the upload still goes with this page's booking.
  }
}
