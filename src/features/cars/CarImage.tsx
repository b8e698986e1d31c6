import { CAR_IMAGE } from '../../lib/constants'
import { config } from '../../lib/config'
import type { Car } from '../../lib/api/entities'
import { cx } from '../../ui/cx'
import * as css from './car.css'

/** The car's picture, 300x200, lazy unless `eager` (the first card of a list). */
export function CarImage({ car, eager, className }: { car: Pick<Car, 'name' | 'image'>; eager?: boolean; className?: string }) {
  if (!car.image) return <div className={cx(css.image, className)} aria-hidden="true" />
  return (
    <img
      className={cx(css.image, className)}
      src={`${config.cdnCars}/${car.image}`}
      width={CAR_IMAGE.width}
      height={CAR_IMAGE.height}
      alt={car.name}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
