import { useLingui } from '@lingui/react/macro'
import type { Supplier } from '../../lib/api/entities'
import { SelectField } from '../../ui/Field'

interface Props {
  /** Call 28's suppliers, by name; undefined while they load. */
  suppliers: readonly Supplier[] | undefined
  /** The supplier chosen, '' for none (every supplier, or none chosen yet). */
  value: string
  onChange: (id: string) => void
  /** The first option's text: "All suppliers" on a list, "Choose a supplier" on a form. */
  noneLabel: string
  label?: string
}

/** A select of the suppliers (call 28): the operator's supplier filter on the cars, and the supplier of a new car. */
export function SupplierSelect({ suppliers, value, onChange, noneLabel, label }: Props) {
  const { t } = useLingui()
  const known = !suppliers || value === '' || suppliers.some((s) => s._id === value)
  return (
    <SelectField label={label ?? t`Supplier`} name="company" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{noneLabel}</option>
      {!known && <option value={value}>{t`Unknown supplier`}</option>}
      {suppliers?.map((s) => (
        <option key={s._id} value={s._id}>
          {s.fullName}
        </option>
      ))}
    </SelectField>
  )
}
