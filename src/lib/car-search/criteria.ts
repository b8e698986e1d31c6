import { CAR_OPTIONS, type CarOption } from '../constants'

/**
 * Rental criteria in the URL (public API: /cars, /car-selection and
 * /create-booking all read and write these).
 *
 *   p = pickup location id     d = drop-off location id (omitted when equal to p)
 *   f = pickup date-time (ISO)  t = return date-time (ISO)
 *   o = chosen car options, comma separated (e.g. o=cancellation,fullInsurance)
 *   c = car id (read by the screens themselves)
 *
 * Dates accept ISO strings or milliseconds since the epoch when read;
 * they are always written as ISO strings.
 */
export interface RentalCriteria {
  pickupLocation?: string
  dropOffLocation?: string
  from?: Date
  to?: Date
}

const ID_RE = /^[A-Za-z0-9_-]{1,64}$/

function readId(value: string | null): string | undefined {
  if (!value) return undefined
  const v = value.trim()
  return ID_RE.test(v) ? v : undefined
}

/** Reads an ISO date-time or milliseconds; undefined when missing or invalid. */
function readDate(value: string | null): Date | undefined {
  if (!value) return undefined
  const v = value.trim()
  if (!v) return undefined
  const d = /^-?\d+$/.test(v) ? new Date(Number(v)) : new Date(v)
  return Number.isNaN(d.getTime()) ? undefined : d
}

/**
 * Reads p, d, f, t. When only p is given, the drop-off is the pickup.
 * Unknown or malformed values are dropped rather than thrown.
 */
export function parseCriteria(search: URLSearchParams): RentalCriteria {
  const c: RentalCriteria = {}
  const p = readId(search.get('p'))
  const d = readId(search.get('d'))
  if (p) c.pickupLocation = p
  if (d) c.dropOffLocation = d
  else if (p) c.dropOffLocation = p
  const from = readDate(search.get('f'))
  const to = readDate(search.get('t'))
  if (from) c.from = from
  if (to) c.to = to
  return c
}

/** Writes p, d (only when different from p), f, t; undefined fields are omitted. */
export function criteriaToQuery(c: RentalCriteria): URLSearchParams {
  const q = new URLSearchParams()
  if (c.pickupLocation) q.set('p', c.pickupLocation)
  if (c.dropOffLocation && c.dropOffLocation !== c.pickupLocation) q.set('d', c.dropOffLocation)
  if (c.from && !Number.isNaN(c.from.getTime())) q.set('f', c.from.toISOString())
  if (c.to && !Number.isNaN(c.to.getTime())) q.set('t', c.to.toISOString())
  return q
}

/** True when the criteria name a pickup place and both dates, with the return after the pickup. */
export function isCompleteCriteria(c: RentalCriteria): c is Required<RentalCriteria> {
  return !!(c.pickupLocation && c.dropOffLocation && c.from && c.to && c.to.getTime() > c.from.getTime())
}

/** Reads o=a,b,c (also repeated o=a&o=b); unknown names are ignored, order follows CAR_OPTIONS. */
export function parseOptions(search: URLSearchParams): CarOption[] {
  const names = new Set(
    search
      .getAll('o')
      .flatMap((v) => v.split(','))
      .map((s) => s.trim()),
  )
  return CAR_OPTIONS.filter((o) => names.has(o))
}

/** Writes o=a,b (omitted when empty), in CAR_OPTIONS order. Appends to `into` when given. */
export function optionsToQuery(options: readonly CarOption[], into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const list = CAR_OPTIONS.filter((o) => options.includes(o))
  into.delete('o')
  if (list.length) into.set('o', list.join(','))
  return into
}

/** A query string ("?a=b" or "") from params. URLSearchParams encodes commas; keep them readable. */
export function toSearchString(q: URLSearchParams): string {
  const s = q.toString().replace(/%2C/gi, ',')
  return s ? `?${s}` : ''
}
