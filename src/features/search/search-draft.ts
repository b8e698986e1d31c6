import { DRAFT_PREFIX } from '../../lib/storage/keys'
import type { SearchValues } from './search-validation'

/** The last search, kept in localStorage so a reload (or the next visit) keeps it. */
const KEY = `${DRAFT_PREFIX}search`

export function loadSearchDraft(): Partial<SearchValues> | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const v = JSON.parse(raw) as Partial<SearchValues>
    return v && typeof v === 'object' ? v : null
  } catch {
    return null
  }
}

export function saveSearchDraft(values: SearchValues): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(values))
  } catch {
    // Storage full or disabled: the search still works, it is just not remembered.
  }
}

/** A location's name remembered by the draft, for an id read from a URL. */
export function draftLocationName(id: string): string | undefined {
  const d = loadSearchDraft()
  if (d?.pickup?._id === id && d.pickup.name) return d.pickup.name
  if (d?.dropOff?._id === id && d.dropOff.name) return d.dropOff.name
  return undefined
}
