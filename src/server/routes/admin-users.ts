import type { Hono } from 'hono'
import { adminOnly } from '../auth.ts'
import { ok, type AppEnv, type Deps } from '../context.ts'
import { userPage } from '../db/queries/admin.ts'
import { publicUser } from '../views.ts'
import { badRequest, isId, keyword as searchText, pageParams, readJson } from '../validate.ts'

/** The operator's users (calls 58 and 59): every account by name, and the drivers' blacklist. */

const USER_TYPES = ['user', 'company', 'admin'] as const
const MAX_BLACKLIST_IDS = 10_000

export function adminUserRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps
  const admin = [auth, adminOnly] as const

  // Call 58: filtered, sorted by name and paged by the database.
  api.post('/users/:page/:size', ...admin, async (c) => {
    const paging = pageParams(c)
    const body = await readJson(c)
    const keyword = searchText(c.req.query('s'))
    const types = body.types
    if (!Array.isArray(types) || !types.every((t) => (USER_TYPES as readonly unknown[]).includes(t))) {
      throw badRequest(`types must be an array of ${USER_TYPES.join(', ')}.`)
    }
    const leftOut = typeof body.user === 'string' ? body.user : undefined
    const { items, total } = await userPage(await c.var.repo.kx(), types as string[], leftOut, keyword, paging)
    return c.json([{ resultData: items.map(publicUser), pageInfo: total === 0 ? [] : [{ totalRecords: total }] }])
  })

  // Call 59: drivers only, all or nothing. A blacklisted driver's tokens get 401 from its next call (auth.ts).
  api.post('/blacklist-users', ...admin, async (c) => {
    const body = await readJson(c)
    const { ids, blacklisted } = body
    if (!Array.isArray(ids) || !ids.every(isId)) throw badRequest('ids must be an array of user ids.')
    if (ids.length > MAX_BLACKLIST_IDS) throw badRequest(`At most ${MAX_BLACKLIST_IDS} users at once.`)
    if (typeof blacklisted !== 'boolean') throw badRequest('blacklisted must be true or false.')
    const repo = c.var.repo
    const found = await repo.users.many(ids)
    for (const id of ids) if (found.get(id)?.type !== 'user') throw badRequest(`${id} is not a driver's account.`)
    for (const driver of found.values()) await repo.users.put({ ...driver, blacklisted })
    return ok(c)
  })
}
