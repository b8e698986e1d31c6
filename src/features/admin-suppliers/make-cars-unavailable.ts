/**
 * The non-destructive alternative to deleting a supplier that has bookings: every one of its cars
 * made unavailable (call 40 with `available: false`), so drivers no longer find them, while its
 * bookings, its cars and its account stay. Pages through the cars still available (call 36 with
 * the operator's token names the supplier) until none is left.
 */
import { carPayloadOf, getSupplierCars, updateCar } from '../../lib/api/supplier-cars'
import { DEFAULT_FLEET_FILTERS, toSupplierCarsFilter } from '../supplier-cars/fleet-query'

const PAGE = 50
/** A bound on the pages walked: a server that keeps answering the same cars cannot loop forever. */
const MAX_ROUNDS = 200

/** Makes the supplier's available cars unavailable; resolves with how many were changed. A failure stops it (what was done stays done). */
export async function makeSupplierCarsUnavailable(supplierId: string, signal?: AbortSignal): Promise<number> {
  const filter = { ...toSupplierCarsFilter(DEFAULT_FLEET_FILTERS), availability: ['available' as const] }
  let changed = 0
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { items } = await getSupplierCars(1, PAGE, '', [supplierId], filter, { signal })
    const available = items.filter((car) => car.available)
    if (available.length === 0) break
    for (const car of available) {
      await updateCar(carPayloadOf({ ...car, available: false }), { signal })
      changed++
    }
  }
  return changed
}
