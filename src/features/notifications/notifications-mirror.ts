/**
 * The account's notifications on the device (lib/data/account-mirror.ts, IDB.notifications):
 * the pages of /notifications it has seen, and the last unread count the server gave, so the
 * list and the header's count open offline. At most NOTIFICATION_PAGES pages per account (the
 * newest saved); nothing written for an account no longer signed in; all gone at sign-out.
 * The changes kept until the network is back (lib/queue) are not written here: the list applies
 * them over the copy (NotificationList), and the next answer of the server replaces it.
 */
import type { Notification, Paged } from '../../lib/api/entities'
import { accountMirror } from '../../lib/data/account-mirror'
import type { MirrorCopy } from '../../lib/data/use-resource'
import { IDB } from '../../lib/storage/keys'

/** How many pages of notifications one account keeps on the device (30 a page). */
export const NOTIFICATION_PAGES = 10

const mirror = accountMirror<Notification>('notifications', IDB.notifications, { pages: NOTIFICATION_PAGES, items: 1 })

/** What one page is: its number and size. */
const pageQuery = (page: number, size: number) => ({ page, size })

export const readNotificationsPage = (userId: string, page: number, size: number): Promise<MirrorCopy<Paged<Notification>> | null> =>
  mirror.readPage(userId, pageQuery(page, size))

export const writeNotificationsPage = (userId: string, page: number, size: number, data: Paged<Notification>, savedAt?: number) =>
  mirror.writePage(userId, pageQuery(page, size), data, savedAt)

const UNREAD = 'unread-count'

export async function readUnreadCopy(userId: string): Promise<number | null> {
  const copy = await mirror.readItem<{ count: number }>(userId, UNREAD)
  return copy && typeof copy.data.count === 'number' ? copy.data.count : null
}

export const writeUnreadCopy = (userId: string, count: number) => mirror.writeItem(userId, UNREAD, { count })
