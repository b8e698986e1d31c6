import { DRAFT_PREFIX } from './keys'

/**
 * Unsaved form text, kept in localStorage so a failed save, a reload or a
 * closed tab loses nothing. Sign-out purges every draft. Never for passwords.
 *
 * Drafts hold personal data (names, emails, phones, birth dates), so on a shared
 * device an abandoned one lives a day at most: each is stored with the time it was
 * written, read only while fresh, and swept at start-up when stale.
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000

interface Stored {
  at: number
  value: unknown
}

function isFresh(raw: string | null, now: number): raw is string {
  if (!raw) return false
  try {
    const stored = JSON.parse(raw) as Partial<Stored> | null
    return typeof stored?.at === 'number' && now - stored.at < DRAFT_MAX_AGE_MS && now >= stored.at - 60_000
  } catch {
    return false
  }
}

/** The stored value of a draft key while it is fresh, else null (and the stale draft is removed). */
export function readStoredDraft(key: string, now = Date.now()): unknown {
  try {
    const raw = localStorage.getItem(key)
    if (!isFresh(raw, now)) {
      if (raw !== null) localStorage.removeItem(key)
      return null
    }
    return (JSON.parse(raw) as Stored).value
  } catch {
    return null
  }
}

export function writeStoredDraft(key: string, value: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ at: now, value } satisfies Stored))
  } catch {
    // Storage full or blocked: the form still holds the text.
  }
}

/** Removes every draft older than a day (run once the app has started). */
export function sweepStaleDrafts(now = Date.now()): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(DRAFT_PREFIX) && !isFresh(localStorage.getItem(key), now)) localStorage.removeItem(key)
    }
  } catch {
    // Storage blocked: nothing to sweep.
  }
}

export function readDraft<T extends object>(name: string): Partial<T> | null {
  const value = readStoredDraft(DRAFT_PREFIX + name)
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null
}

export function writeDraft(name: string, value: object): void {
  writeStoredDraft(DRAFT_PREFIX + name, value)
}

export function clearDraft(name: string): void {
  try {
    localStorage.removeItem(DRAFT_PREFIX + name)
  } catch {
    // nothing to clear
  }
}
