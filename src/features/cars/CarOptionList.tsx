import { useLingui } from '@lingui/react/macro'
import { CAR_OPTIONS } from '../../lib/constants'
import type { CarOptionPrices } from '../../lib/api/entities'
import { OPTION_LABELS, optionPriceText } from './labels'
import { optionState } from './option-rules'
import * as css from './car.css'

/** The six options of a car with their state: unavailable, included, or the extra's price (flat or per day). */
export function CarOptionList({ car }: { car: CarOptionPrices }) {
  const { i18n } = useLingui()
  return (
    <dl className={css.options}>
      {CAR_OPTIONS.map((o) => {
        const state = optionState(car[o])
        return (
          <div key={o} className={css.option} data-option={o} data-state={state}>
            <dt className={css.optionName}>{i18n._(OPTION_LABELS[o])}</dt>
            <dd className={css.optionValue[state]}>{optionPriceText(i18n, o, car[o])}</dd>
          </div>
        )
      })}
    </dl>
  )
}
