import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Booking } from '../../lib/api/entities'
import { BookingCard } from './BookingCard'
import { BookingRow } from './BookingRow'
import * as css from './bookings.css'

/**
 * Rows rendered at first: about a screenful (a phone shows four cards, a desktop some
 * thirty table rows). More follow in chunks as the end comes near, so a long list
 * paints at once: on a mid-range phone ten cards take about 100 ms to render.
 */
export const FIRST_CHUNK = { mobile: 4, desktop: 30 } as const
const NEXT_CHUNK = 100

interface Props {
  bookings: Booking[]
  mobile: boolean
  onCancel: (bookingId: string) => Promise<'requested' | 'refused'>
  onRefused?: () => void
}

/** The bookings: a grid table on desktop, cards on mobile. */
export function BookingsList({ bookings, mobile, onCancel, onRefused }: Props) {
  const [limit, setLimit] = useState<number>(mobile ? FIRST_CHUNK.mobile : FIRST_CHUNK.desktop)
  const sentinel = useRef<HTMLDivElement>(null)
  const shown = bookings.length > limit ? bookings.slice(0, limit) : bookings
  const more = bookings.length > limit

  useEffect(() => {
    const el = sentinel.current
    if (!more || !el) return
    if (typeof IntersectionObserver === 'undefined') {
      // No observer: grow in the background, one chunk per tick, never all at once.
      const id = setTimeout(() => setLimit((l) => l + NEXT_CHUNK), 50)
      return () => clearTimeout(id)
    }
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting)) setLimit((l) => l + NEXT_CHUNK)
      },
      { rootMargin: '1200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [more, bookings.length, limit])

  if (mobile) {
    return (
      <>
        <ul className={css.cards}>
          {shown.map((b) => (
            <BookingCard key={b._id} booking={b} onCancel={onCancel} onRefused={onRefused} />
          ))}
        </ul>
        {more && <div ref={sentinel} className={css.sentinel} />}
      </>
    )
  }
  return (
    <>
      <div role="table" className={css.table} aria-rowcount={bookings.length + 1}>
        <div role="rowgroup">
          <div role="row" className={css.headRow}>
            <span role="columnheader">
              <Trans>Car</Trans>
            </span>
            <span role="columnheader">
              <Trans>Dates</Trans>
            </span>
            <span role="columnheader">
              <Trans>Places</Trans>
            </span>
            <span role="columnheader">
              <Trans>Status</Trans>
            </span>
            <span role="columnheader">
              <Trans>Price</Trans>
            </span>
            <span role="columnheader">
              <Trans>Actions</Trans>
            </span>
          </div>
        </div>
        <div role="rowgroup">
          {shown.map((b) => (
            <BookingRow key={b._id} booking={b} onCancel={onCancel} onRefused={onRefused} />
          ))}
        </div>
      </div>
      {more && <div ref={sentinel} className={css.sentinel} />}
    </>
  )
}
