/**
 * The change form's draft, per booking: what the driver chose survives a refusal, a reload or a
 * lost connection (a day at most, like every draft; sign-out purges it). Gone once the change
 * went through.
 */
import { clearDraft, readDraft, writeDraft } from '../../lib/storage/drafts'
import { CHANGEABLE_OPTIONS, EMPTY_PERSON, type AmendValues, type PersonInputs } from './rules'

const name = (bookingId: string) => `amend:${bookingId}`

function text(v: unknown, max = 200): string {
  return typeof v === 'string' ? v.slice(0, max) : ''
}

function person(v: unknown): PersonInputs {
  if (!v || typeof v !== 'object') return EMPTY_PERSON
  const o = v as Record<string, unknown>
  return { fullName: text(o.fullName), email: text(o.email), phone: text(o.phone, 40), birthDate: text(o.birthDate, 10) }
}

/** The draft over the booking's own values (a field the draft lacks keeps the booking's). */
export function loadAmendDraft(bookingId: string, initial: AmendValues): AmendValues {
  const d = readDraft<Record<string, unknown>>(name(bookingId))
  if (!d) return initial
  const pick = (key: 'fromDate' | 'fromTime' | 'toDate' | 'toTime' | 'pickup' | 'dropOff') =>
    typeof d[key] === 'string' && d[key] ? text(d[key], 64) : initial[key]
  const options = (d.options && typeof d.options === 'object' ? d.options : {}) as Record<string, unknown>
  return {
    fromDate: pick('fromDate'),
    fromTime: pick('fromTime'),
    toDate: pick('toDate'),
    toTime: pick('toTime'),
    pickup: pick('pickup'),
    dropOff: pick('dropOff'),
    options: Object.fromEntries(
      CHANGEABLE_OPTIONS.map((o) => [o, typeof options[o] === 'boolean' ? options[o] : initial.options[o]]),
    ) as AmendValues['options'],
    additional: person(d.additional),
  }
}

export function saveAmendDraft(bookingId: string, values: AmendValues, initial: AmendValues): void {
  if (JSON.stringify(values) === JSON.stringify(initial)) clearDraft(name(bookingId))
  else writeDraft(name(bookingId), values)
}

export function clearAmendDraft(bookingId: string): void {
  clearDraft(name(bookingId))
}
