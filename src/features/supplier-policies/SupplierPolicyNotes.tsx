import { Trans, useLingui } from '@lingui/react/macro'
import { sayWith } from '../../lib/i18n/say'
import { policyNotes, type PolicyNotes } from './policy-notes'
import * as css from './supplier-policies.css'

export interface SupplierPolicyNotesProps {
  supplier: { payLater?: boolean; licenseRequired?: boolean; minimumRentalDays?: number }
  /** False where the screen says pay later its own way already. */
  showPayLater?: boolean
}

/** A supplier's rules where a driver chooses a car: pay later offered or not, a licence required, the shortest rental. */
export function SupplierPolicyNotes({ supplier, showPayLater = true }: SupplierPolicyNotesProps) {
  const { i18n } = useLingui()
  return <PolicyNoteList notes={policyNotes(supplier, showPayLater, sayWith(i18n))} />
}

/** SupplierPolicyNotes' list (the first paint draws the first car's from this markup: app/first-paint/build/static-frames.tsx). */
export function PolicyNoteList({ notes }: { notes: PolicyNotes }) {
  const { t } = useLingui()
  return (
    <ul className={css.notes} aria-label={t`The supplier’s rules`} data-testid="supplier-policies">
      {notes.payLater !== undefined && (
        <li className={notes.payLater ? css.noteGood : css.note}>
          {notes.payLater ? <Trans>Pay later offered</Trans> : <Trans>Payment when booking</Trans>}
        </li>
      )}
      {notes.licence && (
        <li className={css.note} data-testid="policy-licence">
          <Trans>Driving licence required</Trans>
        </li>
      )}
      {notes.minimum !== undefined && (
        <li className={css.note} data-testid="policy-minimum">
          {notes.minimum}
        </li>
      )}
    </ul>
  )
}
