import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { Notification } from '../../lib/api/entities'
import { formatDateTime } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import * as css from './notifications.css'

export interface NotificationRowProps {
  notification: Notification
  selected: boolean
  busy: boolean
  onSelect: () => void
  onToggleRead: () => void
  onOpenBooking: () => void
  onDelete: () => Promise<void>
  /** A change kept until the network is back (its note, with Undo). */
  pending?: ReactNode
}

/** One notification: unread ones are bold and say "Unread" (not colour alone). */
export function NotificationRow({
  notification: n,
  selected,
  busy,
  onSelect,
  onToggleRead,
  onOpenBooking,
  onDelete,
  pending,
}: NotificationRowProps) {
  const { t, i18n } = useLingui()
  const messageId = useId()
  let date = ''
  try {
    date = formatDateTime(i18n, n.createdAt)
  } catch {
    // An unreadable date is left out rather than breaking the list.
  }
  return (
    <li className={css.row[n.isRead ? 'read' : 'unread']} data-unread={!n.isRead || undefined}>
      <input
        type="checkbox"
        className={css.check}
        checked={selected}
        onChange={onSelect}
        aria-labelledby={messageId}
        aria-describedby={`${messageId}-meta`}
      />
      <div className={css.body}>
        <div className={css.meta} id={`${messageId}-meta`}>
          {!n.isRead && (
            <span className={css.badge}>
              <Trans>Unread</Trans>
            </span>
          )}
          <time dateTime={n.createdAt}>{date}</time>
        </div>
        <p className={css.message} id={messageId}>
          {n.message}
        </p>
        {pending}
      </div>
      <div className={css.rowActions}>
        {n.booking && (
          <Button small variant="ghost" onClick={onOpenBooking} disabled={busy}>
            <Trans>View booking</Trans>
          </Button>
        )}
        <Button small variant="secondary" onClick={onToggleRead} disabled={busy}>
          {n.isRead ? <Trans>Mark as unread</Trans> : <Trans>Mark as read</Trans>}
        </Button>
        <ConfirmDialog
          trigger={
            <Button small variant="secondary" disabled={busy} aria-label={t`Delete notification`}>
              <Trans>Delete</Trans>
            </Button>
          }
          title={<Trans>Delete this notification?</Trans>}
          description={<Trans>It will be removed for good.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          danger
          onConfirm={onDelete}
        />
      </div>
    </li>
  )
}
