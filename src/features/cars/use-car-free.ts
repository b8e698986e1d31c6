import { useEffect, useState } from 'react'
import { getFrontendCars } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { FUEL_POLICIES } from '../../lib/constants'

export type CarFreeState = 'unknown' | 'free' | 'taken'

/** How many of the supplier's matching cars one look reads: enough for any real desk. */
const LOOK = 30

/**
 * Whether `car` is still free at `pickupLocation` for from–to: the search (call 18)
 * with the dates, narrowed to this supplier and this car's kind, must still list it.
 * 'unknown' while asking, offline or when the answer cannot tell.
 */
export function useCarFree(car: Car, pickupLocation: string | undefined, from: Date | undefined, to: Date | undefined): CarFreeState {
  const [state, setState] = useState<{ key: string; value: CarFreeState }>({ key: '', value: 'unknown' })
  const fromMs = from?.getTime()
  const toMs = to?.getTime()
  const { _id: carId, type, gearbox, mileage } = car
  const companyId = car.company._id
  const key = pickupLocation && fromMs !== undefined && toMs !== undefined ? `${carId}|${pickupLocation}|${fromMs}|${toMs}` : ''

  useEffect(() => {
    if (!key || fromMs === undefined || toMs === undefined) return
    const controller = new AbortController()
    getFrontendCars(
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
        from: new Date(fromMs).toISOString(),
        to: new Date(toMs).toISOString(),
      },
      { signal: controller.signal },
    ).then(
      (page) => {
        const listed = page.items.some((c) => c._id === carId)
        // A full page that does not list the car cannot tell.
        setState({ key, value: listed ? 'free' : page.total <= LOOK ? 'taken' : 'unknown' })
      },
      () => {},
    )
    return () => controller.abort()
  }, [key, carId, companyId, pickupLocation, fromMs, toMs, type, gearbox, mileage])

  return state.key === key ? state.value : 'unknown'
}
