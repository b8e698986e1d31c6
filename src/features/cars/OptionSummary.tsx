import { Trans, useLingui } from '@lingui/react/macro'
import { CAR_OPTIONS, type CarOption } from '../../lib/constants'
import type { CarOptionPrices } from '../../lib/api/entities'
import { formatPrice } from '../../lib/i18n/format'
import { OPTION_LABELS, optionPriceText } from './labels'
import { optionCost, optionState } from './option-rules'
import * as css from './car.css'

export interface OptionSummaryProps {
  car: CarOptionPrices
  /**
   * What the driver took: a list of chosen extras (from the URL's o=…), or a
   * booking's flags. Included options are always listed.
   */
  chosen: readonly CarOption[] | Partial<Record<CarOption, boolean>>
  /** Rental length; with it, per-day extras show their cost for the whole rental. */
  days?: number
}

/**
 * Public: the options a booking carries (included ones and the chosen extras),
 * each with "Included" or its cost. Says "No options" when there are none.
 */
export function OptionSummary({ car, chosen, days }: OptionSummaryProps) {
  const { i18n } = useLingui()
  const taken = (o: CarOption) => (Array.isArray(chosen) ? chosen.includes(o) : Boolean((chosen as Partial<Record<CarOption, boolean>>)[o]))
  const rows = CAR_OPTIONS.filter((o) => optionState(car[o]) === 'included' || (optionState(car[o]) === 'extra' && taken(o)))
  if (rows.length === 0) {
    return (
      <p className={css.muted}>
        <Trans>No options</Trans>
      </p>
    )
  }
  return (
    <dl className={css.options}>
      {rows.map((o) => (
        <div key={o} className={css.option}>
          <dt className={css.optionName}>{i18n._(OPTION_LABELS[o])}</dt>
          <dd className={[css.optionValue, optionState(car[o]) === 'included' && css.included].filter(Boolean).join(' ')}>
            {optionState(car[o]) === 'included' ? (
              <Trans>Included</Trans>
            ) : days ? (
              formatPrice(i18n, optionCost(o, car[o], days))
            ) : (
              optionPriceText(i18n, o, car[o])
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
