/** The operator's accounts: every user by type and keyword, and the blacklist (contract rows 58–59). */
import { requestData, requestDone, type CallOptions } from './client'
import { paged, userSchema, type Paged, type User } from './entities'
import { apiPath, query } from './path'

export const ACCOUNT_TYPES = ['user', 'company', 'admin'] as const
/** 'user' a driver, 'company' a supplier, 'admin' an operator. */
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export interface UsersQuery {
  /** Only these kinds of account; the server refuses an empty or unknown one with 400. */
  types: AccountType[]
  /** An account to leave out (the operator's own). */
  user?: string
}

/** Call 58: accounts of the given types whose name or email matches `keyword` (empty: all), by name. Pages are 1-based. */
export function getUsers(page: number, size: number, keyword: string, body: UsersQuery, opts?: CallOptions): Promise<Paged<User>> {
  return requestData(
    {
      name: 'getUsers',
      method: 'POST',
      path: apiPath`/api/users/${page}/${size}/` + query({ s: keyword }),
      auth: 'token',
      body: { types: body.types, ...(body.user !== undefined && { user: body.user }) },
      signal: opts?.signal,
    },
    paged(userSchema),
  )
}

/**
 * Call 59: puts drivers on the blacklist (their sessions end at once and they cannot sign in) or takes them off.
 * 400 and nothing changed when any id is not a driver's.
 */
export async function setBlacklisted(ids: string[], blacklisted: boolean, opts?: CallOptions): Promise<void> {
  await requestDone({
    name: 'setBlacklisted',
    method: 'POST',
    path: '/api/blacklist-users',
    auth: 'token',
    body: { ids, blacklisted },
    signal: opts?.signal,
  })
}
