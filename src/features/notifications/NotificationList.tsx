import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { deleteNotifications, markNotificationsAsRead, markNotificationsAsUnread } from '../../lib/api/notifications'
import { PAGE_SIZE } from '../../lib/constants'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState, Notice } from '../../ui/Page'
import { Pager } from '../../ui/Pager'
import { Loading } from '../../ui/Spinner'
import { toast } from '../../ui/toast'
import { apiErrorMessage } from '../../lib/api/error-message'
import { NotificationRow } from './NotificationRow'
import { allSelected, pageAfterRemoval, prune, selectedIds, someSelected, toggle, toggleAll } from '../../lib/selection'
import { bookingHref, type Viewer } from '../bookings/booking-view'
import { refreshUnreadCount } from './unread-count'
import { useNotifications } from './use-notifications'
import * as css from './notifications.css'

/**
 * The account's notifications: pages of 30, newest first, with read / unread / delete, one or many.
 * A booking opens on the viewer's own screen of it (a driver's pass, a supplier's booking).
 */
export function NotificationList({ userId, viewer }: { userId: string; viewer: Viewer }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [page, setPage] = useState(1)
  const { state, reload } = useNotifications(userId, page)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const selectAllRef = useRef<HTMLInputElement>(null)

  const items = useMemo(() => (state.status === 'ready' ? state.items : []), [state])
  const ids = useMemo(() => items.map((n) => n._id), [items])
  const chosen = selectedIds(selected, ids)

  useEffect(() => setSelected((s) => prune(s, ids)), [ids])
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected(selected, ids)
  }, [selected, ids])

  async function run(action: () => Promise<void>, { rethrow = false } = {}): Promise<void> {
    setBusy(true)
    try {
      await action()
      toast.success(t`Changes made successfully.`)
    } catch (error) {
      toast.error(apiErrorMessage(error))
      if (rethrow) throw error
    } finally {
      setBusy(false)
      reload()
      void refreshUnreadCount()
    }
  }

  const markRead = (list: string[]) => run(() => markNotificationsAsRead(userId, list))
  const markUnread = (list: string[]) => run(() => markNotificationsAsUnread(userId, list))
  const remove = (list: string[]) =>
    run(
      async () => {
        await deleteNotifications(userId, list)
        setSelected((s) => new Set([...s].filter((id) => !list.includes(id))))
        if (state.status === 'ready') setPage((p) => pageAfterRemoval(p, PAGE_SIZE, state.total, list.length))
      },
      { rethrow: true },
    )

  async function openBooking(id: string, booking: string, isRead: boolean) {
    if (!isRead) {
      try {
        await markNotificationsAsRead(userId, [id])
      } catch {
        // Opening the booking matters more than the read mark.
      }
      void refreshUnreadCount()
    }
    navigate(bookingHref(booking, viewer))
  }

  if (state.status === 'loading') return <Loading />
  if (state.status === 'error') {
    return (
      <Notice tone="danger" alert>
        {apiErrorMessage(state.error)}{' '}
        <Button small variant="secondary" onClick={reload}>
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    )
  }
  if (state.total === 0 || items.length === 0) {
    return (
      <EmptyState>
        <Trans>No notifications</Trans>
      </EmptyState>
    )
  }

  const count = chosen.length
  return (
    <>
      <div className={css.toolbar} role="toolbar" aria-label={t`Selected notifications`}>
        <label className={css.selectAll}>
          <input
            ref={selectAllRef}
            type="checkbox"
            className={css.check}
            checked={allSelected(selected, ids)}
            onChange={() => setSelected((s) => toggleAll(s, ids))}
          />
          <span>
            <Trans>Select all</Trans>
          </span>
        </label>
        <span aria-live="polite">
          <Plural value={count} _0="" one="# selected" other="# selected" />
        </span>
        <Button small variant="secondary" disabled={!count || busy} onClick={() => void markRead(chosen)}>
          <Trans>Mark as read</Trans>
        </Button>
        <Button small variant="secondary" disabled={!count || busy} onClick={() => void markUnread(chosen)}>
          <Trans>Mark as unread</Trans>
        </Button>
        <ConfirmDialog
          trigger={
            <Button small variant="secondary" disabled={!count || busy}>
              <Trans>Delete selected</Trans>
            </Button>
          }
          title={<Plural value={count} one="Delete # notification?" other="Delete # notifications?" />}
          description={<Trans>They will be removed for good.</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          danger
          onConfirm={() => remove(chosen)}
        />
      </div>
      <ul className={css.list}>
        {items.map((n) => (
          <NotificationRow
            key={n._id}
            notification={n}
            selected={selected.has(n._id)}
            busy={busy}
            onSelect={() => setSelected((s) => toggle(s, n._id))}
            onToggleRead={() => void (n.isRead ? markUnread([n._id]) : markRead([n._id]))}
            onOpenBooking={() => n.booking && void openBooking(n._id, n.booking, n.isRead)}
            onDelete={() => remove([n._id])}
          />
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={state.total} onPage={setPage} />
    </>
  )
}
