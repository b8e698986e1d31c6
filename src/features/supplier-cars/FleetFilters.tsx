import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { AVAILABILITIES, type Availability } from '../../lib/api/supplier-cars'
import { CheckGroup, FiltersPanel } from '../cars/FilterGroups'
import { DEFAULT_FLEET_FILTERS, isDefaultFleetFilters, type FleetFilters as Filters } from './fleet-query'

const AVAILABILITY_LABELS: Record<Availability, MessageDescriptor> = {
  available: msg`Available`,
  unavailable: msg`Unavailable`,
}

/**
 * The supplier's filters, made of the driver's pieces: car type (engine), gearbox,
 * mileage, availability and deposit. Controlled: the screen keeps them in the URL.
 * Memoised: the list's pages arriving do not re-render it.
 */
export const FleetFilters = memo(function FleetFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useLingui()
  return (
    <FiltersPanel filters={filters} onChange={onChange} defaults={DEFAULT_FLEET_FILTERS} isDefault={isDefaultFleetFilters}>
      <CheckGroup
        legend={t`Availability`}
        all={AVAILABILITIES}
        selected={filters.availability}
        labels={AVAILABILITY_LABELS}
        onChange={(availability) => onChange({ ...filters, availability })}
      />
    </FiltersPanel>
  )
})
