import { defaultRentalDates, fromDateTimeInputs, toDateInput, toTimeInput } from '../../lib/dates'
import type { RentalCriteria } from '../../lib/car-search/criteria'
import { draftLocationName, loadSearchDraft } from './search-draft'
import type { SearchValues } from './search-validation'

/**
 * The form's first values: the URL's criteria when it has any, else the last
 * search (if its pickup is not past), else tomorrow 10:00 for three days.
 */
export function initialSearchValues(criteria: RentalCriteria | undefined, now: Date = new Date()): SearchValues {
  const defaults = defaultRentalDates(now)
  const fromUrl = criteria && (criteria.pickupLocation || criteria.from || criteria.to)
  if (fromUrl) {
    const from = criteria.from ?? defaults.from
    const to = criteria.to ?? defaults.to
    const p = criteria.pickupLocation
    const d = criteria.dropOffLocation
    return {
      pickup: p ? { _id: p, name: draftLocationName(p) } : null,
      dropOff: d && d !== p ? { _id: d, name: draftLocationName(d) } : null,
      sameDropOff: !d || d === p,
      fromDate: toDateInput(from),
      fromTime: toTimeInput(from),
      toDate: toDateInput(to),
      toTime: toTimeInput(to),
    }
  }
  const draft = loadSearchDraft()
  const base: SearchValues = {
    pickup: null,
    dropOff: null,
    sameDropOff: true,
    fromDate: toDateInput(defaults.from),
    fromTime: toTimeInput(defaults.from),
    toDate: toDateInput(defaults.to),
    toTime: toTimeInput(defaults.to),
  }
  if (!draft) return base
  const merged: SearchValues = {
    ...base,
    pickup: draft.pickup ?? null,
    dropOff: draft.dropOff ?? null,
    sameDropOff: draft.sameDropOff ?? true,
  }
  const draftFrom = fromDateTimeInputs(draft.fromDate ?? '', draft.fromTime ?? '')
  if (draftFrom && draftFrom.getTime() > now.getTime() && draft.toDate && draft.toTime) {
    Object.assign(merged, { fromDate: draft.fromDate, fromTime: draft.fromTime, toDate: draft.toDate, toTime: draft.toTime })
  }
  return merged
}

/** The criteria a valid form stands for. */
export function valuesToCriteria(v: SearchValues): RentalCriteria {
  const c: RentalCriteria = {}
  if (v.pickup) c.pickupLocation = v.pickup._id
  const drop = v.sameDropOff ? v.pickup : v.dropOff
  if (drop) c.dropOffLocation = drop._id
  const from = fromDateTimeInputs(v.fromDate, v.fromTime)
  const to = fromDateTimeInputs(v.toDate, v.toTime)
  if (from) c.from = from
  if (to) c.to = to
  return c
}
