/** Test helpers of the notifications (for their tests only). */
import type { Notification } from '../../lib/api/entities'

/** A notification of user u1, unread unless said; its date grows with the id's length. */
export const note = (id: string, isRead = false): Notification => ({
  _id: id,
  user: 'u1',
  message: `Message ${id}`,
  isRead,
  createdAt: `2026-11-0${id.length}T10:00:00.000Z`,
})
