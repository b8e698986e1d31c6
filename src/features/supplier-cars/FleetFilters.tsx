import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { AVAILABILITIES, type Availability } from '../../lib/api/supplier-cars'
import { CAR_TYPES, GEARBOXES, MILEAGE_TYPES } from '../../lib/constants'
import { Button } from '../../ui/Button'
import { CheckGroup, DepositGroup } from '../cars/CarFiltersPanel'
import { CAR_TYPE_LABELS, GEARBOX_LABELS, MILEAGE_LABELS } from '../cars/labels'
import { DEFAULT_FLEET_FILTERS, isDefaultFleetFilters, type FleetFilters as Filters } from './fleet-query'
import * as panel from '../cars/car-filters-panel.css'

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
    <div className={panel.panel}>
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
        legend={t`Availability`}
        all={AVAILABILITIES}
        selected={filters.availability}
        labels={AVAILABILITY_LABELS}
        onChange={(availability) => onChange({ ...filters, availability })}
      />
      <DepositGroup value={filters.deposit} onChange={(deposit) => onChange({ ...filters, deposit })} />
      <Button variant="secondary" small onClick={() => onChange(DEFAULT_FLEET_FILTERS)} disabled={isDefaultFleetFilters(filters)}>
        {t`Reset filters`}
      </Button>
    </div>
  )
})
