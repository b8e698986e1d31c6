import { useLingui } from '@lingui/react/macro'
import { AMENDMENTS_DAYS_BEFORE, CAR_OPTIONS, type CarOption } from '../../lib/constants'
import type { CarOptionPrices } from '../../lib/api/entities'
import { formatPrice } from '../../lib/i18n/format'
import { Switch } from '../../ui/Switch'
import { OPTION_LABELS, optionPriceText } from './labels'
import { isFlatOption, optionCost, optionSwitchState } from './option-rules'
import * as css from './car-option-switches.css'

export interface CarOptionSwitchesProps {
  car: CarOptionPrices
  /** The extras the driver chose. */
  chosen: readonly CarOption[]
  onChange: (option: CarOption, on: boolean) => void
  /** Rental length (0 when unknown): per-day extras then also show their total. */
  days: number
}

/**
 * One switch per option: included options locked on, unavailable ones off and
 * disabled, extras with their price (flat, or per day with the rental total).
 */
export function CarOptionSwitches({ car, chosen, onChange, days }: CarOptionSwitchesProps) {
  const { t, i18n } = useLingui()
  const amendmentsDays = AMENDMENTS_DAYS_BEFORE
  return (
    <ul className={css.list}>
      {CAR_OPTIONS.map((o) => {
        const s = optionSwitchState(car[o], chosen.includes(o))
        let price = optionPriceText(i18n, o, car[o])
        if (s.state === 'extra' && !isFlatOption(o) && days > 0) {
          const total = formatPrice(i18n, optionCost(o, car[o], days))
          price = `${price} · ${t`${total} in total`}`
        }
        const description =
          o === 'amendments' && s.state !== 'unavailable' ? (
            <>
              {price}
              <br />
              <span data-testid="amendments-help">{t`Amendments are possible up to ${amendmentsDays} days before the rental.`}</span>
            </>
          ) : (
            price
          )
        return (
          <li key={o} className={css.item} data-option={o} data-state={s.state}>
            <Switch
              label={i18n._(OPTION_LABELS[o])}
              description={description}
              checked={s.checked}
              disabled={s.disabled}
              onChange={(on) => onChange(o, on)}
            />
          </li>
        )
      })}
    </ul>
  )
}
