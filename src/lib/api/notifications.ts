/** The signed-in user's notifications (rows 29–32). */
import { requestData, requestDone, type CallOptions } from './client'
import { apiPath } from './path'
import { notificationCounterSchema, notificationSchema, paged, type Notification, type Paged } from './entities'

/** How many notifications are unread. */
export function getNotificationCounter(userId: string, opts?: CallOptions): Promise<number> {
  return requestData(
    {
      name: 'getNotificationCounter',
      method: 'GET',
      path: apiPath`/api/notification-counter/${userId}`,
      auth: 'token',
      signal: opts?.signal,
    },
    notificationCounterSchema,
  )
}

/** Newest first. Pages are 1-based. */
export function getNotifications(userId: string, page: number, size: number, opts?: CallOptions): Promise<Paged<Notification>> {
  return requestData(
    {
      name: 'getNotifications',
      method: 'GET',
      path: apiPath`/api/notifications/${userId}/${page}/${size}`,
      auth: 'token',
      signal: opts?.signal,
    },
    paged(notificationSchema),
  )
}

export function markNotificationsAsRead(userId: string, ids: string[], opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'markNotificationsAsRead',
    method: 'POST',
    path: apiPath`/api/mark-notifications-as-read/${userId}`,
    auth: 'token',
    body: { ids },
    signal: opts?.signal,
  })
}

export function markNotificationsAsUnread(userId: string, ids: string[], opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'markNotificationsAsUnread',
    method: 'POST',
    path: apiPath`/api/mark-notifications-as-unread/${userId}`,
    auth: 'token',
    body: { ids },
    signal: opts?.signal,
  })
}

export function deleteNotifications(userId: string, ids: string[], opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'deleteNotifications',
    method: 'POST',
    path: apiPath`/api/delete-notifications/${userId}`,
    auth: 'token',
    body: { ids },
    signal: opts?.signal,
  })
}
