import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useId, type ReactNode } from 'react'
import { CAR_TYPES, DEPOSIT_BANDS, GEARBOXES, MILEAGE_TYPES } from '../../lib/constants'
import { Button } from '../../ui/Button'
import type { CarFilters, DepositBand } from '../../lib/car-search/filters'
import { CAR_TYPE_LABELS, GEARBOX_LABELS, MILEAGE_LABELS, depositBandLabel } from './labels'
import * as css from './car-filters-panel.css'

/** The selection once `value` is ticked (`on`) or unticked, in the order of `all`. */
export function toggled<T>(all: readonly T[], selected: readonly T[], value: T, on: boolean): T[] {
  const rest = selected.filter((v) => v !== value)
  const next = on ? [...rest, value] : rest
  return all.filter((x) => next.includes(x))
}

interface GroupProps<T extends string> {
  legend: string
  all: readonly T[]
  selected: readonly T[]
  labels: Record<T, MessageDescriptor>
  onChange: (next: T[]) => void
}

/** One filter as a group of checkboxes. */
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
            onChange={(e) => onChange(toggled(all, selected, v, e.target.checked))}
          />
          <span>{i18n._(labels[v])}</span>
        </label>
      ))}
    </fieldset>
  )
}

type SharedFilters = Pick<CarFilters, 'types' | 'gearbox' | 'mileage' | 'deposit'>

interface FiltersPanelProps<F extends SharedFilters> {
  filters: F
  onChange: (next: F) => void
  /** The state "Reset filters" goes back to, and whether the filters are in it (the button is then disabled). */
  defaults: F
  isDefault: (filters: F) => boolean
  /** A list's own groups before the shared ones. */
  lead?: ReactNode
  /** A list's own groups between mileage and deposit. */
  children?: ReactNode
}

/**
 * A filter panel of the car lists, the driver's and the supplier's: car type, gearbox, mileage,
 * the list's own groups, deposit, and "Reset filters".
 */
export function FiltersPanel<F extends SharedFilters>({ filters, onChange, defaults, isDefault, lead, children }: FiltersPanelProps<F>) {
  const { t } = useLingui()
  const set = (change: Partial<SharedFilters>) => onChange({ ...filters, ...change })
  return (
    <div className={css.panel}>
      {lead}
      <CheckGroup
        legend={t`Car type`}
        all={CAR_TYPES}
        selected={filters.types}
        labels={CAR_TYPE_LABELS}
        onChange={(types) => set({ types })}
      />
      <CheckGroup
        legend={t`Gearbox`}
        all={GEARBOXES}
        selected={filters.gearbox}
        labels={GEARBOX_LABELS}
        onChange={(gearbox) => set({ gearbox })}
      />
      <CheckGroup
        legend={t`Mileage`}
        all={MILEAGE_TYPES}
        selected={filters.mileage}
        labels={MILEAGE_LABELS}
        onChange={(mileage) => set({ mileage })}
      />
      {children}
      <DepositGroup value={filters.deposit} onChange={(deposit) => set({ deposit })} />
      <Button variant="secondary" small onClick={() => onChange(defaults)} disabled={isDefault(filters)}>
        {t`Reset filters`}
      </Button>
    </div>
  )
}

interface AtLeastProps {
  legend: string
  choices: readonly number[]
  /** The chosen minimum, or null for any. */
  value: number | null
  /** The label of one choice ("At least 5"). */
  label: (n: number) => string
  onChange: (value: number | null) => void
}

/** "At least n" as radios, with "Any" last (seats, doors). */
export function AtLeastGroup({ legend, choices, value, label, onChange }: AtLeastProps) {
  const { t } = useLingui()
  const id = useId()
  const options: (number | null)[] = [...choices, null]
  // A minimum from the URL that the list does not offer still shows as chosen.
  if (value !== null && !choices.includes(value)) options.unshift(value)
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {options.map((n) => (
        <label key={n ?? 'any'} className={css.check} htmlFor={`${id}-${n ?? 'any'}`}>
          <input
            id={`${id}-${n ?? 'any'}`}
            type="radio"
            name={`${id}-at-least`}
            className={css.box}
            checked={value === n}
            onChange={() => onChange(n)}
          />
          <span>{n === null ? t`Any` : label(n)}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** The deposit filter as radios, "Less than 2500 PLN" … "All". */
function DepositGroup({ value, onChange }: { value: DepositBand; onChange: (band: DepositBand) => void }) {
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
