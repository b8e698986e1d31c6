import { useLingui } from '@lingui/react/macro'
import type { Car } from '../../lib/api/entities'
import { CAR_TYPE_LABELS, FUEL_POLICY_LABELS, GEARBOX_LABELS, mileageText } from './labels'
import * as css from './car.css'

type SpecCar = Pick<Car, 'type' | 'gearbox' | 'seats' | 'doors' | 'aircon' | 'mileage' | 'fuelPolicy'>

/**
 * The car's key facts as a list: type, gearbox, seats, doors, air conditioning,
 * mileage and fuel policy. `compact` keeps the first four facts (for summaries).
 */
export function CarSpecs({ car, compact }: { car: SpecCar; compact?: boolean }) {
  const { t, i18n } = useLingui()
  const items: [string, string][] = [
    [t`Type`, i18n._(CAR_TYPE_LABELS[car.type])],
    [t`Gearbox`, i18n._(GEARBOX_LABELS[car.gearbox])],
    [t`Seats`, String(car.seats)],
    [t`Doors`, String(car.doors)],
  ]
  if (!compact) {
    items.push(
      [t`Air conditioning`, car.aircon ? t`Yes` : t`No`],
      [t`Mileage`, mileageText(i18n, car.mileage)],
      [t`Fuel policy`, i18n._(FUEL_POLICY_LABELS[car.fuelPolicy])],
    )
  }
  return (
    <ul className={css.specs}>
      {items.map(([name, value]) => (
        <li key={name} className={css.spec}>
          <span className={css.specName}>{name}:</span>
          <span>{value}</span>
        </li>
      ))}
    </ul>
  )
}
