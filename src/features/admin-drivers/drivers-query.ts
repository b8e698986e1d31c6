/** /admin/drivers' state in the URL: ?s=<keyword>&type=<user|company|admin|all> (no type: drivers). */
import { ACCOUNT_TYPES, type AccountType } from '../../lib/api/admin-users'
import { keywordOf } from '../admin-places/admin-query'

export type AccountFilter = AccountType | 'all'
export const ACCOUNT_FILTERS: readonly AccountFilter[] = ['user', 'company', 'admin', 'all']

export interface DriversQuery {
  keyword: string
  type: AccountFilter
}

export function parseDriversQuery(search: URLSearchParams): DriversQuery {
  const type = search.get('type')
  return { keyword: keywordOf(search), type: ACCOUNT_FILTERS.find((f) => f === type) ?? 'user' }
}

/** The query string's values, the defaults left out (so /admin/drivers lists the drivers). */
export function driversQueryToParams({ keyword, type }: DriversQuery): Record<string, string> {
  return { s: keyword, type: type === 'user' ? '' : type }
}

/** Call 58's `types` for a filter. */
export function typesOf(filter: AccountFilter): AccountType[] {
  return filter === 'all' ? [...ACCOUNT_TYPES] : [filter]
}
