import { Trans } from '@lingui/react/macro'
import { useRenderLimit } from '../../lib/hooks/use-render-limit'
import type { Booking } from '../../lib/api/entities'
import { BookingCard } from './BookingCard'
import { FIRST_CHUNK } from './booking-view'
import type { BookingItemProps } from './BookingItemParts'
import { BookingRow } from './BookingRow'
import { VisuallyHidden } from '../../ui/Page'
import * as css from './bookings.css'

/**
 * Rows rendered at first: FIRST_CHUNK, about a screenful. More follow in chunks as the end
 * comes near, so a long list paints at once: on a mid-range phone ten cards take about
 * 100 ms to render.
 */
const NEXT_CHUNK = 100

interface Props extends Pick<BookingItemProps, 'who' | 'onCancel' | 'onRefused' | 'onSelect'> {
  bookings: Booking[]
  mobile: boolean
  /** The ticked bookings, when each has a checkbox (onSelect). */
  selected?: ReadonlySet<string>
}

/** The bookings: a grid table on desktop, cards on mobile. */
export function BookingsList({ bookings, mobile, selected, ...item }: Props) {
  const { shown, more, sentinel } = useRenderLimit(bookings, mobile ? FIRST_CHUNK.mobile : FIRST_CHUNK.desktop, NEXT_CHUNK, '1200px 0px')

  if (mobile) {
    return (
      <>
        <ul className={css.cards}>
          {shown.map((b) => (
            <BookingCard key={b._id} booking={b} selected={selected?.has(b._id)} {...item} />
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
          <div role="row" className={css.head[item.onSelect ? 'selectable' : 'plain']}>
            {item.onSelect && (
              <span role="columnheader">
                <VisuallyHidden>
                  <Trans>Select</Trans>
                </VisuallyHidden>
              </span>
            )}
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
            <BookingRow key={b._id} booking={b} selected={selected?.has(b._id)} {...item} />
          ))}
        </div>
      </div>
      {more && <div ref={sentinel} className={css.sentinel} />}
    </>
  )
}
