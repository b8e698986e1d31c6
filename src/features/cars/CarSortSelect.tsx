import { useLingui } from '@lingui/react/macro'
import type { CarSort } from '../../lib/constants'
import { SelectField } from '../../ui/Field'
import { CARS_TOP_TEXTS, SORT_LABELS } from './cars-texts'

const ORDERS: readonly CarSort[] = ['price', '-price', 'name']

/** The car list's order; the screen keeps the choice in the URL (`sort`). */
export function CarSortSelect({ value, onChange }: { value: CarSort; onChange: (sort: CarSort) => void }) {
  const { i18n } = useLingui()
  return (
    <SelectField label={i18n._(CARS_TOP_TEXTS.sortBy)} name="sort" value={value} onChange={(e) => onChange(e.target.value as CarSort)}>
      {ORDERS.map((order) => (
        <option key={order} value={order}>
          {i18n._(SORT_LABELS[order])}
        </option>
      ))}
    </SelectField>
  )
}
