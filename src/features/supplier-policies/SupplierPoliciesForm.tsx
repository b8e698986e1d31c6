import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { apiErrorMessage } from '../../lib/api/error-message'
import { MINIMUM_RENTAL_DAYS, updateSupplierPolicies, type SupplierPolicies } from '../../lib/api/policies'
import { useOnline } from '../../lib/hooks/use-online'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { Notice } from '../../ui/Page'
import { useFormErrors } from '../../ui/form'
import { Switch } from '../../ui/Switch'
import { toast } from '../../ui/toast'
import { changedPolicies, parseMinimumDays } from './policies-form'
import * as css from './supplier-policies.css'

export interface SupplierPoliciesFormProps {
  /** The policies in force. */
  policies: SupplierPolicies
  /** The supplier, for the operator; left out for a supplier's own. */
  supplierId?: string
  /** False where another form sets pay later (the operator's supplier form, call 49). */
  showPayLater?: boolean
  onSaved: (policies: SupplierPolicies) => void
}

/** A supplier's rental policies (call 67): pay later, a driving licence required, the shortest rental (1–30 days). */
export function SupplierPoliciesForm({ policies, supplierId, showPayLater = true, onSaved }: SupplierPoliciesFormProps) {
  const { t } = useLingui()
  const online = useOnline()
  // What the server said is in force: the next save sends only what differs from it.
  const [inForce, setInForce] = useState(policies)
  const [payLater, setPayLater] = useState(policies.payLater)
  const [licenceRequired, setLicenceRequired] = useState(policies.licenseRequired)
  const [days, setDays] = useState(String(policies.minimumRentalDays))
  const [daysError, setDaysError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Its form ref and "focus the first invalid field once rendered".
  const { form, focusInvalid } = useFormErrors<Record<string, string>>()
  const { min, max } = MINIMUM_RENTAL_DAYS
  const daysText = t`Enter a whole number of days from ${min} to ${max}.`

  async function save(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const minimumRentalDays = parseMinimumDays(days)
    if (minimumRentalDays === null) {
      setDaysError(daysText)
      focusInvalid()
      return
    }
    const changed = changedPolicies(inForce, {
      payLater: showPayLater ? payLater : inForce.payLater,
      licenseRequired: licenceRequired,
      minimumRentalDays,
    })
    if (!changed) {
      toast.success(t`Changes made successfully.`)
      return
    }
    setBusy(true)
    try {
      const saved = await updateSupplierPolicies(changed, supplierId)
      setInForce(saved)
      onSaved(saved)
      setPayLater(saved.payLater)
      setLicenceRequired(saved.licenseRequired)
      setDays(String(saved.minimumRentalDays))
      toast.success(t`Changes made successfully.`)
    } catch (err) {
      setFailure(apiErrorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={css.form} onSubmit={(e) => void save(e)} noValidate aria-label={t`Rental policies`}>
      {showPayLater && (
        <Switch
          label={<Trans>Pay later</Trans>}
          description={<Trans>Drivers may book now and pay at the desk.</Trans>}
          checked={payLater}
          onChange={setPayLater}
        />
      )}
      <Switch
        label={<Trans>Driving licence required</Trans>}
        description={<Trans>Drivers must have a driving licence on file, or upload one, to book your cars.</Trans>}
        checked={licenceRequired}
        onChange={setLicenceRequired}
      />
      {/* Checked at Save, not on blur: a message appearing on blur would move Save from under the pointer. */}
      <TextField
        className={css.days}
        name="minimumRentalDays"
        label={<Trans>Shortest rental (days)</Trans>}
        hint={<Trans>From 1 (no minimum) to 30. Searches for a shorter period do not show your cars.</Trans>}
        inputMode="numeric"
        autoComplete="off"
        value={days}
        error={daysError ?? undefined}
        onChange={(e) => {
          setDays(e.target.value)
          if (daysError && parseMinimumDays(e.target.value) !== null) setDaysError(null)
        }}
      />
      {failure && (
        <Notice tone="danger" alert>
          {failure}
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={busy} disabled={!online}>
          <Trans>Apply the policies</Trans>
        </Button>
        {!online && (
          <span>
            <Trans>Saving needs a connection.</Trans>
          </span>
        )}
      </div>
    </form>
  )
}
