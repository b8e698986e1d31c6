import { useCallback, useState } from 'react'
import { CAR_PAGE_OFFSET } from '../../lib/constants'
import { BookingsError } from './BookingsError'

/** What a long back-office list hook gives (the fleet, the operator's suppliers). */
interface RemovableList {
  loading: boolean
  error: unknown
  hasMore: boolean
  more: () => void
  retry: () => void
  remove: (id: string) => void
}

/**
 * The ListFrame settings the long back-office lists share (the fleet, the operator's suppliers):
 * the list's state, its error with "Try again", the next page asked for CAR_PAGE_OFFSET before the
 * end, and the count focused once an item is removed (`onRemoved` removes it and counts it).
 */
export function useListFrame(list: RemovableList, shown: number) {
  const { remove } = list
  const [removals, setRemovals] = useState(0)
  const onRemoved = useCallback(
    (id: string) => {
      setRemovals((n) => n + 1)
      remove(id)
    },
    [remove],
  )
  const frame = {
    shown,
    loading: list.loading,
    error: list.error,
    errorView: <BookingsError error={list.error} onRetry={list.retry} />,
    hasMore: list.hasMore,
    more: list.more,
    removals,
    offset: CAR_PAGE_OFFSET,
  }
  return { frame, onRemoved }
}
