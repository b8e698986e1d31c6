import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Notification } from '../../lib/api/entities'
import { failedForNetwork } from '../../lib/queue/failure'
import { isKind, type Kept, type NotificationsPayload } from '../pending-actions/actions'
import { onOutcome, useKeptActions } from '../../lib/queue/runtime'
import { keepAction } from '../pending-actions/queue'
import { PendingNote } from '../pending-actions/PendingNote'
import { whatOf } from '../pending-actions/outcome-text'
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
import { DataFreshness } from '../../ui/DataFreshness'
import { keptUnreadChange, refreshUnreadCount, setKeptUnreadChange } from './unread-count'
import { useNotifications } from './use-notifications'
import * as css from './notifications.css'

/**
 * The account's notifications: pages of 30, newest first, with read / unread / delete, one or many.
 * A booking opens on the viewer's own screen of it (a driver's pass, a supplier's booking).
 * Each page shows at once from the copy on the device (use-notifications.ts), with its age, and
 * the changes kept until the network is back show over it, also after a reload offline.
 */
export function NotificationList({ userId, viewer }: { userId: string; viewer: Viewer }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [page, setPage] = useState(1)
  const { state, reload, online } = useNotifications(userId, page)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const selectAllRef = useRef<HTMLInputElement>(null)

  // Changes kept until the network is back show at once: read or unread as asked, and each with its pending note.
  const { actions, sendingId } = useKeptActions(userId)
  const kept = useMemo(() => actions.filter((a): a is Kept<'notifications'> => isKind(a, 'notifications')), [actions])
  const items = useMemo(() => (state.status === 'ready' ? state.items.map((n) => withKept(n, kept)) : []), [state, kept])
  // A kept change sent: the page is asked again (the header's count is asked by pending-actions/start.ts).
  useEffect(() => onOutcome((o) => isKind(o.action, 'notifications') && reload()), [reload])
  // The header's count follows the kept changes of the notifications shown (read or unread as last asked, an unread one deleted).
  const shown = state.status === 'ready' ? state.items : null
  useEffect(() => {
    if (shown) setKeptUnreadChange(userId, keptUnreadChange(shown, kept))
  }, [shown, kept, userId])
  useEffect(() => () => setKeptUnreadChange(userId, 0), [userId])
  const ids = useMemo(() => items.map((n) => n._id), [items])
  const chosen = selectedIds(selected, ids)

  useEffect(() => setSelected((s) => prune(s, ids)), [ids])
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected(selected, ids)
  }, [selected, ids])

  /** Offline, or when the network fails, the change is kept and sent later (lib/queue); the list stays as it is meanwhile. */
  async function keep(change: NotificationsPayload): Promise<void> {
    await keepAction(userId, 'notifications', change)
    toast.info(t`Will be sent when you are back online.`)
  }

  async function run(action: () => Promise<void>, change: NotificationsPayload, { rethrow = false } = {}): Promise<void> {
    setBusy(true)
    let sent = false
    try {
      if (navigator.onLine === false) await keep(change)
      else {
        await action()
        sent = true
        toast.success(t`Changes made successfully.`)
      }
    } catch (error) {
      if (failedForNetwork(error)) await keep(change)
      else {
        toast.error(apiErrorMessage(error))
        if (rethrow) throw error
      }
    } finally {
      setBusy(false)
      if (sent) {
        reload()
        void refreshUnreadCount()
      }
    }
  }

  const markRead = (list: string[]) => run(() => markNotificationsAsRead(userId, list), { op: 'read', ids: list })
  const markUnread = (list: string[]) => run(() => markNotificationsAsUnread(userId, list), { op: 'unread', ids: list })
  const remove = (list: string[]) =>
    run(
      async () => {
        await deleteNotifications(userId, list)
        setSelected((s) => new Set([...s].filter((id) => !list.includes(id))))
        if (state.status === 'ready') setPage((p) => pageAfterRemoval(p, PAGE_SIZE, state.total, list.length))
      },
      { op: 'delete', ids: list },
      { rethrow: true },
    )

  async function openBooking(id: string, booking: string, isRead: boolean) {
    if (!isRead) {
      try {
        await markNotificationsAsRead(userId, [id])
      } catch (error) {
        // Opening the booking matters more than the read mark: without a network it is kept for later.
        if (failedForNetwork(error)) await keepAction(userId, 'notifications', { op: 'read', ids: [id] }).catch(() => {})
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
  const freshness = (
    <DataFreshness
      savedAt={state.savedAt}
      online={online}
      refreshing={state.refreshing && !state.fresh}
      stale={state.stale}
      onRetry={reload}
      placement="top"
      // Unlike the read-only copies, changes can still be made offline: they are kept and sent when the network is back.
      offlineText={
        <Trans>
          You are offline. These are your notifications as saved on this device; what you change is kept and sent when you are back online.
        </Trans>
      }
      staleText={<Trans>The notifications could not be refreshed; showing the copy saved on this device.</Trans>}
    />
  )
  if (state.total === 0 || items.length === 0) {
    return (
      <>
        {freshness}
        <EmptyState>
          <Trans>No notifications</Trans>
        </EmptyState>
      </>
    )
  }

  const count = chosen.length
  /** The newest kept change of a notification, as a note with Undo. */
  const pendingOf = (id: string) => {
    const action = kept.findLast((a) => a.payload.ids.includes(id))
    return action && <PendingNote action={action} sending={sendingId === action.id} what={whatOf(action)} />
  }
  return (
    <>
      {freshness}
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
            pending={pendingOf(n._id)}
          />
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={state.total} onPage={setPage} />
    </>
  )
}

/** A notification as it will be once the kept changes are sent: read or unread as last asked. */
function withKept(n: Notification, kept: readonly Kept<'notifications'>[]): Notification {
  let isRead = n.isRead
  for (const { payload } of kept) {
    if (payload.op !== 'delete' && payload.ids.includes(n._id)) isRead = payload.op === 'read'
  }
  return isRead === n.isRead ? n : { ...n, isRead }
}
