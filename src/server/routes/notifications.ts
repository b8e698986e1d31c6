import type { Hono } from 'hono'
import { forbidden, ok, ownerOf, type AppContext, type AppEnv, type Deps } from '../context.ts'
import { deleteNotifications, markNotifications, notificationPage } from '../db/queries/notifications.ts'
import type { NotificationRecord } from '../types.ts'
import { pageParams, readJson, stringArray, type Paged } from '../validate.ts'

/**
 * A notification as call 30 replies it. The keys in the order the record was made (jsonb keeps its own
 * order): views.ts' notificationView could do the same for every caller.
 */
function notificationView(n: NotificationRecord) {
  return {
    _id: n._id,
    user: n.user,
    message: n.message,
    ...(n.booking ? { booking: n.booking } : {}),
    isRead: n.isRead,
    createdAt: n.createdAt,
  }
}

/** The `{ids}` of a mark or delete call (the queries skip ids of anyone else's notifications). */
async function idsOf(c: AppContext): Promise<string[]> {
  return [...new Set(stringArray(await readJson(c), 'ids'))]
}

export function notificationRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { auth } = deps

  api.get('/notification-counter/:userId', auth, async (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    return me ? c.json({ count: await c.var.repo.notifications.unreadCount(me._id) }) : forbidden(c)
  })

  api.get('/notifications/:userId/:page/:size', auth, async (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    if (!me) return forbidden(c)
    const paging = pageParams(c)
    const { items, total } = await notificationPage(await c.var.repo.kx(), me._id, paging)
    const reply: Paged<ReturnType<typeof notificationView>> = [
      { resultData: items.map(notificationView), pageInfo: total === 0 ? [] : [{ totalRecords: total }] },
    ]
    return c.json(reply)
  })

  // The unread count is counted from the rows, so repeated or stale requests keep it right.
  for (const [path, isRead] of [
    ['/mark-notifications-as-read/:userId', true],
    ['/mark-notifications-as-unread/:userId', false],
  ] as const) {
    api.post(path, auth, async (c) => {
      const me = ownerOf(c, c.req.param('userId'))
      if (!me) return forbidden(c)
      await markNotifications(await c.var.repo.kx(), me._id, await idsOf(c), isRead)
      return ok(c)
    })
  }

  api.post('/delete-notifications/:userId', auth, async (c) => {
    const me = ownerOf(c, c.req.param('userId'))
    if (!me) return forbidden(c)
    await deleteNotifications(await c.var.repo.kx(), me._id, await idsOf(c))
    return ok(c)
  })
}
