import { useLingui } from '@lingui/react/macro'
import { formatPrice } from '../../lib/i18n/format'
import { PriceSummary } from '../cars/PriceSummary'
import { refusalText } from './texts'
import type { AmendState } from './use-amend'
import * as css from './amend.css'

/**
 * The new price of the change as the server previews it (call 61): total, days and breakdown
 * (PriceSummary), then how it differs from the price paid; or why there is none yet.
 */
export function AmendPrice({ amend, paid }: { amend: AmendState; paid: number }) {
  const { t, i18n } = useLingui()
  const { preview, previewRefusal, unchanged, errors } = amend
  const missing = unchanged
    ? t`Change the dates, places or options to see the new price.`
    : Object.values(errors).some(Boolean)
      ? t`Correct the dates and places to see the new price.`
      : previewRefusal
        ? refusalText(i18n, previewRefusal)
        : undefined
  const data = preview.status === 'ready' && !missing ? preview.data : undefined
  const paidText = formatPrice(i18n, paid)
  let difference: string | null = null
  if (data) {
    const delta = Math.round((data.totalPrice - paid) * 100) / 100
    const amount = formatPrice(i18n, Math.abs(delta))
    difference =
      delta > 0
        ? t`${amount} more than the price paid (${paidText}).`
        : delta < 0
          ? t`${amount} less than the price paid (${paidText}).`
          : t`The same as the price paid (${paidText}).`
  }
  return (
    <div data-testid="amend-price">
      <PriceSummary price={preview} missing={missing} />
      {difference && (
        <p className={css.difference} data-testid="amend-difference" data-amount={data ? data.totalPrice - paid : undefined}>
          {difference}
        </p>
      )}
    </div>
  )
}
