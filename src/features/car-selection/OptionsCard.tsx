import { Trans } from '@lingui/react/macro'
import type { Car } from '../../lib/api/entities'
import { Card } from '../../ui/Page'
import { CarOptionSwitches } from '../cars/CarOptionSwitches'
import type { CarSelectionState } from './use-car-selection'
import * as css from './car-selection.css'

/** The car's six options as switches; the extras chosen live in the URL. */
export function OptionsCard({ car, selection }: { car: Car; selection: CarSelectionState }) {
  return (
    <Card>
      <h2 className={css.h2}>
        <Trans>Options</Trans>
      </h2>
      <CarOptionSwitches car={car} chosen={selection.chosen} days={selection.dates.days} onChange={selection.setOption} />
    </Card>
  )
}
