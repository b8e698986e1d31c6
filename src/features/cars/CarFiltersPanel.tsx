import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { DOORS_CHOICES, FUEL_POLICIES, SEATS_CHOICES } from '../../lib/constants'
import type { Supplier } from '../../lib/api/entities'
import { Button } from '../../ui/Button'
import { DEFAULT_FILTERS, isDefaultFilters, normaliseSuppliers, type CarFilters } from '../../lib/car-search/filters'
import { AtLeastGroup, CheckGroup, FiltersPanel, toggled } from './FilterGroups'
import { FUEL_POLICY_LABELS } from './labels'
import { SupplierLogo } from './SupplierLogo'
import * as css from './car-filters-panel.css'

export interface CarFiltersPanelProps {
  filters: CarFilters
  companies: Supplier[]
  onChange: (next: CarFilters) => void
}

/**
 * The car list's filters: suppliers (with logos), car type, gearbox, mileage,
 * fuel policy, seats, doors, air conditioning and deposit. Controlled: the screen keeps them in the URL.
 */
export function CarFiltersPanel({ filters, companies, onChange }: CarFiltersPanelProps) {
  const { t } = useLingui()
  return (
    <FiltersPanel
      filters={filters}
      onChange={onChange}
      defaults={DEFAULT_FILTERS}
      isDefault={isDefaultFilters}
      lead={<SupplierGroup filters={filters} companies={companies} onChange={onChange} />}
    >
      <CheckGroup
        legend={t`Fuel policy`}
        all={FUEL_POLICIES}
        selected={filters.fuelPolicy}
        labels={FUEL_POLICY_LABELS}
        onChange={(fuelPolicy) => onChange({ ...filters, fuelPolicy })}
      />
      <AtLeastGroup
        legend={t`Seats`}
        choices={SEATS_CHOICES}
        value={filters.seats}
        label={(n) => plural(n, { one: 'At least # seat', other: 'At least # seats' })}
        onChange={(seats) => onChange({ ...filters, seats })}
      />
      <AtLeastGroup
        legend={t`Doors`}
        choices={DOORS_CHOICES}
        value={filters.doors}
        label={(n) => plural(n, { one: 'At least # door', other: 'At least # doors' })}
        onChange={(doors) => onChange({ ...filters, doors })}
      />
      <fieldset className={css.group}>
        <legend className={css.legend}>{t`Comfort`}</legend>
        <label className={css.check}>
          <input
            type="checkbox"
            className={css.box}
            checked={filters.aircon}
            onChange={(e) => onChange({ ...filters, aircon: e.target.checked })}
          />
          <span>{t`Air conditioning`}</span>
        </label>
      </fieldset>
    </FiltersPanel>
  )
}

/** The suppliers, with logos, "Select all" and "Clear all". */
function SupplierGroup({ filters, companies, onChange }: CarFiltersPanelProps) {
  const { t } = useLingui()
  const id = useId()
  const allIds = companies.map((c) => c._id)
  const selectedSuppliers = filters.suppliers ?? allIds
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t`Supplier`}</legend>
      {companies.map((c) => (
        <label key={c._id} className={css.check} htmlFor={`${id}-s-${c._id}`}>
          <input
            id={`${id}-s-${c._id}`}
            type="checkbox"
            className={css.box}
            checked={selectedSuppliers.includes(c._id)}
            onChange={(e) => {
              const next = toggled(allIds, selectedSuppliers, c._id, e.target.checked)
              onChange({ ...filters, suppliers: normaliseSuppliers(next, allIds) })
            }}
          />
          <SupplierLogo supplier={c} decorative />
          <span className={css.text}>{c.fullName}</span>
        </label>
      ))}
      {companies.length > 1 && (
        <div className={css.quick}>
          <Button variant="ghost" small onClick={() => onChange({ ...filters, suppliers: null })} disabled={filters.suppliers === null}>
            {t`Select all`}
          </Button>
          <Button variant="ghost" small onClick={() => onChange({ ...filters, suppliers: [] })} disabled={filters.suppliers?.length === 0}>
            {t`Clear all`}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
