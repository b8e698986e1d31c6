import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { formatRelative } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { STALE } from '../../lib/storage/frame-snapshot'
import * as css from './bookings.css'

interface Props {
  savedAt: number | null
  online: boolean
  refreshing: boolean
  /** Data is on screen but the last refresh failed. */
  stale: boolean
  onRetry: () => void
  /** What a failed refresh says (default: the bookings'). */
  staleText?: ReactNode
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}

/** Says how old the data on screen is, that it is read-only offline, and when a refresh failed. */
export function DataFreshness({ savedAt, online, refreshing, stale, onRetry, staleText }: Props) {
  const { i18n } = useLingui()
  const now = useNow(30_000)
  const when = savedAt === null ? null : formatRelative(i18n, savedAt, Math.max(now, savedAt))
  return (
    <>
      {!online && (
        <Notice tone="warning">
          <Trans>You are offline. This is the copy saved on this device; it cannot be changed until you are back online.</Trans>
        </Notice>
      )}
      {online && stale && (
        <Notice tone="warning">
          {staleText ?? <Trans>The bookings could not be refreshed; showing the copy saved on this device.</Trans>}{' '}
          <Button variant="ghost" small onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      <div className={css.meta} aria-live="polite">
        {when !== null && (
          // Stale on the next visit: the first paint's frame keeps its box and hides its text (lib/storage/frame-snapshot.ts).
          <span data-testid="last-updated" {...STALE}>
            <Trans>Last updated {when}</Trans>
          </span>
        )}
        {refreshing && online && (
          <span className={css.actions}>
            <Spinner size={16} decorative />
            <span className={css.refreshing}>
              <Trans>Refreshing…</Trans>
            </span>
          </span>
        )}
      </div>
    </>
  )
}
