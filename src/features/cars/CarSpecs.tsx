import { useLingui } from '@lingui/react/macro'
import { sayWith } from '../../lib/i18n/say'
import { specValues, type SpecCar, type SpecValues } from './labels'
import * as css from './car.css'

/**
 * The car's key facts as a list: type, gearbox, seats, doors, air conditioning,
 * mileage and fuel policy. `compact` keeps the first four facts (for summaries).
 */
export function CarSpecs({ car, compact }: { car: SpecCar; compact?: boolean }) {
  const { i18n } = useLingui()
  return <CarSpecList values={specValues(car, sayWith(i18n))} compact={compact} />
}

/** CarSpecs' list of what specValues says (the first paint draws the first car's from this markup: app/first-paint/build/static-frames.tsx). */
export function CarSpecList({ values, compact }: { values: SpecValues; compact?: boolean }) {
  const { t } = useLingui()
  const items: [string, string][] = [
    [t`Type`, values.type],
    [t`Gearbox`, values.gearbox],
    [t`Seats`, values.seats],
    [t`Doors`, values.doors],
  ]
  if (!compact) items.push([t`Air conditioning`, values.aircon], [t`Mileage`, values.mileage], [t`Fuel policy`, values.fuelPolicy])
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
