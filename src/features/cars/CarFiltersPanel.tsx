import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useId } from 'react'
import { CAR_TYPES, DEPOSIT_BANDS, FUEL_POLICIES, GEARBOXES, MILEAGE_TYPES } from '../../lib/constants'
import type { Supplier } from '../../lib/api/entities'
import { Button } from '../../ui/Button'
import { DEFAULT_FILTERS, isDefaultFilters, normaliseSuppliers, type CarFilters, type DepositBand } from './car-filters'
import { CAR_TYPE_LABELS, FUEL_POLICY_LABELS, GEARBOX_LABELS, MILEAGE_LABELS, depositBandLabel } from './labels'
import { SupplierLogo } from './SupplierLogo'
import * as css from './car-filters-panel.css'

export interface CarFiltersPanelProps {
  filters: CarFilters
  companies: Supplier[]
  onChange: (next: CarFilters) => void
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value)
}

interface GroupProps<T extends string> {
  legend: string
  all: readonly T[]
  selected: readonly T[]
  labels: Record<T, MessageDescriptor>
  onChange: (next: T[]) => void
}

/** One filter as a group of checkboxes (the supplier's car list uses it too). */
export function CheckGroup<T extends string>({ legend, all, selected, labels, onChange }: GroupProps<T>) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {all.map((v) => (
        <label key={v} className={css.check} htmlFor={`${id}-${v}`}>
          <input
            id={`${id}-${v}`}
            type="checkbox"
            className={css.box}
            checked={selected.includes(v)}
            onChange={(e) => onChange(all.filter((x) => toggle(selected, v, e.target.checked).includes(x)))}
          />
          <span>{i18n._(labels[v])}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** The deposit filter as radios, "Less than 2500 PLN" … "All" (the supplier's car list uses it too). */
export function DepositGroup({ value, onChange }: { value: DepositBand; onChange: (band: DepositBand) => void }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const bands: DepositBand[] = [...DEPOSIT_BANDS, -1]
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t`Deposit`}</legend>
      {bands.map((band) => (
        <label key={band} className={css.check} htmlFor={`${id}-d-${band}`}>
          <input
            id={`${id}-d-${band}`}
            type="radio"
            name={`${id}-deposit`}
            className={css.box}
            checked={value === band}
            onChange={() => onChange(band)}
          />
          <span>{depositBandLabel(i18n, band)}</span>
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The car list's filters: suppliers (with logos), car type, gearbox, mileage,
 * fuel policy and deposit. Controlled: the screen keeps them in the URL.
 */
export function CarFiltersPanel({ filters, companies, onChange }: CarFiltersPanelProps) {
  const { t } = useLingui()
  const id = useId()
  const allIds = companies.map((c) => c._id)
  const selectedSuppliers = filters.suppliers ?? allIds
  return (
    <div className={css.panel}>
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
                const next = allIds.filter((x) => toggle(selectedSuppliers, c._id, e.target.checked).includes(x))
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
            <Button
              variant="ghost"
              small
              onClick={() => onChange({ ...filters, suppliers: [] })}
              disabled={filters.suppliers?.length === 0}
            >
              {t`Clear all`}
            </Button>
          </div>
        )}
      </fieldset>
      <CheckGroup
        legend={t`Car type`}
        all={CAR_TYPES}
        selected={filters.types}
        labels={CAR_TYPE_LABELS}
        onChange={(types) => onChange({ ...filters, types })}
      />
      <CheckGroup
        legend={t`Gearbox`}
        all={GEARBOXES}
        selected={filters.gearbox}
        labels={GEARBOX_LABELS}
        onChange={(gearbox) => onChange({ ...filters, gearbox })}
      />
      <CheckGroup
        legend={t`Mileage`}
        all={MILEAGE_TYPES}
        selected={filters.mileage}
        labels={MILEAGE_LABELS}
        onChange={(mileage) => onChange({ ...filters, mileage })}
      />
      <CheckGroup
        legend={t`Fuel policy`}
        all={FUEL_POLICIES}
        selected={filters.fuelPolicy}
        labels={FUEL_POLICY_LABELS}
        onChange={(fuelPolicy) => onChange({ ...filters, fuelPolicy })}
      />
      <DepositGroup value={filters.deposit} onChange={(deposit) => onChange({ ...filters, deposit })} />
      <Button variant="secondary" small onClick={() => onChange(DEFAULT_FILTERS)} disabled={isDefaultFilters(filters)}>
        {t`Reset filters`}
      </Button>
    </div>
  )
}
