import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatRelative } from '../lib/i18n/format'
import { useNow } from '../lib/hooks/use-now'
import { STALE } from '../lib/storage/frame-snapshot'
import { Button } from './Button'
import { Notice } from './Page'
import { Spinner } from './Spinner'
import * as css from './data-freshness.css'

interface Props {
  savedAt: number | null
  online: boolean
  refreshing: boolean
  /** Data is on screen but the last refresh failed. */
  stale: boolean
  onRetry: () => void
  /** What a failed refresh says (default: the bookings'). */
  staleText?: ReactNode
  /** What offline says (default: the copy is read-only until the network is back). */
  offlineText?: ReactNode
  /** Where the age line sits (data-freshness.css.ts `line`): between filters and a list (default), or first under the title. */
  placement?: 'between' | 'top'
}

/**
 * Says how old the copy saved on the device that is on screen is, that it is that copy offline,
 * and when a refresh failed (with Try again). Every screen that shows such a copy uses it; each
 * may say in its own words what offline and a failed refresh mean for it.
 */
export function DataFreshness({ savedAt, online, refreshing, stale, onRetry, staleText, offlineText, placement = 'between' }: Props) {
  const { i18n } = useLingui()
  const now = useNow(30_000)
  const when = savedAt === null ? null : formatRelative(i18n, savedAt, Math.max(now, savedAt))
  return (
    <>
      {!online && (
        <Notice tone="warning">
          {offlineText ?? (
            <Trans>You are offline. This is the copy saved on this device; it cannot be changed until you are back online.</Trans>
          )}
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
      <div className={css.line[placement]} aria-live="polite">
        {when !== null && (
          // Stale on the next visit: the first paint's frame keeps its box and hides its text (lib/storage/frame-snapshot.ts).
          <span data-testid="last-updated" {...STALE}>
            <Trans>Last updated {when}</Trans>
          </span>
        )}
        {refreshing && online && (
          <span className={css.refreshing[placement]}>
            <Spinner size={16} decorative />
            <span className={css.refreshingWord[placement]}>
              <Trans>Refreshing…</Trans>
            </span>
          </span>
        )}
      </div>
    </>
  )
}
