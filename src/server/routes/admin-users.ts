import type { Hono } from 'hono'
import { adminOnly } from '../auth.ts'
import { ok, type AppEnv, type Deps } from '../context.ts'
import { readOnlyValues } from '../journal.ts'
import type { UserRecord } from '../types.ts'
import { publicUser } from '../views.ts'
import {
  badRequest,
  foldText,
  isId,
  keyword as searchText,
  nameSortKey,
  byName,
  pageParams,
  pagedInOrder,
  readJson,
  withNameKey,
  type Named,
} from '../validate.ts'

/** The operator's users (calls 58 and 59): every account by name, and the drivers' blacklist. */

const USER_TYPES = ['user', 'company', 'admin'] as const
const MAX_BLACKLIST_IDS = 10_000

export function adminUserRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, auth } = deps
  const admin = [auth, adminOnly] as const

  // Call 58: filtered in one pass, sorted by name, and only the page projected.
  api.post('/users/:page/:size', ...admin, async (c) => {
    const paging = pageParams(c)
    const body = await readJson(c)
    const keyword = foldText(searchText(c.req.query('s')))
    const types = body.types
    if (!Array.isArray(types) || !types.every((t) => (USER_TYPES as readonly unknown[]).includes(t))) {
      throw badRequest(`types must be an array of ${USER_TYPES.join(', ')}.`)
    }
    const wanted = new Set<unknown>(types)
    const leftOut = typeof body.user === 'string' ? body.user : undefined
    const users: Named<UserRecord>[] = []
    // A read-only scan (no journal proxies): the records only go into the reply.
    for (const u of readOnlyValues(store.users)) {
      if (!wanted.has(u.type) || u._id === leftOut) continue
      if (keyword && !nameSortKey(u.fullName).includes(keyword) && !nameSortKey(u.email).includes(keyword)) continue
      users.push(withNameKey(u))
    }
    return c.json(pagedInOrder(users, paging, byName, ({ item }) => publicUser(item)))
  })

  // Call 59: drivers only, all or nothing. A blacklisted driver's tokens get 401 from its next call (auth.ts).
  api.post('/blacklist-users', ...admin, async (c) => {
    const body = await readJson(c)
    const { ids, blacklisted } = body
    if (!Array.isArray(ids) || !ids.every(isId)) throw badRequest('ids must be an array of user ids.')
    if (ids.length > MAX_BLACKLIST_IDS) throw badRequest(`At most ${MAX_BLACKLIST_IDS} users at once.`)
    if (typeof blacklisted !== 'boolean') throw badRequest('blacklisted must be true or false.')
    const drivers: UserRecord[] = []
    for (const id of ids) {
      const user = store.users.get(id)
      if (user?.type !== 'user') throw badRequest(`${id} is not a driver's account.`)
      drivers.push(user)
    }
    for (const driver of drivers) driver.blacklisted = blacklisted
    return ok(c)
  })
}
