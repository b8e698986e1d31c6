/**
 * Date rules shared by the screens. The rental length is inclusive: calendar
 * days from the start date to the end date, plus one (product spec, section 4).
 * Calendar dates are taken in UTC, as the API computes them, so the app and the
 * server always agree on the count.
 */
const DAY_MS = 86_400_000

function utcDay(d: Date): number {
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / DAY_MS)
}

/** Inclusive day count, or 0 when a date is missing, invalid, or the end is before the start. */
export function rentalDays(from: Date | string | null | undefined, to: Date | string | null | undefined): number {
  if (!from || !to) return 0
  const a = new Date(from)
  const b = new Date(to)
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime()) || b < a) return 0
  return utcDay(b) - utcDay(a) + 1
}

/** Whole years between a birth date and a reference date (the rental start, or today). */
export function ageOn(birthDate: Date | string, on: Date = new Date()): number {
  const b = new Date(birthDate)
  let age = on.getFullYear() - b.getFullYear()
  const beforeBirthday = on.getMonth() < b.getMonth() || (on.getMonth() === b.getMonth() && on.getDate() < b.getDate())
  if (beforeBirthday) age -= 1
  return age
}

export function isValidDate(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false
  const d = new Date(value as string)
  return !Number.isNaN(d.getTime())
}

function addDays(d: Date, days: number): Date {
  const r = new Date(d)
  r.setDate(r.getDate() + days)
  return r
}

/** Default search dates: tomorrow at 10:00 and three days later. */
export function defaultRentalDates(now: Date = new Date()): { from: Date; to: Date } {
  const from = addDays(now, 1)
  from.setHours(10, 0, 0, 0)
  return { from, to: addDays(from, 3) }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** Value for an <input type="date"> in local time. */
export function toDateInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Value for an <input type="time"> in local time. */
export function toTimeInput(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Combines local date and time input values; null when either is missing or invalid. */
export function fromDateTimeInputs(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const d = new Date(`${date}T${time}:00`)
  return Number.isNaN(d.getTime()) ? null : d
}
