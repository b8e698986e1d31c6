/**
 * The suppliers' ids of the last all-companies reply, kept on the device. Every search of
 * cars names every supplier, so without them the first paint cannot start /cars' search
 * before that reply is in: one round trip more on every visit. The first paint starts the
 * search with them at once, and uses it only when the new reply names the same suppliers.
 */
import { SUPPLIER_IDS_KEY } from './keys'

/** More than any real marketplace has; a value beyond it is not ours. */
const MAX_SUPPLIERS = 2000
const MAX_ID_LENGTH = 64

function isIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_SUPPLIERS &&
    value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH)
  )
}

/** The kept ids, in the reply's order; null when none are kept or the value is not a list of ids. */
export function keptSupplierIds(): string[] | null {
  try {
    const raw = localStorage.getItem(SUPPLIER_IDS_KEY)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return isIdList(value) ? value : null
  } catch {
    return null
  }
}

/** Keeps `ids` for the next visit (written only when they changed; a full or blocked storage is ignored). */
export function keepSupplierIds(ids: readonly string[]): void {
  try {
    if (!isIdList(ids)) return localStorage.removeItem(SUPPLIER_IDS_KEY) // none to search with next time
    const text = JSON.stringify(ids)
    if (localStorage.getItem(SUPPLIER_IDS_KEY) !== text) localStorage.setItem(SUPPLIER_IDS_KEY, text)
  } catch {
    // Private mode or a full storage: the next visit waits for the reply, as a first one does.
  }
}
