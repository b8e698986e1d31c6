/** How calls write their paths, queries and dates: pure helpers, shared by the client and the requests the first paint starts early (requests.ts). */

/** A path template whose interpolations are URL-encoded: emails, passwords and keywords cannot break the path. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''), '')
}

/** A query string in the given key order; undefined values are left out. */
export function query(params: Record<string, string | number | boolean | undefined>): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

/** Dates go over the wire as ISO-8601 strings; strings are taken as already formatted. */
export type DateInput = Date | string
export function iso(date: DateInput): string {
  return typeof date === 'string' ? date : date.toISOString()
}
