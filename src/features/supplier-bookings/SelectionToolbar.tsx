import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { Booking } from '../../lib/api/entities'
import type { BookingStatus } from '../../lib/constants'
import { allSelected, selectedIds, someSelected, toggleAll } from '../../lib/selection'
import { StatusChanger } from './StatusChanger'
import { useStatusChange } from './use-status-change'
import * as css from './supplier-bookings.css'

interface Props {
  userId: string
  /** The bookings on screen ("this page"). */
  bookings: Booking[]
  selected: ReadonlySet<string>
  setSelected: (next: ReadonlySet<string>) => void
  /** Applies a confirmed change to the rows on screen. */
  patch: (bookingIds: readonly string[], change: Partial<Booking>) => void
}

/** Over a supplier's list: "select all on this page", how many are ticked, and their new status. */
export function SelectionToolbar({ userId, bookings, selected, setSelected, patch }: Props) {
  const { t } = useLingui()
  const ids = useMemo(() => bookings.map((b) => b._id), [bookings])
  const chosen = useMemo(() => selectedIds(selected, ids), [selected, ids])
  const all = allSelected(selected, ids)
  const selectAll = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected(selected, ids)
  }, [selected, ids])

  const onChanged = useCallback((changed: readonly string[], status: BookingStatus) => patch(changed, { status }), [patch])
  const change = useStatusChange(userId, onChanged)
  const count = chosen.length

  return (
    <div className={css.toolbar} role="group" aria-label={t`Selected bookings`}>
      <label className={css.selectAll}>
        <input ref={selectAll} type="checkbox" className={css.check} checked={all} onChange={() => setSelected(toggleAll(selected, ids))} />
        <span>
          <Trans>Select all on this page</Trans>
        </span>
      </label>
      <span className={css.count} aria-live="polite" data-testid="selected-count">
        <Plural value={count} _0="" one="# selected" other="# selected" />
      </span>
      <StatusChanger ids={chosen} change={change} />
    </div>
  )
}
