import { DRAFT_PREFIX } from './keys'

/**
 * Unsaved form text, kept in localStorage so a failed save, a reload or a
 * closed tab loses nothing. Sign-out purges every draft. Never for passwords.
 */
export function readDraft<T extends object>(name: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(DRAFT_PREFIX + name)
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

export function writeDraft(name: string, value: object): void {
  try {
    localStorage.setItem(DRAFT_PREFIX + name, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the form still holds the text.
  }
}

export function clearDraft(name: string): void {
  try {
    localStorage.removeItem(DRAFT_PREFIX + name)
  } catch {
    // nothing to clear
  }
}
