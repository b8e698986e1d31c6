/**
 * The booking form's draft: what the driver typed, kept in localStorage so a
 * reload or a detour through sign-in loses nothing; and the idempotency key of
 * the booking attempt, kept in sessionStorage, so a retry or a reload sends the
 * same key and the server books once. Both go when the booking succeeds.
 */
import { readStoredDraft, writeStoredDraft } from '../../lib/storage/drafts'
import { DRAFT_PREFIX } from '../../lib/storage/keys'
import { EMPTY_PERSON, EMPTY_VALUES, type BookingFormValues, type PersonValues } from './validation'

export const DRAFT_KEY = `${DRAFT_PREFIX}create-booking`
const ATTEMPT_KEY = `${DRAFT_PREFIX}create-booking:attempt`

function text(v: unknown, max = 200): string {
  return typeof v === 'string' ? v.slice(0, max) : ''
}

function person(v: unknown): PersonValues {
  if (!v || typeof v !== 'object') return EMPTY_PERSON
  const o = v as Record<string, unknown>
  return { fullName: text(o.fullName), email: text(o.email), phone: text(o.phone, 40), birthDate: text(o.birthDate, 10) }
}

export function loadDraft(): BookingFormValues | null {
  try {
    const o = readStoredDraft(DRAFT_KEY) as Record<string, unknown> | null
    if (!o || typeof o !== 'object') return null
    return { driver: person(o.driver), additional: person(o.additional), tos: o.tos === true, payLater: o.payLater === true }
  } catch {
    return null
  }
}

export function saveDraft(values: BookingFormValues): void {
  try {
    if (JSON.stringify(values) === JSON.stringify(EMPTY_VALUES)) localStorage.removeItem(DRAFT_KEY)
    else writeStoredDraft(DRAFT_KEY, values)
  } catch {
    // Storage full or blocked: the form still works, it just will not survive a reload.
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The idempotency key of the attempt to book `intent` (car, places, dates,
 * options). The same intent reuses its key, so a retry after a lost reply
 * cannot book twice; a different intent is a new booking and gets a new key.
 */
export function attemptKey(intent: string): string {
  try {
    const raw = sessionStorage.getItem(ATTEMPT_KEY)
    const stored = raw ? (JSON.parse(raw) as { intent?: unknown; key?: unknown }) : null
    if (stored && stored.intent === intent && typeof stored.key === 'string' && stored.key) return stored.key
    const key = newKey()
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ intent, key }))
    return key
  } catch {
    return newKey()
  }
}

/** After a booking went through: the next one is a new attempt and a fresh form. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY)
    sessionStorage.removeItem(ATTEMPT_KEY)
  } catch {
    // Nothing to clear.
  }
}
