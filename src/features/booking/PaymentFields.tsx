import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as css from './booking-form.css'

interface Props {
  /** The supplier lets drivers pay at pickup. */
  payLaterAllowed: boolean
  payLater: boolean
  onChange: (payLater: boolean) => void
}

function Choice({
  checked,
  value,
  onSelect,
  title,
  detail,
}: {
  checked: boolean
  value: string
  onSelect: () => void
  title: ReactNode
  detail: ReactNode
}) {
  return (
    <label className={css.radio}>
      <input type="radio" className={css.radioInput} name="payment" value={value} checked={checked} onChange={onSelect} />
      <span className={css.radioText}>
        <span>{title}</span>
        <span className={css.muted}>{detail}</span>
      </span>
    </label>
  )
}

/** Pay later (when the supplier allows it) or now; no card details are asked for. */
export function PaymentFields({ payLaterAllowed, payLater, onChange }: Props) {
  const { t } = useLingui()
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <Trans>Payment</Trans>
      </legend>
      {payLaterAllowed ? (
        <div role="radiogroup" aria-label={t`Payment`}>
          <Choice
            value="later"
            checked={payLater}
            onSelect={() => onChange(true)}
            title={<Trans>Pay later</Trans>}
            detail={<Trans>Pay the supplier when you pick up the car. The booking stays pending until then.</Trans>}
          />
          <Choice
            value="now"
            checked={!payLater}
            onSelect={() => onChange(false)}
            title={<Trans>Pay now</Trans>}
            detail={
              <Trans>
                Next, you pay on the payment provider’s secure page; the car is held for you for 30 minutes. No card details are typed here.
              </Trans>
            }
          />
        </div>
      ) : (
        <p>
          <Trans>Pay now</Trans>
          {' — '}
          <span className={css.muted}>
            <Trans>
              This supplier does not offer paying later. Next, you pay on the payment provider’s secure page. No card details are typed
              here.
            </Trans>
          </span>
        </p>
      )}
    </fieldset>
  )
}
