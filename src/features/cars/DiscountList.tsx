import { useLingui } from '@lingui/react/macro'
import type { Discount } from '../../lib/api/entities'
import { discountText } from './labels'
import { sortedDiscounts } from './option-rules'
import * as css from './car.css'

/** The "Above N days: −P%" tiers; nothing when the car has none. */
export function DiscountList({ discounts }: { discounts?: Discount[] }) {
  const { t, i18n } = useLingui()
  const tiers = sortedDiscounts(discounts)
  if (tiers.length === 0) return null
  return (
    <ul className={css.discounts} aria-label={t`Discounts`}>
      {tiers.map((d) => (
        <li key={d.days} className={css.discount}>
          {discountText(i18n, d.days, d.percentage)}
        </li>
      ))}
    </ul>
  )
}
