import { USER_KEY, LANGUAGE_KEY } from './keys'

/** The sign-in reply as kept in localStorage under bc-user. */
export interface StoredUser {
  id: string
  email: string
  fullName: string
  language: string
  enableEmailNotifications: boolean
  accessToken: string
  blacklisted: boolean
  avatar?: string | null
  verified?: boolean
  /** The account's kind, from the sign-in reply: 'company' for a supplier, 'admin' for the operator; absent (older replies) means a driver. */
  type?: string
}

/** Which part of the marketplace an account belongs to: a driver, a supplier, or the operator (admin). */
export type Role = 'driver' | 'supplier' | 'admin'

/**
 * A supplier and the operator sign in at the back-office door (/supplier/sign-in) and get their own
 * screens (/supplier/…, /admin/…); everyone else is a driver.
 */
export function roleOf(user: Pick<StoredUser, 'type'>): Role {
  if (user.type === 'admin') return 'admin'
  return user.type === 'company' || user.type === 'supplier' ? 'supplier' : 'driver'
}

function isStoredUser(v: unknown): v is StoredUser {
  if (!v || typeof v !== 'object') return false
  const u = v as Record<string, unknown>
  return typeof u.id === 'string' && typeof u.accessToken === 'string' && u.accessToken.length > 0 && typeof u.language === 'string'
}

/** The stored user, or null when there is none or it is unreadable. */
export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isStoredUser(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Stores the sign-in reply, but only when it carries an accessToken. Returns whether it did. */
export function setStoredUser(user: unknown): boolean {
  if (!isStoredUser(user)) return false
  localStorage.setItem(USER_KEY, JSON.stringify(user))
  return true
}

/** Merges fields into the stored user (after update-language or update-email-notifications). */
export function patchStoredUser(patch: Partial<StoredUser>): void {
  const user = getStoredUser()
  if (user) localStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...patch }))
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_KEY)
}

export function getStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY)
  } catch {
    return null
  }
}

export function setStoredLanguage(language: string): void {
  localStorage.setItem(LANGUAGE_KEY, language)
}
