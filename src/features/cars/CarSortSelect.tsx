import { useLingui } from '@lingui/react/macro'
import type { CarSort } from '../../lib/constants'
import { SelectField } from '../../ui/Field'

/** The car list's order; the screen keeps the choice in the URL (`sort`). */
export function CarSortSelect({ value, onChange }: { value: CarSort; onChange: (sort: CarSort) => void }) {
  const { t } = useLingui()
  return (
    <SelectField label={t`Sort by`} name="sort" value={value} onChange={(e) => onChange(e.target.value as CarSort)}>
      <option value="price">{t`Price: lowest first`}</option>
      <option value="-price">{t`Price: highest first`}</option>
      <option value="name">{t`Name`}</option>
    </SelectField>
  )
}
