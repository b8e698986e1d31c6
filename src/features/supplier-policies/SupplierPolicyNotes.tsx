import { Plural, Trans, useLingui } from '@lingui/react/macro'
import * as css from './supplier-policies.css'

export interface SupplierPolicyNotesProps {
  supplier: { payLater?: boolean; licenseRequired?: boolean; minimumRentalDays?: number }
  /** False where the screen says pay later its own way already. */
  showPayLater?: boolean
}

/** A supplier's rules where a driver chooses a car: pay later offered or not, a licence required, the shortest rental. */
export function SupplierPolicyNotes({ supplier, showPayLater = true }: SupplierPolicyNotesProps) {
  const { t } = useLingui()
  const days = supplier.minimumRentalDays ?? 1
  return (
    <ul className={css.notes} aria-label={t`The supplier’s rules`} data-testid="supplier-policies">
      {showPayLater && (
        <li className={supplier.payLater ? css.noteGood : css.note}>
          {supplier.payLater ? <Trans>Pay later offered</Trans> : <Trans>Payment when booking</Trans>}
        </li>
      )}
      {supplier.licenseRequired && (
        <li className={css.note} data-testid="policy-licence">
          <Trans>Driving licence required</Trans>
        </li>
      )}
      {days > 1 && (
        <li className={css.note} data-testid="policy-minimum">
          <Plural value={days} one="At least # day" other="At least # days" />
        </li>
      )}
    </ul>
  )
}
