import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useEffect, useState, type FormEvent } from 'react'
import type { Location, Supplier } from '../../lib/api/entities'
import { useStableKey } from '../../lib/data/key'
import type { BookingStatus, Language } from '../../lib/constants'
import { Button } from '../../ui/Button'
import { Checkbox, SelectField, TextField } from '../../ui/Field'
import type { Viewer } from './booking-view'
import type { BookingsFilterState } from './filters'
import { useLocations, useSuppliers } from '../../lib/data/reference-data'
import { STATUSES } from './status'
import { StatusBadge } from './StatusBadge'
import * as css from './bookings.css'

interface Props {
  filter: BookingsFilterState
  language: Language
  onChange: (filter: BookingsFilterState) => void
  /** A supplier sees only its own bookings: no supplier filter then. */
  who?: Viewer
}

interface Criteria {
  from: string
  to: string
  pickupLocation: string
  dropOffLocation: string
  keyword: string
}

function criteriaOf(filter: BookingsFilterState): Criteria {
  return {
    from: filter.from ?? '',
    to: filter.to ?? '',
    pickupLocation: filter.pickupLocation ?? '',
    dropOffLocation: filter.dropOffLocation ?? '',
    keyword: filter.keyword ?? '',
  }
}

const NO_SUPPLIERS: Supplier[] = []
const NO_LOCATIONS: Location[] = []

/** Status and supplier filters (applied at once) and the search criteria (applied on submit). */
/**
 * Memoised: its props only change with the filter, so the list's data arriving (or
 * more pages) does not re-render the whole form.
 */
export const BookingsFilters = memo(function BookingsFilters({ filter, language, onChange, who }: Props) {
  const { t } = useLingui()
  const locations = useLocations(language).data ?? NO_LOCATIONS
  const [criteria, setCriteria] = useState<Criteria>(() => criteriaOf(filter))
  const [urlCriteria] = useStableKey([criteriaOf(filter)]) as [Criteria]

  // The URL changed (back button, reset): the form follows it.
  useEffect(() => setCriteria(urlCriteria), [urlCriteria])

  function toggleStatus(status: BookingStatus, on: boolean) {
    const next = on ? STATUSES.filter((s) => s === status || filter.statuses.includes(s)) : filter.statuses.filter((s) => s !== status)
    onChange({ ...filter, statuses: next })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    onChange({
      ...filter,
      from: criteria.from || undefined,
      to: criteria.to || undefined,
      pickupLocation: criteria.pickupLocation || undefined,
      dropOffLocation: criteria.dropOffLocation || undefined,
      keyword: criteria.keyword.trim() || undefined,
    })
  }

  function reset() {
    const empty = { from: '', to: '', pickupLocation: '', dropOffLocation: '', keyword: '' }
    setCriteria(empty)
    onChange({ ...filter, from: undefined, to: undefined, pickupLocation: undefined, dropOffLocation: undefined, keyword: undefined })
  }

  const field = (key: keyof Criteria) => ({
    value: criteria[key],
    onChange: (e: { target: { value: string } }) => setCriteria((c) => ({ ...c, [key]: e.target.value })),
  })

  return (
    <div className={css.filters}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Status</Trans>
        </legend>
        <div className={css.chips}>
          {STATUSES.map((status) => (
            <Checkbox
              key={status}
              name="status"
              value={status}
              checked={filter.statuses.includes(status)}
              onChange={(e) => toggleStatus(status, e.target.checked)}
              label={<StatusBadge status={status} />}
            />
          ))}
        </div>
      </fieldset>
      {who !== 'supplier' && <SupplierFilter filter={filter} onChange={onChange} />}
      <details
        className={css.details}
        open={!!(filter.from || filter.to || filter.pickupLocation || filter.dropOffLocation || filter.keyword) || undefined}
      >
        <summary className={css.summary}>
          <Trans>Search criteria</Trans>
        </summary>
        <form className={css.criteria} onSubmit={submit} role="search" aria-label={t`Search bookings`}>
          <TextField label={t`From`} type="date" {...field('from')} />
          <TextField label={t`To`} type="date" {...field('to')} min={criteria.from || undefined} />
          <SelectField label={t`Pickup location`} {...field('pickupLocation')}>
            <option value="">{t`Any location`}</option>
            {locations.map((l) => (
              <option key={l._id} value={l._id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Drop-off location`} {...field('dropOffLocation')}>
            <option value="">{t`Any location`}</option>
            {locations.map((l) => (
              <option key={l._id} value={l._id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <TextField label={t`Keyword`} type="search" {...field('keyword')} maxLength={100} />
          <div className={css.actions}>
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
            <Button variant="secondary" onClick={reset}>
              <Trans>Reset</Trans>
            </Button>
          </div>
        </form>
      </details>
    </div>
  )
})

/**
 * The driver's supplier chips (the list of suppliers is loaded only where they are shown).
 * Their row is drawn, one line high, while the list loads: the filters and the list below
 * do not move when the chips arrive.
 */
function SupplierFilter({ filter, onChange }: Pick<Props, 'filter' | 'onChange'>) {
  const resource = useSuppliers()
  const suppliers = resource.data ?? NO_SUPPLIERS
  if (suppliers.length === 0 && !(resource.loading && resource.data === undefined)) return null

  function toggleSupplier(id: string, on: boolean) {
    const all = suppliers.map((s) => s._id)
    const current = filter.companies ?? all
    const next = on ? all.filter((s) => s === id || current.includes(s)) : current.filter((s) => s !== id)
    onChange({ ...filter, companies: next.length === all.length ? null : next })
  }

  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <Trans>Supplier</Trans>
      </legend>
      <div className={css.chipRow} aria-busy={suppliers.length === 0 || undefined}>
        {suppliers.map((s) => (
          <Checkbox
            key={s._id}
            name="supplier"
            value={s._id}
            checked={filter.companies === null || filter.companies.includes(s._id)}
            onChange={(e) => toggleSupplier(s._id, e.target.checked)}
            label={s.fullName}
          />
        ))}
      </div>
    </fieldset>
  )
}
