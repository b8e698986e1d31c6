import { Trans } from '@lingui/react/macro'
import { isApiError } from '../../lib/api/errors'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Page'

/** Why nothing can be shown, with a way to try again. */
export function BookingsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isApiError(error, 'offline') || (typeof navigator !== 'undefined' && !navigator.onLine)
  return (
    <Notice tone={offline ? 'warning' : 'danger'} alert>
      {offline ? (
        <Trans>You are offline and this has not been saved on this device yet. It will show once you are back online.</Trans>
      ) : isApiError(error, 'network') ? (
        <Trans>The server cannot be reached. Check your connection and try again.</Trans>
      ) : (
        <Trans>An unhandled error occurred.</Trans>
      )}{' '}
      {!offline && (
        <Button variant="ghost" small onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Notice>
  )
}
