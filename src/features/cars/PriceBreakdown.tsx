import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PriceBreakdown as Breakdown } from '../../lib/api/entities'
import { CAR_OPTIONS } from '../../lib/constants'
import { formatPrice } from '../../lib/i18n/format'
import { discountText, OPTION_LABELS } from './labels'
import { isFlatOption } from './option-rules'
import * as css from './price-breakdown.css'

interface Props {
  breakdown: Breakdown
  days: number
  /** The server's total: the last line, never a sum made here. */
  totalPrice: number
  /** Leave the total line out where the screen already shows the total just above. */
  withoutTotal?: boolean
}

/**
 * How the server's total is made, line by line (call 21's breakdown): days × the
 * daily price (with the "above N days" discount that applied), each chosen extra,
 * once or per day, then the server's total.
 */
export function PriceBreakdown({ breakdown, days, totalPrice, withoutTotal = false }: Props) {
  const { t, i18n } = useLingui()
  const daily = formatPrice(i18n, breakdown.dailyPrice)
  const discount = breakdown.discount
  const extras = CAR_OPTIONS.flatMap((option) => {
    const amount = breakdown.options[option]
    return amount === undefined ? [] : [{ option, amount }]
  })
  return (
    <dl className={css.list} data-testid="price-breakdown">
      <div className={css.line} data-testid="breakdown-line" data-amount={breakdown.rental}>
        <dt className={css.label}>
          {plural(days, { one: `# day × ${daily}`, other: `# days × ${daily}` })}
          {discount && <span className={css.note}>{discountText(i18n, discount.days, discount.percentage)}</span>}
        </dt>
        <dd className={css.amount}>{formatPrice(i18n, breakdown.rental)}</dd>
      </div>
      {extras.map(({ option, amount }) => (
        <div key={option} className={css.line} data-testid="breakdown-line" data-amount={amount}>
          <dt className={css.label}>
            {i18n._(OPTION_LABELS[option])}
            <span className={css.note}>{isFlatOption(option) ? t`charged once` : t`per day`}</span>
          </dt>
          <dd className={css.amount}>{formatPrice(i18n, amount)}</dd>
        </div>
      ))}
      {!withoutTotal && (
        <div className={css.totalLine} data-testid="breakdown-total" data-amount={totalPrice}>
          <dt className={css.label}>{t`Total`}</dt>
          <dd className={css.amount}>{formatPrice(i18n, totalPrice)}</dd>
        </div>
      )}
    </dl>
  )
}
