/** The operator's list screens keep their keyword in the URL (?s=): read and written here. */

export const KEYWORD_MAX_LENGTH = 100

/** The keyword of a list URL, trimmed and cut to KEYWORD_MAX_LENGTH; '' when none. */
export function keywordOf(search: URLSearchParams): string {
  return (search.get('s') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH)
}

/** The id a detail URL names (`?id=`); '' when none or not an id. */
export function idOf(search: URLSearchParams): string {
  const id = (search.get('id') ?? '').trim()
  return /^[\w-]{1,64}$/.test(id) ? id : ''
}

/** A path with its query, leaving out empty values ('/admin/places' rather than '/admin/places?s='). */
export function withQuery(path: string, params: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''))
  const text = q.toString()
  return text ? `${path}?${text}` : path
}
