import type { Hono } from 'hono'
import { forbidden, ok, ownerOf, type AppContext, type AppEnv, type Deps } from '../context.ts'
import type { NotificationRecord } from '../types.ts'
import { notificationView } from '../views.ts'
import { pageParams, paged, readJson, stringArray } from '../validate.ts'

/** The owner's notifications picked by `{ids}`; ids of anyone else's are silently skipped. */
async function ownedByIds(c: AppContext, all: Map<string, NotificationRecord>): Promise<NotificationRecord[]> {
  const ids = stringArray(await readJson(c), 'ids')
  const mine: NotificationRecord[] = []
  for (const id of new Set(ids)) {
    const n = all.get(id)
    if (n && n.user === c.var.user._id) mine.push(n)
  }
  return mine
}

export function notificationRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store, auth } = deps

  api.get('/notification-counter/:userId', auth, (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    return me ? c.json({ count: store.counters.get(me._id) ?? 0 }) : forbidden(c)
  })

  api.get('/notifications/:userId/:page/:size', auth, (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    if (!me) return forbidden(c)
    const paging = pageParams(c)
    const list = [...store.notifications.values()]
      .filter((n) => n.user === me._id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.localeCompare(a._id))
    return c.json(paged(list.map(notificationView), paging))
  })

  // The counter moves by what actually changed, so repeated or stale requests keep it right.
  for (const [path, isRead] of [
    ['/mark-notifications-as-read/:userId', true],
    ['/mark-notifications-as-unread/:userId', false],
  ] as const) {
    api.post(path, auth, async (c) => {
      const me = ownerOf(c, c.req.param('userId'))
      if (!me) return forbidden(c)
      const changed = (await ownedByIds(c, store.notifications)).filter((n) => n.isRead !== isRead)
      for (const n of changed) n.isRead = isRead
      store.adjustCounter(me._id, isRead ? -changed.length : changed.length)
      return ok(c)
    })
  }

  api.post('/delete-notifications/:userId', auth, async (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    if (!me) return forbidden(c)
    const doomed = await ownedByIds(c, store.notifications)
    for (const n of doomed) store.notifications.delete(n._id)
    store.adjustCounter(me._id, -doomed.filter((n) => !n.isRead).length)
    return ok(c)
  })
}
