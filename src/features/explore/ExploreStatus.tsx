import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { EmptyState } from '../../ui/Page'
import { Loading } from '../../ui/Spinner'
import { BookingsError } from '../bookings/BookingsError'

interface Props<T> {
  data: readonly T[] | undefined
  error: unknown
  retry: () => void
  /** What an empty list says. */
  empty: ReactNode
  children: (data: readonly T[]) => ReactNode
}

/** A public list's states: loading, failed (offline before it was ever seen, or the server), empty, or the list. */
export function ExploreStatus<T>({ data, error, retry, empty, children }: Props<T>) {
  if (data === undefined) return error ? <BookingsError error={error} onRetry={retry} /> : <Loading />
  if (data.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <>
      {children(data)}
      {error !== null && error !== undefined && (
        <p>
          <Trans>This list may be out of date: it could not be refreshed.</Trans>
        </p>
      )}
    </>
  )
}
