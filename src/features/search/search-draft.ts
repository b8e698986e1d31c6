import { readStoredDraft, writeStoredDraft } from '../../lib/storage/drafts'
import { DRAFT_PREFIX } from '../../lib/storage/keys'
import type { SearchValues } from './search-validation'

/** The last search, kept in localStorage so a reload (or the next visit that day) keeps it. */
const KEY = `${DRAFT_PREFIX}search`

export function loadSearchDraft(): Partial<SearchValues> | null {
  const v = readStoredDraft(KEY) as Partial<SearchValues> | null
  return v && typeof v === 'object' ? v : null
}

export function saveSearchDraft(values: SearchValues): void {
  writeStoredDraft(KEY, values)
}

/** A location's name remembered by the draft, for an id read from a URL. */
export function draftLocationName(id: string): string | undefined {
  const d = loadSearchDraft()
  if (d?.pickup?._id === id && d.pickup.name) return d.pickup.name
  if (d?.dropOff?._id === id && d.dropOff.name) return d.dropOff.name
  return undefined
}
