import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { formatPrice } from '../../lib/i18n/format'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { PriceBreakdown } from './PriceBreakdown'
import { daysText } from './price-text'
import type { CarPrice } from '../../lib/api/entities'
import type { ReadState } from '../../lib/data/read'
import * as css from './price-summary.css'

export interface PriceSummaryProps {
  /** The price as useCarPrice reads it (retry: asks again after an error). */
  price: ReadState & { data?: CarPrice; retry?: () => void }
  /** Shown instead of a price when the request cannot be made yet (e.g. "Choose the dates"). */
  missing?: string
  /** What follows the total (Continue): under the total and the day count, above the breakdown. */
  action?: ReactNode
}

/**
 * The rental total as the server computed it, with the inclusive day count, then `action`, then
 * how the total is made. While a new price loads the old one is hidden (a stale total is never
 * shown), and nothing moves:
 * - the wait takes the room of the total and the day count (the same lines, hidden), so the first
 *   price arriving fills it, and the breakdown grows below the action;
 * - a later wait (the dates or the extras changed) keeps the height the last price had, so the
 *   action stays where it was instead of moving up and back down on a slow link.
 */
export function PriceSummary({ price, missing, action }: PriceSummaryProps) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const priced = useRef(0)
  const updating = !missing && price.status === 'loading'
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    el.style.minHeight = updating && priced.current ? `${priced.current}px` : ''
    if (!missing && price.status === 'ready' && price.data) priced.current = el.offsetHeight
  }, [updating, missing, price.status, price.data])
  let content
  let breakdown = null
  if (missing) content = <p className={css.muted}>{missing}</p>
  else if (price.status === 'ready' && price.data) {
    content = (
      <>
        <p className={css.total} data-testid="total-price" data-amount={price.data.totalPrice}>
          {formatPrice(i18n, price.data.totalPrice)}
        </p>
        <p className={css.days} data-testid="total-days" data-days={price.data.days}>
          {daysText(price.data.days)}
        </p>
      </>
    )
    if (price.data.breakdown)
      breakdown = <PriceBreakdown breakdown={price.data.breakdown} days={price.data.days} totalPrice={price.data.totalPrice} />
  } else if (price.status === 'loading') {
    content = (
      <div className={css.pending}>
        <p className={`${css.total} ${css.hidden}`} aria-hidden="true">
          {'\u00a0'}
        </p>
        <p className={`${css.days} ${css.hidden}`} aria-hidden="true">
          {'\u00a0'}
        </p>
        <p className={css.updating} data-testid="price-updating">
          <Spinner size={18} decorative />
          {t`Updating the price…`}
        </p>
      </div>
    )
  } else if (price.status === 'offline') {
    content = <p className={css.muted}>{t`The price needs a connection.`}</p>
  } else if (price.status === 'error') {
    content = (
      <div className={css.error}>
        <p className={css.muted}>
          {price.errorKind === 'bad-request' ? t`The price could not be computed for these dates.` : t`The price could not be loaded.`}
        </p>
        {price.retry && (
          <Button variant="secondary" small onClick={price.retry}>
            {t`Try again`}
          </Button>
        )}
      </div>
    )
  }
  return (
    <div ref={box} className={css.box}>
      <div className={css.status} aria-live="polite" aria-busy={updating || undefined}>
        <p className={css.label}>{t`Total price`}</p>
        {content}
      </div>
      {action}
      {breakdown}
    </div>
  )
}
