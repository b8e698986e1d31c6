import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatRelative } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import * as css from './notifications.css'

interface Props {
  savedAt: number | null
  online: boolean
  refreshing: boolean
  /** The notifications are on screen but the last refresh failed. */
  stale: boolean
  onRetry: () => void
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}

/**
 * How old the notifications on screen are, and offline that they are the copy saved on this device.
 * Unlike the read-only copies (features/bookings/DataFreshness), changes can still be made: they are
 * kept and sent when the network is back.
 */
export function NotificationsFreshness({ savedAt, online, refreshing, stale, onRetry }: Props) {
  const { i18n } = useLingui()
  const now = useNow(30_000)
  const when = savedAt === null ? null : formatRelative(i18n, savedAt, Math.max(now, savedAt))
  return (
    <>
      {!online && (
        <Notice tone="warning">
          <Trans>
            You are offline. These are your notifications as saved on this device; what you change is kept and sent when you are back
            online.
          </Trans>
        </Notice>
      )}
      {online && stale && (
        <Notice tone="warning">
          <Trans>The notifications could not be refreshed; showing the copy saved on this device.</Trans>{' '}
          <Button variant="ghost" small onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      <div className={css.freshness} aria-live="polite">
        {when !== null && (
          <span data-testid="last-updated">
            <Trans>Last updated {when}</Trans>
          </span>
        )}
        {refreshing && online && (
          <span className={css.refreshing}>
            <Spinner size={16} decorative />
            <Trans>Refreshing…</Trans>
          </span>
        )}
      </div>
    </>
  )
}
