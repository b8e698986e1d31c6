import { getFrontendCars } from '../../lib/api/cars'
import type { Car } from '../../lib/api/entities'
import { withReadRetry } from '../../lib/api/read-policy'
import { loadSuppliers } from '../../lib/data/reference-data'
import { readOf, type Read } from '../../lib/data/read'
import { useResource } from '../../lib/data/use-resource'
import { DEFAULT_FILTERS, toSearchFilter } from '../../lib/car-search/filters'

/** How many other cars are offered. */
const STILL_FREE_SHOWN = 5

interface Where {
  pickupLocation: string
  from: Date
  to: Date
}

/**
 * The cars still free at the same place for the same dates, cheapest first, without
 * `exceptCarId` (the car that was just taken): /cars' own search (toSearchFilter, with no
 * filter) over every supplier (the session's copy, loadSuppliers).
 */
export function useStillFreeCars({ pickupLocation, from, to }: Where, exceptCarId: string): Read<Car[]> {
  const cars = useResource(
    ['still-free', pickupLocation, from, to, exceptCarId],
    async (signal) => {
      const suppliers = await loadSuppliers()
      const filter = toSearchFilter(
        DEFAULT_FILTERS,
        suppliers.map((s) => s._id),
        { pickupLocation, from, to, sort: 'price' },
      )
      const page = await withReadRetry(() => getFrontendCars(1, STILL_FREE_SHOWN + 1, filter, { signal }), signal)
      return page.items.filter((c) => c._id !== exceptCarId).slice(0, STILL_FREE_SHOWN)
    },
    // The suppliers' load applies the read policy itself.
    { readPolicy: false },
  )
  return readOf(cars, true)
}
