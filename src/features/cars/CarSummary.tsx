import type { Car } from '../../lib/api/entities'
import { CarImage } from './CarImage'
import { CarSpecs } from './CarSpecs'
import { SupplierLogo } from './SupplierLogo'
import * as css from './car-summary.css'

export interface CarSummaryProps {
  car: Pick<Car, 'name' | 'image' | 'type' | 'gearbox' | 'seats' | 'doors' | 'aircon' | 'mileage' | 'fuelPolicy'> & {
    company: Car['company'] | string
  }
  /** Heading level of the car's name (default 2). */
  headingLevel?: 2 | 3
}

/**
 * Public: a compact car block (image, name, supplier, key specs) for screens
 * that talk about one car (car selection, create booking, booking detail).
 * Accepts a booking's car whose supplier is a bare id (then no supplier line).
 */
export function CarSummary({ car, headingLevel = 2 }: CarSummaryProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const supplier = typeof car.company === 'string' ? null : car.company
  return (
    <div className={css.summary}>
      <CarImage car={car} eager className={css.image} />
      <div className={css.body}>
        <Heading className={css.name}>{car.name}</Heading>
        {supplier && (
          <div className={css.supplier}>
            <SupplierLogo supplier={supplier} decorative />
            <span>{supplier.fullName}</span>
          </div>
        )}
        <CarSpecs car={car} compact />
      </div>
    </div>
  )
}
