import { Trans } from '@lingui/react/macro'
import { EmptyState } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { BookingsError } from './BookingsError'

interface Props {
  loading: boolean
  notFound: boolean
  error: unknown
  onRetry: () => void
}

/** A booking screen (the driver's and the supplier's) while it has no booking to show: loading, not found, or the failure with its retry. */
export function NoBookingYet({ loading, notFound, error, onRetry }: Props) {
  if (loading) return <Loading />
  if (notFound)
    return (
      <EmptyState>
        <Trans>Booking not found. It may not exist, or it belongs to another account.</Trans>
      </EmptyState>
    )
  return error != null ? <BookingsError error={error} onRetry={onRetry} /> : null
}
