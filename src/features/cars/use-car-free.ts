import { getFrontendCars } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { FUEL_POLICIES } from '../../lib/constants'
import { useResource } from '../../lib/data/use-resource'

export type CarFreeState = 'unknown' | 'free' | 'taken'

/** How many of the supplier's matching cars one look reads: enough for any real desk. */
const LOOK = 30

/**
 * Whether `car` is still free at `pickupLocation` for from–to: the search (call 18)
 * with the dates, narrowed to this supplier and this car's kind, must still list it.
 * 'unknown' while asking, offline or when the answer cannot tell.
 */
export function useCarFree(car: Car, pickupLocation: string | undefined, from: Date | undefined, to: Date | undefined): CarFreeState {
  const { _id: carId, type, gearbox, mileage } = car
  const companyId = car.company._id
  const key = pickupLocation && from && to ? ['car-free', carId, companyId, type, gearbox, mileage, pickupLocation, from, to] : null
  const { data } = useResource(key, async (signal): Promise<CarFreeState> => {
    const page = await getFrontendCars(
      1,
      LOOK,
      {
        companies: [companyId],
        pickupLocation,
        fuel: [type],
        gearbox: [gearbox],
        mileage: [mileage === -1 ? 'unlimited' : 'limited'],
        fuelPolicy: [...FUEL_POLICIES],
        deposit: -1,
        from: from!.toISOString(),
        to: to!.toISOString(),
      },
      { signal },
    )
    // A full page that does not list the car cannot tell.
    return page.items.some((c) => c._id === carId) ? 'free' : page.total <= LOOK ? 'taken' : 'unknown'
  })
  return (key && data) || 'unknown'
}
