import { fromDateTimeInputs } from '../../lib/dates'

/** What the search form holds while the driver types (inputs as strings). */
export interface SearchValues {
  pickup: LocationChoice | null
  dropOff: LocationChoice | null
  sameDropOff: boolean
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
}

export interface LocationChoice {
  _id: string
  /** Unknown until looked up when the id came from a URL. */
  name?: string
}

export type SearchField = 'pickup' | 'dropOff' | 'from' | 'to'
export type SearchError = 'required' | 'invalid' | 'past' | 'before-pickup'
export type SearchErrors = Partial<Record<SearchField, SearchError>>

/**
 * Checks the search: places chosen, dates valid, pickup not in the past,
 * return after pickup. `now` is injectable for tests.
 */
export function validateSearch(v: SearchValues, now: Date = new Date()): SearchErrors {
  const errors: SearchErrors = {}
  if (!v.pickup) errors.pickup = 'required'
  if (!v.sameDropOff && !v.dropOff) errors.dropOff = 'required'
  const from = fromDateTimeInputs(v.fromDate, v.fromTime)
  const to = fromDateTimeInputs(v.toDate, v.toTime)
  if (!v.fromDate || !v.fromTime) errors.from = 'required'
  else if (!from) errors.from = 'invalid'
  else if (from.getTime() < now.getTime()) errors.from = 'past'
  if (!v.toDate || !v.toTime) errors.to = 'required'
  else if (!to) errors.to = 'invalid'
  else if (from && to.getTime() <= from.getTime()) errors.to = 'before-pickup'
  else if (to.getTime() < now.getTime()) errors.to = 'past'
  return errors
}

export function hasErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).length > 0
}
